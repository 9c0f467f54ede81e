-- The stored rate was always the creator's RPM (per 1,000 views, after YouTube's share), under
-- the name cpm: it is called what it is. A rate an admin typed is kept apart as the override the
-- revenue model reads; the stored rpm becomes the model's own figure, rewritten with the revenue
-- columns (db/channel-revenue.ts) at the next start-up (the model's version changed).
ALTER TABLE "youtube_channels" RENAME COLUMN "cpm" TO "rpm";--> statement-breakpoint
ALTER TABLE "youtube_channels" RENAME CONSTRAINT "youtube_channels_cpm_check" TO "youtube_channels_rpm_check";--> statement-breakpoint
ALTER TABLE "youtube_channels" ADD COLUMN "rpm_override" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "youtube_channels" ADD CONSTRAINT "youtube_channels_rpm_override_check" CHECK ("youtube_channels"."rpm_override" >= 0);--> statement-breakpoint
-- Typed by an admin: a real channel's rate that is not the estimate a sync stored beside it.
UPDATE "youtube_channels" SET "rpm_override" = "rpm"
  WHERE NOT "is_demo" AND "rpm" IS NOT NULL
    AND NOT (jsonb_typeof("metadata"->'cpm_estimate') = 'number' AND ("metadata"->>'cpm_estimate')::numeric = "rpm");--> statement-breakpoint
UPDATE "youtube_channels" SET "metadata" = "metadata" - 'cpm_estimate' WHERE "metadata" ? 'cpm_estimate';--> statement-breakpoint
-- Which version of the revenue model the stored figures were made by: a start-up that finds an
-- older one rewrites them (db/channel-revenue.ts).
CREATE TABLE "derived_figures" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
