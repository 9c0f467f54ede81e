CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"triggered_by" text,
	"day" date,
	"items_total" integer DEFAULT 0 NOT NULL,
	"items_done" integer DEFAULT 0 NOT NULL,
	"items_failed" integer DEFAULT 0 NOT NULL,
	"units_spent" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_check" CHECK ("job_runs"."job" in ('stats-refresh', 'link-check', 'channel-import')),
	CONSTRAINT "job_runs_status_check" CHECK ("job_runs"."status" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "job_runs_counts_check" CHECK ("job_runs"."items_total" >= 0 and "job_runs"."items_done" >= 0 and "job_runs"."items_failed" >= 0 and "job_runs"."units_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "link_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"label" text,
	"url" text NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"final_url" text,
	"error" text,
	"duration_ms" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_id" uuid,
	CONSTRAINT "link_checks_source_unique" UNIQUE("source","source_id"),
	CONSTRAINT "link_checks_source_check" CHECK ("link_checks"."source" in ('channel_url', 'channel_screenshot', 'channel_type_image', 'video_link')),
	CONSTRAINT "link_checks_outcome_check" CHECK ("link_checks"."outcome" in ('ok', 'broken')),
	CONSTRAINT "link_checks_duration_check" CHECK ("link_checks"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "youtube_quota_usage" (
	"day" date NOT NULL,
	"bucket" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youtube_quota_usage_day_bucket_pk" PRIMARY KEY("day","bucket"),
	CONSTRAINT "youtube_quota_usage_bucket_check" CHECK ("youtube_quota_usage"."bucket" in ('default', 'search')),
	CONSTRAINT "youtube_quota_usage_units_check" CHECK ("youtube_quota_usage"."units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "youtube_channels" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "youtube_channels" ADD COLUMN "uploads_playlist_id" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_run_id_job_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_job_started_at_idx" ON "job_runs" USING btree ("job","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "link_checks_outcome_idx" ON "link_checks" USING btree ("outcome","checked_at" DESC NULLS FIRST);