ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_job_check";--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_attempts_check" CHECK ("digest_deliveries"."attempts" >= 1);--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_check" CHECK ("job_runs"."job" in ('stats-refresh', 'link-check', 'channel-import', 'discovery', 'digest'));