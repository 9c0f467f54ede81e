-- Custom migration: every write to a table that public pages show announces itself on the
-- channel atlas_catalogue_changed, so each app process (one or many, PGlite or PostgreSQL)
-- drops its anonymous page cache (server/page-cache/catalogue-changes.server.ts). A trigger
-- catches every writer: admin screens, imports, the stats refresh, the seed and plain SQL.
-- Statement-level, and PostgreSQL folds equal notifications of one transaction into one, so a
-- bulk write costs one message. Delivered at commit; nothing is sent for a rolled-back write.
CREATE OR REPLACE FUNCTION atlas_notify_catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atlas_catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'channel_types', 'niches', 'youtube_channels', 'youtube_video_stats', 'channel_stats_snapshots',
    'faceless_ideas', 'faceless_idea_channels', 'did_you_know_facts'
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS atlas_catalogue_changed ON %I', t);
    EXECUTE format(
      'CREATE TRIGGER atlas_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION atlas_notify_catalogue_changed()', t);
  END LOOP;
END;
$$;
