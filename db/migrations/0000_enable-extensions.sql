-- Custom migration (drizzle-kit generate --custom): runs before the generated schema.
-- pg_trgm powers the typo-tolerant channel title search (gin_trgm_ops index, similarity()).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated column cannot call it. Joining a text[]
-- with a constant separator does not depend on settings, so this wrapper is truly IMMUTABLE;
-- youtube_channels.search_vector uses it to index the keywords.
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE STRICT
  RETURN array_to_string($1, $2);
