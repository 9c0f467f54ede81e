DROP INDEX "youtube_channels_niche_subscribers_idx";--> statement-breakpoint
DROP INDEX "youtube_video_stats_channel_outliers_idx";--> statement-breakpoint
CREATE INDEX "youtube_channels_niche_subscribers_idx" ON "youtube_channels" USING btree ("niche_id","total_subscribers" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "youtube_video_stats_channel_outliers_idx" ON "youtube_video_stats" USING btree ("channel_id","published_at" DESC NULLS LAST,"outlier_score","views","duration_seconds","id") WHERE "youtube_video_stats"."outlier_score" >= 3;