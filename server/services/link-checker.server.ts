// The link checker's service: runs (server/jobs/link-check.server.ts), stored results, targets and one-off
// re-checks. Requests go through link-checker-config.server.ts (ADR 005).
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { linkChecks } from "#db/schema/operations";
import { createLinkCheckJob } from "#server/jobs/link-check.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { type LinkCheckerConfig, linkCheckerConfigFromEnv, probeWith } from "#server/services/link-checker-config.server";
import {
  type LinkCheckResult,
  type LinkResultFilters,
  linkResultCounts,
  listLinkResults,
  resultValues,
  toLinkCheckResult,
} from "#server/services/link-checker-results.server";
import { type LinkTarget, createLinkTargets, videoLink } from "#server/services/link-checker-targets.server";

export { type LinkCheckerConfig, type LinkTarget, videoLink };
export { type LinkCheckResult, type LinkResultFilters } from "#server/services/link-checker-results.server";
export type { LinkCheckRun } from "#server/jobs/link-check.server";

export type RecheckOutcome =
  | { status: "checked"; result: LinkCheckResult }
  | { status: "missing" }
  /** The source or its URL is gone: the stored result was removed. */
  | { status: "gone" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createLinkCheckerService(db: Database, overrides: Partial<LinkCheckerConfig> = {}) {
  // Lazy: building the services for a request must not parse the environment.
  const config = (): LinkCheckerConfig => ({ ...linkCheckerConfigFromEnv(), ...overrides });
  const targets = createLinkTargets(db, () => config().videoUrl ?? videoLink);
  const job = createLinkCheckJob(db, config, targets);

  return {
    config,
    start: job.start,
    stop: job.stop,
    waitForRun: job.waitForRun,
    latestRun: job.latestRun,
    getRun: job.getRun,

    countLinks: () => targets.countLinks(),
    countDemoLinks: () => targets.countDemoLinks(),

    listResults: (filters: LinkResultFilters = {}) => listLinkResults(db, filters),

    resultCounts: (options: { runId?: string | undefined } = {}) => linkResultCounts(db, options),

    async recheck(resultId: string, actor: AuditActor | null = null): Promise<RecheckOutcome> {
      if (!UUID.test(resultId)) return { status: "missing" };
      const [before] = await db.select().from(linkChecks).where(eq(linkChecks.id, resultId));
      if (!before) return { status: "missing" };
      const { targets: current } = await targets.currentTargets([
        { id: before.id, source: before.source, sourceId: before.sourceId },
      ]);
      const target = current[0];
      if (!target) return { status: "gone" };
      const probed = await probeWith(config(), target.url);
      const result = await db.transaction(async (tx) => {
        const values = { ...resultValues(target, probed, null), checkedAt: sql`now()` };
        const [after] = await tx.update(linkChecks).set(values).where(eq(linkChecks.id, before.id)).returning();
        if (!after) throw new Error("The link check result disappeared");
        if (actor) {
          await recordAudit(tx, actor, { action: "link-check", entityType: "link_check", entityId: before.id, before, after });
        }
        return toLinkCheckResult(after);
      });
      return { status: "checked", result };
    },

    async collectTargets(): Promise<LinkTarget[]> {
      const all: LinkTarget[] = [];
      for await (const page of targets.allTargets()) all.push(...page);
      return all;
    },
  };
}
