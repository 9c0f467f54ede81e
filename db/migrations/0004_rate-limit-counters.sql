CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone,
	CONSTRAINT "rate_limit_counters_key_length_check" CHECK (char_length("rate_limit_counters"."key") <= 200)
);
--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expire_idx" ON "rate_limit_counters" USING btree ("expire");