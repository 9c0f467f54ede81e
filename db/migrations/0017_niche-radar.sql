CREATE TABLE "niche_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"niche_id" uuid,
	"channel_type_id" text,
	"stage" text,
	"verdict" text,
	"as_of" date,
	"breakout_channels" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niche_readings_group_check" CHECK (num_nonnulls("niche_readings"."niche_id", "niche_readings"."channel_type_id") >= 1),
	CONSTRAINT "niche_readings_stage_check" CHECK ("niche_readings"."stage" is null or "niche_readings"."stage" in ('emerging', 'accelerating', 'saturating', 'decaying', 'steady')),
	CONSTRAINT "niche_readings_verdict_check" CHECK ("niche_readings"."verdict" is null or "niche_readings"."verdict" in ('enter', 'twist', 'stay-out')),
	CONSTRAINT "niche_readings_breakout_channels_check" CHECK ("niche_readings"."breakout_channels" >= 0)
);
--> statement-breakpoint
ALTER TABLE "niche_readings" ADD CONSTRAINT "niche_readings_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "niche_readings" ADD CONSTRAINT "niche_readings_channel_type_id_channel_types_id_fk" FOREIGN KEY ("channel_type_id") REFERENCES "public"."channel_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "niche_readings_group_idx" ON "niche_readings" USING btree ("niche_id","channel_type_id","recorded_at" DESC NULLS LAST);