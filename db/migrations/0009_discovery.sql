CREATE TABLE "discovery_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"youtube_channel_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"handle" text,
	"thumbnail_url" text,
	"country" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"recent_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"subscribers" bigint,
	"views" bigint,
	"video_count" integer,
	"suggested_type_id" text,
	"type_confidence" double precision,
	"type_evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggested_niche_id" uuid,
	"niche_evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggested_country" text,
	"faceless" text DEFAULT 'unclear' NOT NULL,
	"faceless_evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"found_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_candidates_youtube_channel_id_unique" UNIQUE("youtube_channel_id"),
	CONSTRAINT "discovery_candidates_status_check" CHECK ("discovery_candidates"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "discovery_candidates_faceless_check" CHECK ("discovery_candidates"."faceless" in ('likely', 'unclear', 'unlikely')),
	CONSTRAINT "discovery_candidates_type_confidence_check" CHECK ("discovery_candidates"."type_confidence" is null or ("discovery_candidates"."type_confidence" >= 0 and "discovery_candidates"."type_confidence" <= 1)),
	CONSTRAINT "discovery_candidates_reject_reason_check" CHECK ("discovery_candidates"."status" <> 'rejected' or length("discovery_candidates"."reject_reason") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "discovery_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"search_kind" text DEFAULT 'both' NOT NULL,
	"channel_type_id" text,
	"niche_id" uuid,
	"region_code" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"candidates_found" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discovery_queries_query_check" CHECK (length("discovery_queries"."query") between 2 and 100),
	CONSTRAINT "discovery_queries_search_kind_check" CHECK ("discovery_queries"."search_kind" in ('channels', 'videos', 'both')),
	CONSTRAINT "discovery_queries_region_code_check" CHECK ("discovery_queries"."region_code" is null or "discovery_queries"."region_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_job_check";--> statement-breakpoint
ALTER TABLE "discovery_candidates" ADD CONSTRAINT "discovery_candidates_suggested_type_id_channel_types_id_fk" FOREIGN KEY ("suggested_type_id") REFERENCES "public"."channel_types"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "discovery_candidates" ADD CONSTRAINT "discovery_candidates_suggested_niche_id_niches_id_fk" FOREIGN KEY ("suggested_niche_id") REFERENCES "public"."niches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_candidates" ADD CONSTRAINT "discovery_candidates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_queries" ADD CONSTRAINT "discovery_queries_channel_type_id_channel_types_id_fk" FOREIGN KEY ("channel_type_id") REFERENCES "public"."channel_types"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "discovery_queries" ADD CONSTRAINT "discovery_queries_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_queries" ADD CONSTRAINT "discovery_queries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_candidates_status_idx" ON "discovery_candidates" USING btree ("status","subscribers" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discovery_queries_last_run_idx" ON "discovery_queries" USING btree ("last_run_at" NULLS FIRST);--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_check" CHECK ("job_runs"."job" in ('stats-refresh', 'link-check', 'channel-import', 'discovery'));