CREATE TABLE "youtube_video_age_views" (
	"video_row_id" uuid NOT NULL,
	"age_days" smallint NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint,
	"comments" bigint,
	"observed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "youtube_video_age_views_video_row_id_age_days_pk" PRIMARY KEY("video_row_id","age_days"),
	CONSTRAINT "youtube_video_age_views_age_check" CHECK ("youtube_video_age_views"."age_days" in (1, 7, 30, 90)),
	CONSTRAINT "youtube_video_age_views_source_check" CHECK ("youtube_video_age_views"."source" in ('feed', 'videos.list', 'videos.batchGetStats')),
	CONSTRAINT "youtube_video_age_views_views_check" CHECK ("youtube_video_age_views"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "youtube_video_stats" ADD COLUMN "details_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "units_by_part" jsonb;--> statement-breakpoint
ALTER TABLE "youtube_video_age_views" ADD CONSTRAINT "youtube_video_age_views_video_row_id_youtube_video_stats_id_fk" FOREIGN KEY ("video_row_id") REFERENCES "public"."youtube_video_stats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "youtube_video_stats_channel_published_idx" ON "youtube_video_stats" USING btree ("channel_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "youtube_video_stats_published_idx" ON "youtube_video_stats" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "youtube_video_stats_details_pending_idx" ON "youtube_video_stats" USING btree ("channel_id") WHERE "youtube_video_stats"."details_pending";--> statement-breakpoint
-- Hand-written from here (drizzle-kit knows no partitions; ADR 025): channel_stats_snapshots is
-- rebuilt as a table partitioned by month on "day", keyed (channel_id, day) without the surrogate
-- id. Rows of a month without its partition land in the default one, which
-- ensure_channel_stats_snapshot_partition empties into the month's partition when it creates it,
-- so no write ever fails for want of a partition.
ALTER TABLE "channel_stats_snapshots" RENAME TO "channel_stats_snapshots_unpartitioned";--> statement-breakpoint
ALTER TABLE "channel_stats_snapshots_unpartitioned" DROP CONSTRAINT "channel_stats_snapshots_pkey";--> statement-breakpoint
ALTER TABLE "channel_stats_snapshots_unpartitioned" DROP CONSTRAINT "channel_stats_snapshots_channel_day_unique";--> statement-breakpoint
CREATE TABLE "channel_stats_snapshots" (
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"subscribers" bigint,
	"views" bigint,
	"video_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_stats_snapshots_pkey" PRIMARY KEY("channel_id","day"),
	CONSTRAINT "channel_stats_snapshots_subscribers_check" CHECK ("channel_stats_snapshots"."subscribers" >= 0),
	CONSTRAINT "channel_stats_snapshots_views_check" CHECK ("channel_stats_snapshots"."views" >= 0),
	CONSTRAINT "channel_stats_snapshots_video_count_check" CHECK ("channel_stats_snapshots"."video_count" >= 0)
) PARTITION BY RANGE ("day");--> statement-breakpoint
ALTER TABLE "channel_stats_snapshots" ADD CONSTRAINT "channel_stats_snapshots_channel_id_youtube_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."youtube_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "channel_stats_snapshots_default" PARTITION OF "channel_stats_snapshots" DEFAULT;--> statement-breakpoint
-- The month's partition, created when missing (under a lock: two processes may ask at once).
CREATE OR REPLACE FUNCTION ensure_channel_stats_snapshot_partition(month date) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  next_day date := (date_trunc('month', month) + interval '1 month')::date;
  name text := 'channel_stats_snapshots_' || to_char(month, 'YYYY_MM');
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('channel_stats_snapshots partitions'));
  IF to_regclass(name) IS NOT NULL THEN
    RETURN;
  END IF;
  -- Built beside the table, filled with the month's rows from the default partition, then attached.
  EXECUTE format('CREATE TABLE %I (LIKE channel_stats_snapshots INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
  EXECUTE format('INSERT INTO %I SELECT * FROM channel_stats_snapshots_default WHERE day >= %L AND day < %L', name, first_day, next_day);
  DELETE FROM channel_stats_snapshots_default WHERE day >= first_day AND day < next_day;
  EXECUTE format('ALTER TABLE channel_stats_snapshots ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, first_day, next_day);
END;
$$;--> statement-breakpoint
-- Retention (domain/snapshot-retention.ts): a month past the daily horizon keeps each channel's
-- last snapshot of the month. The kept rows go into a new table that replaces the partition, so
-- nothing is deleted row by row (no bloat, no long vacuum). True when the month was thinned now.
CREATE OR REPLACE FUNCTION thin_channel_stats_snapshot_partition(month date) RETURNS boolean
  LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  next_day date := (date_trunc('month', month) + interval '1 month')::date;
  name text := 'channel_stats_snapshots_' || to_char(month, 'YYYY_MM');
  thinned text := name || '_thinned';
BEGIN
  IF to_regclass(name) IS NULL OR coalesce(obj_description(to_regclass(name), 'pg_class'), '') = 'thinned' THEN
    RETURN false;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('channel_stats_snapshots partitions'));
  EXECUTE format('CREATE TABLE %I (LIKE channel_stats_snapshots INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', thinned);
  EXECUTE format('INSERT INTO %I SELECT DISTINCT ON (channel_id) * FROM %I ORDER BY channel_id, day DESC', thinned, name);
  EXECUTE format('ALTER TABLE channel_stats_snapshots DETACH PARTITION %I', name);
  EXECUTE format('DROP TABLE %I', name);
  EXECUTE format('ALTER TABLE %I RENAME TO %I', thinned, name);
  EXECUTE format('ALTER TABLE channel_stats_snapshots ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, first_day, next_day);
  EXECUTE format('COMMENT ON TABLE %I IS %L', name, 'thinned');
  RETURN true;
END;
$$;--> statement-breakpoint
SELECT ensure_channel_stats_snapshot_partition(month) FROM (
  SELECT DISTINCT date_trunc('month', "day")::date AS month FROM "channel_stats_snapshots_unpartitioned"
  UNION
  SELECT date_trunc('month', now() + n * interval '1 month')::date FROM generate_series(0, 2) AS n
) months;--> statement-breakpoint
INSERT INTO "channel_stats_snapshots" ("channel_id", "day", "subscribers", "views", "video_count", "created_at")
  SELECT "channel_id", "day", "subscribers", "views", "video_count", "created_at" FROM "channel_stats_snapshots_unpartitioned";--> statement-breakpoint
DROP TABLE "channel_stats_snapshots_unpartitioned";--> statement-breakpoint
-- The page cache's change signal (migration 0003) follows the table it names.
CREATE TRIGGER atlas_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "channel_stats_snapshots"
  FOR EACH STATEMENT EXECUTE FUNCTION atlas_notify_catalogue_changed();
