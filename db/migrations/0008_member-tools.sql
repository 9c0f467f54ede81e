CREATE TABLE "digest_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"period" text NOT NULL,
	"covers_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "digest_deliveries_user_period_unique" UNIQUE("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "digest_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_settings_frequency_check" CHECK ("digest_settings"."frequency" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"channel_id" uuid,
	"niche_id" uuid,
	"channel_type_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_channel_unique" UNIQUE("user_id","channel_id"),
	CONSTRAINT "follows_user_niche_unique" UNIQUE("user_id","niche_id"),
	CONSTRAINT "follows_user_channel_type_unique" UNIQUE("user_id","channel_type_id"),
	CONSTRAINT "follows_one_target_check" CHECK (num_nonnulls("follows"."channel_id", "follows"."niche_id", "follows"."channel_type_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	CONSTRAINT "saved_searches_user_name_unique" UNIQUE("user_id","name"),
	CONSTRAINT "saved_searches_name_check" CHECK (length("saved_searches"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "watchlist_visits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"last_visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_settings" ADD CONSTRAINT "digest_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_channel_id_youtube_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."youtube_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_channel_type_id_channel_types_id_fk" FOREIGN KEY ("channel_type_id") REFERENCES "public"."channel_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_visits" ADD CONSTRAINT "watchlist_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_deliveries_user_idx" ON "digest_deliveries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "digest_settings_frequency_idx" ON "digest_settings" USING btree ("frequency") WHERE "digest_settings"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "follows_channel_idx" ON "follows" USING btree ("channel_id") WHERE "follows"."channel_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_niche_idx" ON "follows" USING btree ("niche_id") WHERE "follows"."niche_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);