// The link checker's stored results, latest per link. A run's counts are read from its stored results, so the
// progress line and the table cannot disagree.
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { LINK_SOURCES, linkChecks, type LinkCheckOutcome, type LinkSource } from "#db/schema/operations";
import type { ProbeResult } from "#server/integrations/http/link-probe.server";
import type { LinkTarget } from "#server/services/link-checker-targets.server";

export interface LinkCheckResult {
  id: string;
  source: LinkSource;
  sourceId: string;
  label: string | null;
  url: string;
  outcome: LinkCheckOutcome;
  httpStatus: number | null;
  finalUrl: string | null;
  error: string | null;
  durationMs: number | null;
  checkedAt: Date;
}

export interface LinkResultFilters {
  outcome?: LinkCheckOutcome | undefined;
  source?: LinkSource | undefined;
  runId?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface LinkResultCounts {
  total: number;
  ok: number;
  broken: number;
  bySource: Record<LinkSource, { ok: number; broken: number }>;
}

const LINK_RESULTS_PAGE_SIZE = 50;

export function toLinkCheckResult(row: typeof linkChecks.$inferSelect): LinkCheckResult {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    label: row.label,
    url: row.url,
    outcome: row.outcome,
    httpStatus: row.httpStatus,
    finalUrl: row.finalUrl,
    error: row.error,
    durationMs: row.durationMs,
    checkedAt: row.checkedAt,
  };
}

/** `checkedAt` is the write's time. */
export function resultValues(target: LinkTarget, result: ProbeResult, runId: string | null) {
  return {
    label: target.label,
    url: target.url,
    outcome: result.outcome,
    httpStatus: result.httpStatus,
    finalUrl: result.finalUrl,
    error: result.error,
    durationMs: result.durationMs,
    runId,
  };
}

export async function storeLinkResult(
  db: Database,
  target: LinkTarget,
  result: ProbeResult,
  runId: string | null,
): Promise<LinkCheckResult> {
  const values = resultValues(target, result, runId);
  const [row] = await db
    .insert(linkChecks)
    .values({ source: target.source, sourceId: target.sourceId, ...values })
    .onConflictDoUpdate({ target: [linkChecks.source, linkChecks.sourceId], set: { ...values, checkedAt: sql`now()` } })
    .returning();
  return toLinkCheckResult(row as typeof linkChecks.$inferSelect);
}

export async function storedRunCounts(
  executor: Database | Transaction,
  runId: string,
): Promise<{ itemsDone: number; itemsFailed: number }> {
  const [row] = await executor
    .select({ done: count(), broken: sql<number>`count(*) filter (where ${linkChecks.outcome} = 'broken')`.mapWith(Number) })
    .from(linkChecks)
    .where(eq(linkChecks.runId, runId));
  return { itemsDone: row?.done ?? 0, itemsFailed: row?.broken ?? 0 };
}

export async function lastRunResultAt(executor: Database | Transaction, runId: string): Promise<Date | null> {
  const [latest] = await executor
    .select({ at: sql<Date | null>`max(${linkChecks.checkedAt})`.mapWith((v) => (v === null ? null : new Date(v))) })
    .from(linkChecks)
    .where(eq(linkChecks.runId, runId));
  return latest?.at ?? null;
}

export async function listLinkResults(
  db: Database,
  filters: LinkResultFilters = {},
): Promise<{ results: LinkCheckResult[]; total: number; page: number; pageSize: number }> {
  const pageSize = filters.pageSize ?? LINK_RESULTS_PAGE_SIZE;
  const page = Math.max(1, filters.page ?? 1);
  const conditions: SQL[] = [];
  if (filters.outcome) conditions.push(eq(linkChecks.outcome, filters.outcome));
  if (filters.source) conditions.push(eq(linkChecks.source, filters.source));
  if (filters.runId) conditions.push(eq(linkChecks.runId, filters.runId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(linkChecks)
      .where(where)
      .orderBy(
        sql`case when ${linkChecks.outcome} = 'broken' then 0 else 1 end`,
        asc(linkChecks.source),
        asc(linkChecks.label),
        asc(linkChecks.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(linkChecks).where(where),
  ]);
  return { results: rows.map(toLinkCheckResult), total: totals?.total ?? 0, page, pageSize };
}

export async function linkResultCounts(db: Database, options: { runId?: string | undefined } = {}): Promise<LinkResultCounts> {
  const rows = await db
    .select({ source: linkChecks.source, outcome: linkChecks.outcome, n: count() })
    .from(linkChecks)
    .where(options.runId ? eq(linkChecks.runId, options.runId) : undefined)
    .groupBy(linkChecks.source, linkChecks.outcome);
  const bySource = Object.fromEntries(LINK_SOURCES.map((s) => [s, { ok: 0, broken: 0 }])) as LinkResultCounts["bySource"];
  let ok = 0;
  let broken = 0;
  for (const row of rows) {
    bySource[row.source][row.outcome] += row.n;
    if (row.outcome === "ok") ok += row.n;
    else broken += row.n;
  }
  return { total: ok + broken, ok, broken, bySource };
}
