ALTER TABLE "youtube_video_stats" ADD COLUMN "outlier_score" double precision;--> statement-breakpoint
-- Backfill the videos already stored with the rule of domain/outlier-score.ts (computed here in
-- SQL once; from now on the app rewrites a channel's scores whenever it writes its videos):
-- views ÷ the median views of the channel's other uploads of the same format (Shorts up to 180 s)
-- published within 180 days before or after; no score under 5 such uploads or with a median of 0.
UPDATE "youtube_video_stats" AS "v" SET "outlier_score" = "s"."score"
FROM (
  SELECT "a"."id", "a"."views"::float8 / percentile_cont(0.5) WITHIN GROUP (ORDER BY "b"."views") AS "score"
  FROM "youtube_video_stats" AS "a"
  JOIN "youtube_video_stats" AS "b"
    ON "b"."channel_id" = "a"."channel_id" AND "b"."id" <> "a"."id"
    AND "b"."duration_seconds" > 0 AND ("b"."duration_seconds" <= 180) = ("a"."duration_seconds" <= 180)
    AND "b"."published_at" BETWEEN "a"."published_at" - interval '180 days' AND "a"."published_at" + interval '180 days'
  WHERE "a"."duration_seconds" > 0 AND "a"."published_at" IS NOT NULL
  GROUP BY "a"."id", "a"."views"
  HAVING count(*) >= 5 AND percentile_cont(0.5) WITHIN GROUP (ORDER BY "b"."views") > 0
) AS "s"
WHERE "v"."id" = "s"."id";--> statement-breakpoint
CREATE INDEX "youtube_video_stats_outliers_idx" ON "youtube_video_stats" USING btree ("outlier_score" DESC NULLS LAST,"id") WHERE "youtube_video_stats"."outlier_score" >= 3;--> statement-breakpoint
CREATE INDEX "youtube_video_stats_channel_outliers_idx" ON "youtube_video_stats" USING btree ("channel_id","published_at" DESC NULLS LAST) WHERE "youtube_video_stats"."outlier_score" >= 3;--> statement-breakpoint
CREATE INDEX "youtube_video_stats_scored_published_idx" ON "youtube_video_stats" USING btree ("published_at" DESC NULLS LAST) WHERE "youtube_video_stats"."outlier_score" is not null;