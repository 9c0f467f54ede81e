CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Pages show what the settings decide (the Partner Program rules a projection is judged by): a
-- change clears every process's page cache like a catalogue change.
CREATE TRIGGER atlas_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION atlas_notify_catalogue_changed();
