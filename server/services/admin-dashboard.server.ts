// The admin dashboard (admin area): counts, recent sign-ups, recent catalogue changes, the last
// link-check and stats-refresh runs, today's YouTube quota, the tiered refresh's plan, and weekly
// sign-ups and catalogue growth. One call gathers it all; each part is a single query or two.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { CATALOGUE_ENTITY_TYPES } from "#domain/admin/audit-entities";
import { pacificDay } from "#domain/pacific-day";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { users } from "#db/schema/auth";
import { channelTypes, didYouKnowFacts, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { jobRuns, linkChecks, youtubeQuotaUsage, type JobName, type JobRunError } from "#db/schema/operations";
import { contactMessages } from "#db/schema/site";
import { getEnv } from "#server/env";
import { createAuditService, type AuditLogEntry } from "#server/services/audit.server";
import type { DashboardCounts, DashboardRefreshPlan } from "#domain/read-models/dashboard";
import { STOPPED_CODE, wasStopped } from "#server/jobs/job-runner.server";
import { loadRefreshPlan } from "#server/jobs/stats-refresh.server";
import { REFRESH_PARTS, UNIT_PARTS, type UnitPart, type UnitsByPart, dailyUnits, refreshCapacity } from "#domain/refresh-plan";

/** The configuration the dashboard reports on (read from server/env.ts by default). */
export interface DashboardSettings {
  /** YouTube Data API: "10,000 units" a Pacific day. */
  dailyQuotaUnits: number;
  /** search.list's own daily allowance, in calls. */
  searchDailyCalls: number;
  /** The stats refresh needs a key; without one the dashboard says how to set it. */
  youtubeApiKeySet: boolean;
  /** "HH:MM" UTC or "off". */
  statsRefreshAt: string;
}

function dashboardSettingsFromEnv(): DashboardSettings {
  const env = getEnv();
  return {
    dailyQuotaUnits: env.YOUTUBE_DAILY_QUOTA_UNITS,
    searchDailyCalls: env.YOUTUBE_SEARCH_DAILY_CALLS,
    youtubeApiKeySet: Boolean(env.YOUTUBE_API_KEY),
    statsRefreshAt: env.STATS_REFRESH_AT,
  };
}

export interface DashboardJobRun {
  id: string;
  /** "stopped": an admin stopped it (stored as failed with the code "stopped"). */
  status: "running" | "succeeded" | "failed" | "stopped";
  startedAt: Date;
  finishedAt: Date | null;
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  unitsSpent: number;
  errorCount: number;
  /** The first few errors, to show what went wrong. */
  errors: JobRunError[];
  /** Who stopped a stopped run ("Stopped by …"): not an error of the job. */
  stopNote: string | null;
}

export interface DashboardWeek {
  /** The week's Monday (UTC), YYYY-MM-DD. */
  week: string;
  signups: number;
  channelsAdded: number;
  /** Channels in the catalogue at the end of the week. */
  channelsTotal: number;
}

export interface DashboardSummary {
  counts: DashboardCounts;
  recentSignups: { id: string; email: string; name: string; role: string; banned: boolean; createdAt: Date }[];
  recentChanges: AuditLogEntry[];
  linkCheck: (DashboardJobRun & { brokenLinks: number }) | null;
  statsRefresh: DashboardJobRun | null;
  quota: { day: string; units: number; limit: number; searchCalls: number; searchDailyCalls: number };
  youtube: { apiKeySet: boolean; statsRefreshAt: string };
  weeks: DashboardWeek[];
  refreshPlan: DashboardRefreshPlan;
}

/** Twelve weeks of sign-ups and catalogue growth (admin area: "small charts … over time"). */
const DASHBOARD_WEEKS = 12;
const RECENT_SIGNUPS = 5;
const RECENT_CHANGES = 6;
const JOB_ERRORS_SHOWN = 3;

export function createAdminDashboardService(db: Database, settings: DashboardSettings = dashboardSettingsFromEnv()) {
  async function counts(): Promise<DashboardCounts> {
    const countOf = (table: PgTable, where?: SQL) =>
      sql`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})::int`;
    const [row] = await executeRows<Record<keyof DashboardCounts, number>>(
      db,
      sql`select
        ${countOf(youtubeChannels)} as "channels",
        ${countOf(youtubeChannels, sql`${youtubeChannels.isDemo}`)} as "demoChannels",
        ${countOf(channelTypes)} as "channelTypes",
        ${countOf(niches)} as "niches",
        ${countOf(facelessIdeas)} as "ideas",
        ${countOf(didYouKnowFacts)} as "facts",
        ${countOf(didYouKnowFacts, sql`${didYouKnowFacts.isActive}`)} as "activeFacts",
        ${countOf(users)} as "users",
        ${countOf(users, sql`${users.role} = 'admin'`)} as "admins",
        ${countOf(contactMessages, sql`${contactMessages.readAt} is null`)} as "unreadMessages"`,
    );
    if (!row) throw new Error("dashboard counts returned no row");
    // node-postgres and PGlite both return int4 as numbers; Number() guards a driver that would not.
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as DashboardCounts;
  }

  async function lastRun(job: JobName): Promise<DashboardJobRun | null> {
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, job))
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(1);
    if (!run) return null;
    return {
      id: run.id,
      status: wasStopped(run) ? "stopped" : run.status,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      itemsTotal: run.itemsTotal,
      itemsDone: run.itemsDone,
      itemsFailed: run.itemsFailed,
      unitsSpent: run.unitsSpent,
      errorCount: run.errors.filter((error) => error.code !== STOPPED_CODE).length,
      errors: run.errors.filter((error) => error.code !== STOPPED_CODE).slice(0, JOB_ERRORS_SHOWN),
      stopNote: run.errors.find((error) => error.code === STOPPED_CODE)?.message ?? null,
    };
  }

  async function brokenLinks(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(linkChecks).where(eq(linkChecks.outcome, "broken"));
    return row?.n ?? 0;
  }

  // The search bucket counts calls, not units (ADR 004: search.list has its own allowance of calls).
  async function quota(now: Date): Promise<DashboardSummary["quota"]> {
    const day = pacificDay(now);
    const rows = await db
      .select({ bucket: youtubeQuotaUsage.bucket, units: youtubeQuotaUsage.units })
      .from(youtubeQuotaUsage)
      .where(eq(youtubeQuotaUsage.day, day));
    const unitsOf = (bucket: string) => rows.find((row) => row.bucket === bucket)?.units ?? 0;
    return {
      day,
      units: unitsOf("default"),
      limit: settings.dailyQuotaUnits,
      searchCalls: unitsOf("search"),
      searchDailyCalls: settings.searchDailyCalls,
    };
  }

  /**
   * The last DASHBOARD_WEEKS weeks (Monday to Sunday, UTC) up to the one holding `now`, every
   * week present even when nothing happened in it. Weeks are cut by date_trunc on UTC wall time,
   * so the series is the same whatever the database session's time zone.
   */
  async function weeks(now: Date): Promise<DashboardWeek[]> {
    const span = sql.raw(`interval '${DASHBOARD_WEEKS - 1} weeks'`);
    const rows = await executeRows<{ week: string; signups: number; channelsAdded: number; channelsTotal: number }>(
      db,
      sql`with bounds as (
          select date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - ${span} as first_week
        ),
        weeks as (
          select generate_series(b.first_week, b.first_week + ${span}, interval '1 week') as week from bounds b
        ),
        signups as (
          select date_trunc('week', u.created_at at time zone 'UTC') as week, count(*) as n
          from ${users} u, bounds b
          where u.created_at >= b.first_week at time zone 'UTC'
          group by 1
        ),
        added as (
          select date_trunc('week', c.created_at at time zone 'UTC') as week, count(*) as n
          from ${youtubeChannels} c, bounds b
          where c.created_at >= b.first_week at time zone 'UTC'
          group by 1
        ),
        earlier as (
          select count(*) as n from ${youtubeChannels} c, bounds b where c.created_at < b.first_week at time zone 'UTC'
        )
        select to_char(w.week, 'YYYY-MM-DD') as "week",
          coalesce(s.n, 0)::int as "signups",
          coalesce(a.n, 0)::int as "channelsAdded",
          ((select n from earlier) + sum(coalesce(a.n, 0)) over (order by w.week))::int as "channelsTotal"
        from weeks w
        left join signups s on s.week = w.week
        left join added a on a.week = w.week
        order by w.week`,
    );
    return rows.map((row) => ({
      week: row.week,
      signups: Number(row.signups),
      channelsAdded: Number(row.channelsAdded),
      channelsTotal: Number(row.channelsTotal),
    }));
  }

  async function refreshPlan(now: Date): Promise<DashboardRefreshPlan> {
    const day = pacificDay(now);
    const [plan, runs, quotaToday] = await Promise.all([
      loadRefreshPlan(db, now, settings.dailyQuotaUnits),
      db
        .select({ unitsByPart: jobRuns.unitsByPart, unitsSpent: jobRuns.unitsSpent })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, "stats-refresh"), eq(jobRuns.day, day))),
      quota(now),
    ]);
    const sum = (pick: "planned" | "spent") => {
      const total = Object.fromEntries(UNIT_PARTS.map((part) => [part, 0])) as UnitsByPart;
      for (const run of runs) for (const part of UNIT_PARTS) total[part] += Number(run.unitsByPart?.[pick][part] ?? 0);
      return total;
    };
    const ranToday = runs.length > 0;
    const planned = ranToday
      ? sum("planned")
      : (Object.fromEntries(
          UNIT_PARTS.map((part) => [part, part === "fallback" ? 0 : plan.units[part as Exclude<UnitPart, "fallback">]]),
        ) as UnitsByPart);
    const spent = sum("spent");
    const refreshSpent = runs.reduce((total, run) => total + run.unitsSpent, 0);
    const counts = Object.fromEntries(plan.parts.filter((part) => part.part !== "ages").map((part) => [part.part, part.total]));
    return {
      day,
      allowance: settings.dailyQuotaUnits,
      parts: REFRESH_PARTS.map((name) => ({
        ...plan.parts.find((part) => part.part === name)!,
        unitsPlanned: planned[name],
        unitsSpent: spent[name],
      })),
      fallback: { cap: plan.fallbackCap, spent: spent.fallback },
      usedToday: quotaToday.units,
      refreshSpent,
      otherSpent: Math.max(0, quotaToday.units - refreshSpent),
      ranToday,
      refreshedToday: plan.refreshedToday,
      channels: plan.channels.size,
      dailyUnits: Math.ceil(dailyUnits(counts)),
      capacity: refreshCapacity(settings.dailyQuotaUnits),
    };
  }

  return {
    counts,
    weeks,
    quota,
    refreshPlan,

    async summary(now: Date = new Date()): Promise<DashboardSummary> {
      const [countsRow, recentSignups, changes, linkCheck, broken, statsRefresh, quotaToday, weekly, plan] = await Promise.all([
        counts(),
        db
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            role: users.role,
            banned: users.banned,
            createdAt: users.createdAt,
          })
          .from(users)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(RECENT_SIGNUPS),
        createAuditService(db).list({ entityTypes: CATALOGUE_ENTITY_TYPES, pageSize: RECENT_CHANGES }),
        lastRun("link-check"),
        brokenLinks(),
        lastRun("stats-refresh"),
        quota(now),
        weeks(now),
        refreshPlan(now),
      ]);
      return {
        counts: countsRow,
        recentSignups: recentSignups.map((user) => ({ ...user, banned: user.banned ?? false })),
        recentChanges: changes.entries,
        linkCheck: linkCheck ? { ...linkCheck, brokenLinks: broken } : null,
        statsRefresh,
        quota: quotaToday,
        youtube: { apiKeySet: settings.youtubeApiKeySet, statsRefreshAt: settings.statsRefreshAt },
        weeks: weekly,
        refreshPlan: plan,
      };
    },
  };
}
