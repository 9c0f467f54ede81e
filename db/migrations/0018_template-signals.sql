ALTER TABLE "youtube_channels" ADD COLUMN "template_signals" jsonb;--> statement-breakpoint
ALTER TABLE "youtube_channels" ADD COLUMN "template_signals_at" timestamp with time zone;