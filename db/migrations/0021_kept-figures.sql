CREATE TABLE "kept_figures" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"figures" "bytea" NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
