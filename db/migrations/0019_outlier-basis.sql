ALTER TABLE "youtube_video_stats" ADD COLUMN "outlier_age_days" smallint;--> statement-breakpoint
ALTER TABLE "youtube_video_stats" ADD COLUMN "outlier_usual_views" double precision;