ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Backfill from what is left: the newest session each person opened themselves (an admin
-- acting as them does not count). People with no session left keep "never" until they sign in.
UPDATE "users" SET "last_sign_in_at" = "latest"."created_at"
FROM (
  SELECT "user_id", max("created_at") AS "created_at" FROM "sessions"
  WHERE "impersonated_by" IS NULL
  GROUP BY "user_id"
) AS "latest"
WHERE "users"."id" = "latest"."user_id";
