CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false,
	"username" text,
	"display_username" text,
	"phone_number" text,
	"phone_number_verified" boolean,
	"display_name" text,
	"first_name" text,
	"last_name" text,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_stats_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"subscribers" bigint,
	"views" bigint,
	"video_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_stats_snapshots_channel_day_unique" UNIQUE("channel_id","day"),
	CONSTRAINT "channel_stats_snapshots_subscribers_check" CHECK ("channel_stats_snapshots"."subscribers" >= 0),
	CONSTRAINT "channel_stats_snapshots_views_check" CHECK ("channel_stats_snapshots"."views" >= 0),
	CONSTRAINT "channel_stats_snapshots_video_count_check" CHECK ("channel_stats_snapshots"."video_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "channel_types" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"production" text DEFAULT '' NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"image_url" text,
	"gradient_from" text,
	"gradient_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_types_id_check" CHECK ("channel_types"."id" ~ '^[a-z0-9_]+$')
);
--> statement-breakpoint
CREATE TABLE "did_you_know_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faceless_idea_channels" (
	"idea_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	CONSTRAINT "faceless_idea_channels_idea_id_channel_id_pk" PRIMARY KEY("idea_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "faceless_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"niche_id" uuid,
	"channel_type_id" text,
	"difficulty" text NOT NULL,
	"startup_cost" text NOT NULL,
	"rpm_low" numeric(10, 2),
	"rpm_high" numeric(10, 2),
	"hours_per_video" numeric(6, 2),
	"tools" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faceless_ideas_slug_unique" UNIQUE("slug"),
	CONSTRAINT "faceless_ideas_slug_check" CHECK ("faceless_ideas"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "faceless_ideas_difficulty_check" CHECK ("faceless_ideas"."difficulty" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "faceless_ideas_startup_cost_check" CHECK ("faceless_ideas"."startup_cost" in ('low', 'medium', 'high')),
	CONSTRAINT "faceless_ideas_rpm_check" CHECK ("faceless_ideas"."rpm_low" >= 0 and "faceless_ideas"."rpm_low" <= "faceless_ideas"."rpm_high"),
	CONSTRAINT "faceless_ideas_hours_per_video_check" CHECK ("faceless_ideas"."hours_per_video" >= 0)
);
--> statement-breakpoint
CREATE TABLE "niches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rpm_low" numeric(10, 2) NOT NULL,
	"rpm_high" numeric(10, 2) NOT NULL,
	"competition" text NOT NULL,
	"demonetization_risk" text NOT NULL,
	"channel_type_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "niches_slug_unique" UNIQUE("slug"),
	CONSTRAINT "niches_name_unique" UNIQUE("name"),
	CONSTRAINT "niches_slug_check" CHECK ("niches"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "niches_rpm_check" CHECK ("niches"."rpm_low" >= 0 and "niches"."rpm_low" <= "niches"."rpm_high"),
	CONSTRAINT "niches_competition_check" CHECK ("niches"."competition" in ('low', 'medium', 'high')),
	CONSTRAINT "niches_demonetization_risk_check" CHECK ("niches"."demonetization_risk" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "youtube_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"youtube_channel_id" text,
	"handle" text,
	"channel_title" text NOT NULL,
	"description" text,
	"channel_url" text,
	"screenshot_url" text,
	"niche" text,
	"niche_id" uuid,
	"channel_category" text,
	"channel_type" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"country" text,
	"upload_frequency" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_subscribers" bigint,
	"total_views" bigint,
	"video_count" integer,
	"cpm" numeric(10, 2),
	"start_date" date,
	"revenue_per_month" numeric(14, 2),
	"revenue_per_video" numeric(14, 2),
	"revenue_per_subscriber" numeric(14, 4),
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("channel_title", '')), 'A') || setweight(to_tsvector('english'::regconfig, immutable_array_to_string("keywords", ' ')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')) STORED NOT NULL,
	CONSTRAINT "youtube_channels_slug_unique" UNIQUE("slug"),
	CONSTRAINT "youtube_channels_youtube_channel_id_unique" UNIQUE("youtube_channel_id"),
	CONSTRAINT "youtube_channels_total_subscribers_check" CHECK ("youtube_channels"."total_subscribers" >= 0),
	CONSTRAINT "youtube_channels_total_views_check" CHECK ("youtube_channels"."total_views" >= 0),
	CONSTRAINT "youtube_channels_video_count_check" CHECK ("youtube_channels"."video_count" >= 0),
	CONSTRAINT "youtube_channels_cpm_check" CHECK ("youtube_channels"."cpm" >= 0),
	CONSTRAINT "youtube_channels_revenue_per_month_check" CHECK ("youtube_channels"."revenue_per_month" >= 0),
	CONSTRAINT "youtube_channels_revenue_per_video_check" CHECK ("youtube_channels"."revenue_per_video" >= 0),
	CONSTRAINT "youtube_channels_revenue_per_subscriber_check" CHECK ("youtube_channels"."revenue_per_subscriber" >= 0),
	CONSTRAINT "youtube_channels_metadata_check" CHECK (jsonb_typeof("youtube_channels"."metadata") = 'object'),
	CONSTRAINT "youtube_channels_country_check" CHECK ("youtube_channels"."country" ~ '^([A-Z]{2}|Other)$'),
	CONSTRAINT "youtube_channels_slug_check" CHECK ("youtube_channels"."slug" <> '')
);
--> statement-breakpoint
CREATE TABLE "youtube_video_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youtube_video_stats_channel_video_unique" UNIQUE("channel_id","video_id"),
	CONSTRAINT "youtube_video_stats_views_check" CHECK ("youtube_video_stats"."views" >= 0),
	CONSTRAINT "youtube_video_stats_likes_check" CHECK ("youtube_video_stats"."likes" >= 0),
	CONSTRAINT "youtube_video_stats_comments_check" CHECK ("youtube_video_stats"."comments" >= 0),
	CONSTRAINT "youtube_video_stats_duration_check" CHECK ("youtube_video_stats"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_message_check" CHECK (length("contact_messages"."message") > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_stats_snapshots" ADD CONSTRAINT "channel_stats_snapshots_channel_id_youtube_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."youtube_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faceless_idea_channels" ADD CONSTRAINT "faceless_idea_channels_idea_id_faceless_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."faceless_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faceless_idea_channels" ADD CONSTRAINT "faceless_idea_channels_channel_id_youtube_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."youtube_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faceless_ideas" ADD CONSTRAINT "faceless_ideas_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faceless_ideas" ADD CONSTRAINT "faceless_ideas_channel_type_id_channel_types_id_fk" FOREIGN KEY ("channel_type_id") REFERENCES "public"."channel_types"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "youtube_channels" ADD CONSTRAINT "youtube_channels_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_channels" ADD CONSTRAINT "youtube_channels_channel_type_channel_types_id_fk" FOREIGN KEY ("channel_type") REFERENCES "public"."channel_types"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "youtube_video_stats" ADD CONSTRAINT "youtube_video_stats_channel_id_youtube_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."youtube_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "channel_types_label_idx" ON "channel_types" USING btree ("label");--> statement-breakpoint
CREATE INDEX "did_you_know_facts_created_at_idx" ON "did_you_know_facts" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "did_you_know_facts_active_idx" ON "did_you_know_facts" USING btree ("id") WHERE "did_you_know_facts"."is_active";--> statement-breakpoint
CREATE INDEX "faceless_idea_channels_channel_id_idx" ON "faceless_idea_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "faceless_ideas_niche_id_idx" ON "faceless_ideas" USING btree ("niche_id");--> statement-breakpoint
CREATE INDEX "faceless_ideas_channel_type_id_idx" ON "faceless_ideas" USING btree ("channel_type_id");--> statement-breakpoint
CREATE INDEX "youtube_channels_channel_type_idx" ON "youtube_channels" USING btree ("channel_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "youtube_channels_ui_channel_type_idx" ON "youtube_channels" USING btree (("metadata"->>'ui_channel_type'),"created_at" DESC NULLS FIRST) WHERE "youtube_channels"."channel_type" = 'other';--> statement-breakpoint
CREATE INDEX "youtube_channels_niche_id_idx" ON "youtube_channels" USING btree ("niche_id");--> statement-breakpoint
CREATE INDEX "youtube_channels_niche_idx" ON "youtube_channels" USING btree ("niche","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "youtube_channels_country_idx" ON "youtube_channels" USING btree ("country");--> statement-breakpoint
CREATE INDEX "youtube_channels_created_at_idx" ON "youtube_channels" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "youtube_channels_featured_idx" ON "youtube_channels" USING btree ("created_at" DESC NULLS FIRST) WHERE "youtube_channels"."is_featured";--> statement-breakpoint
CREATE INDEX "youtube_channels_demo_idx" ON "youtube_channels" USING btree ("id") WHERE "youtube_channels"."is_demo";--> statement-breakpoint
CREATE INDEX "youtube_channels_revenue_per_video_idx" ON "youtube_channels" USING btree ("revenue_per_video" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "youtube_channels_revenue_per_subscriber_idx" ON "youtube_channels" USING btree ("revenue_per_subscriber" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "youtube_channels_total_subscribers_idx" ON "youtube_channels" USING btree ("total_subscribers" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "youtube_channels_total_views_idx" ON "youtube_channels" USING btree ("total_views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "youtube_channels_search_vector_idx" ON "youtube_channels" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "youtube_channels_channel_title_trgm_idx" ON "youtube_channels" USING gin ("channel_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "youtube_video_stats_channel_views_idx" ON "youtube_video_stats" USING btree ("channel_id","views" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);