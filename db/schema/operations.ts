// Background work and outside-service bookkeeping: runs of the scheduled jobs (stats refresh,
// link checks, imports), the stored result of each checked link, and the YouTube Data API
// quota spent per Pacific day. The admin dashboard reads all three.
import { relations, sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "#db/schema/auth";

export const JOB_NAMES = ["stats-refresh", "link-check", "channel-import", "discovery", "digest"] as const;
export type JobName = (typeof JOB_NAMES)[number];
export const JOB_STATUSES = ["running", "succeeded", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One error of a run, kept short enough to show in the admin area. */
export interface JobRunError {
  item?: string;
  message: string;
  /** "stopped": an admin stopped the run on purpose (kept with status "failed": no new status value). */
  code?: "stopped";
}

/** A stats refresh run's units per part of the plan: what it planned and what it spent. */
export interface RunUnitsByPart {
  planned: Record<string, number>;
  spent: Record<string, number>;
}

export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job", { enum: JOB_NAMES }).notNull(),
    status: text("status", { enum: JOB_STATUSES }).default("running").notNull(),
    /** Who started it from the admin area; null for the schedule and the CLI. */
    triggeredBy: text("triggered_by").references(() => users.id, { onDelete: "set null" }),
    /** The day a daily job ran for (stats refresh: one run per Pacific day does the work). */
    day: date("day", { mode: "string" }),
    itemsTotal: integer("items_total").default(0).notNull(),
    itemsDone: integer("items_done").default(0).notNull(),
    itemsFailed: integer("items_failed").default(0).notNull(),
    /** YouTube quota units the run spent. */
    unitsSpent: integer("units_spent").default(0).notNull(),
    /** The stats refresh: units planned and spent per part of its plan (domain/refresh-plan.ts), the one place that says so. */
    unitsByPart: jsonb("units_by_part").$type<RunUnitsByPart>(),
    errors: jsonb("errors").$type<JobRunError[]>().default([]).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).defaultNow().notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("job_runs_job_check", sql`${t.job} in ('stats-refresh', 'link-check', 'channel-import', 'discovery', 'digest')`),
    check("job_runs_status_check", sql`${t.status} in ('running', 'succeeded', 'failed')`),
    check(
      "job_runs_counts_check",
      sql`${t.itemsTotal} >= 0 and ${t.itemsDone} >= 0 and ${t.itemsFailed} >= 0 and ${t.unitsSpent} >= 0`,
    ),
    index("job_runs_job_started_at_idx").on(t.job, t.startedAt.desc().nullsFirst()),
  ],
);

/** What a checked link belongs to. */
export const LINK_SOURCES = ["channel_url", "channel_screenshot", "channel_type_image", "video_link"] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];
export const LINK_CHECK_OUTCOMES = ["ok", "broken"] as const;
export type LinkCheckOutcome = (typeof LINK_CHECK_OUTCOMES)[number];

/** The latest result for each link; a re-check overwrites it. */
export const linkChecks = pgTable(
  "link_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: LINK_SOURCES }).notNull(),
    /** The owning row's id (channel uuid, channel type id, video row uuid). */
    sourceId: text("source_id").notNull(),
    /** A label for the list, e.g. the channel's title. */
    label: text("label"),
    url: text("url").notNull(),
    outcome: text("outcome", { enum: LINK_CHECK_OUTCOMES }).notNull(),
    httpStatus: integer("http_status"),
    finalUrl: text("final_url"),
    error: text("error"),
    durationMs: integer("duration_ms"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).defaultNow().notNull(),
    runId: uuid("run_id").references(() => jobRuns.id, { onDelete: "set null" }),
  },
  (t) => [
    check(
      "link_checks_source_check",
      sql`${t.source} in ('channel_url', 'channel_screenshot', 'channel_type_image', 'video_link')`,
    ),
    check("link_checks_outcome_check", sql`${t.outcome} in ('ok', 'broken')`),
    check("link_checks_duration_check", sql`${t.durationMs} >= 0`),
    unique("link_checks_source_unique").on(t.source, t.sourceId),
    index("link_checks_outcome_idx").on(t.outcome, t.checkedAt.desc().nullsFirst()),
  ],
);

/** Quota buckets: search.list has an allowance of its own (YouTube Data API). */
export const QUOTA_BUCKETS = ["default", "search"] as const;
export type QuotaBucket = (typeof QUOTA_BUCKETS)[number];

/** YouTube Data API units spent per Pacific day (the API's quota resets at midnight Pacific). */
export const youtubeQuotaUsage = pgTable(
  "youtube_quota_usage",
  {
    day: date("day", { mode: "string" }).notNull(),
    bucket: text("bucket", { enum: QUOTA_BUCKETS }).notNull(),
    units: integer("units").default(0).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.bucket] }),
    check("youtube_quota_usage_bucket_check", sql`${t.bucket} in ('default', 'search')`),
    check("youtube_quota_usage_units_check", sql`${t.units} >= 0`),
  ],
);

export const jobRunsRelations = relations(jobRuns, ({ one, many }) => ({
  triggeredByUser: one(users, { fields: [jobRuns.triggeredBy], references: [users.id] }),
  linkChecks: many(linkChecks),
}));

export const linkChecksRelations = relations(linkChecks, ({ one }) => ({
  run: one(jobRuns, { fields: [linkChecks.runId], references: [jobRuns.id] }),
}));

/**
 * Which version of a derived figure's rule the stored values were made with ("revenue-model"):
 * a start-up that finds an older version rewrites them (db/channel-revenue.ts).
 */
export const derivedFigures = pgTable("derived_figures", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).defaultNow().notNull(),
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The latest result of each slow catalogue computation (server/services/catalogue-memo.server.ts),
 * so a restarted server serves it while computing afresh instead of making its first visitors wait.
 * `version` is the shape of `figures` (v8-serialized): another version is ignored.
 */
export const keptFigures = pgTable("kept_figures", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  figures: bytea("figures").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).defaultNow().notNull(),
});
