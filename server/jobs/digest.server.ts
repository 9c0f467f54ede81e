// The e-mail digest job, one run at a time across processes. A member's period is claimed by inserting its
// digest_deliveries row (unique per member and period) BEFORE sending, so a second claimant sends nothing. A
// failed send is retried later by one taker, up to MAX_DIGEST_ATTEMPTS; a run that dies mid-send is never
// retried, because the mail may have left (at most once beats twice).
import { and, desc, eq, isNotNull, isNull, lt, max, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { users } from "#db/schema/auth";
import { digestDeliveries, digestSettings } from "#db/schema/members";
import type { JobRunError } from "#db/schema/operations";
import { isDigestEmpty } from "#domain/digest-content";
import { type DigestCadence, MAX_DIGEST_ATTEMPTS, digestPeriod, digestWindowStart } from "#domain/digest-period";
import { digestMessage } from "#server/integrations/mail/digest-message";
import { authBaseUrl } from "#server/auth/config.server";
import { resolveAuthSecret } from "#server/auth/secret.server";
import type { Env } from "#server/env";
import { type Mailer, mailerFromEnv } from "#server/integrations/mail/mailer.server";
import { type JobContext, type JobDefinition, claimRun, executeRun, finishRun } from "#server/jobs/job-runner.server";
import { getLogger, type Logger } from "#server/logger";
import { createChannelsService } from "#server/services/channels.server";
import { type DigestContentService, createDigestContentService } from "#server/services/digest-content.server";
import { unsubscribeUrl } from "#server/services/digest-unsubscribe.server";
import { recordNicheReadings } from "#server/services/niche-radar.server";

const JOB = "digest" as const;
/** No delivery claimed for this long: another process's run is dead. */
const STALE_AFTER_MS = 30 * 60 * 1000;
const MAX_ERRORS_STORED = 100;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export interface DigestDeps {
  db: Database;
  mailer: Pick<Mailer, "send">;
  secret: string;
  baseUrl: string;
  logger?: Pick<Logger, "info" | "warn" | "error">;
}

/** The same as the account e-mails use. */
export function digestDepsFromEnv(db: Database, env: Env, logger: Logger): DigestDeps {
  return { db, mailer: mailerFromEnv(env, logger), secret: resolveAuthSecret(env, logger), baseUrl: authBaseUrl(env), logger };
}

export interface DigestOptions {
  now?: () => Date;
  signal?: AbortSignal;
}

export type DigestOutcome =
  | { status: "skipped"; reason: "already-running" | "nothing-due"; message: string }
  | {
      status: "succeeded";
      runId: string;
      members: number;
      sent: number;
      empty: number;
      failed: number;
      retried: number;
      skipped: number;
      errors: JobRunError[];
    };

export function digestJob(): JobDefinition {
  return {
    name: JOB,
    // Any constant works; every process must agree on it (each job has its own).
    lockKey: 7_406_151_015,
    staleAfterMs: () => STALE_AFTER_MS,
    async lastActivity(executor) {
      const [latest] = await executor.select({ at: max(digestDeliveries.createdAt) }).from(digestDeliveries);
      return latest?.at ? new Date(latest.at) : null;
    },
  };
}

interface Member {
  userId: string;
  email: string;
  name: string;
  cadence: DigestCadence;
  enabledAt: Date;
}

interface DueMember extends Member {
  period: string;
}

interface Retry extends Member {
  deliveryId: string;
  coversFrom: Date;
  until: Date;
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  name: sql<string>`coalesce(nullif(btrim(${users.displayName}), ''), nullif(btrim(${users.name}), ''), ${users.email})`,
  frequency: digestSettings.frequency,
  enabledAt: digestSettings.updatedAt,
};
// Only addresses the member proved, and never to a banned account.
const reachable = and(eq(users.emailVerified, true), sql`coalesce(${users.banned}, false) = false`);

async function dueMembers(executor: Database | Transaction, now: Date): Promise<DueMember[]> {
  const daily = digestPeriod("daily", now);
  const weekly = digestPeriod("weekly", now);
  const rows = await executor
    .select(memberColumns)
    .from(digestSettings)
    .innerJoin(users, eq(users.id, digestSettings.userId))
    .where(
      and(
        ne(digestSettings.frequency, "off"),
        reachable,
        sql`not exists (select 1 from ${digestDeliveries} where ${digestDeliveries.userId} = ${digestSettings.userId}
          and ${digestDeliveries.period} = (case when ${digestSettings.frequency} = 'daily' then ${daily} else ${weekly} end))`,
      ),
    )
    .orderBy(users.id);
  return rows.map((row) => {
    const cadence = row.frequency as DigestCadence;
    return {
      userId: row.userId,
      email: row.email,
      name: row.name,
      cadence,
      enabledAt: row.enabledAt,
      period: cadence === "daily" ? daily : weekly,
    };
  });
}

async function failedDeliveries(executor: Database | Transaction): Promise<Retry[]> {
  const rows = await executor
    .select({
      ...memberColumns,
      deliveryId: digestDeliveries.id,
      coversFrom: digestDeliveries.coversFrom,
      until: digestDeliveries.createdAt,
      period: digestDeliveries.period,
    })
    .from(digestDeliveries)
    .innerJoin(digestSettings, eq(digestSettings.userId, digestDeliveries.userId))
    .innerJoin(users, eq(users.id, digestDeliveries.userId))
    .where(
      and(
        isNotNull(digestDeliveries.error),
        isNull(digestDeliveries.sentAt),
        lt(digestDeliveries.attempts, MAX_DIGEST_ATTEMPTS),
        ne(digestSettings.frequency, "off"),
        reachable,
      ),
    )
    .orderBy(digestDeliveries.createdAt);
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    name: row.name,
    cadence: row.period.startsWith("weekly:") ? "weekly" : "daily",
    enabledAt: row.enabledAt,
    deliveryId: row.deliveryId,
    coversFrom: row.coversFrom,
    until: row.until,
  }));
}

/** Null when claimed already by another run or process: that one sends. */
export async function claimDelivery(
  db: Database,
  member: Pick<DueMember, "userId" | "period" | "enabledAt">,
  now: Date,
): Promise<{ id: string; coversFrom: Date; until: Date } | null> {
  const [last] = await db
    .select({ at: digestDeliveries.createdAt })
    .from(digestDeliveries)
    .where(eq(digestDeliveries.userId, member.userId))
    .orderBy(desc(digestDeliveries.createdAt))
    .limit(1);
  const coversFrom = digestWindowStart(last?.at ?? null, member.enabledAt);
  const [claimed] = await db
    .insert(digestDeliveries)
    .values({ userId: member.userId, period: member.period, coversFrom, createdAt: now })
    .onConflictDoNothing({ target: [digestDeliveries.userId, digestDeliveries.period] })
    .returning({ id: digestDeliveries.id, coversFrom: digestDeliveries.coversFrom, until: digestDeliveries.createdAt });
  return claimed ?? null;
}

/** False when another run took it first. */
async function claimRetry(db: Database, deliveryId: string): Promise<boolean> {
  const taken = await db
    .update(digestDeliveries)
    .set({ error: null, attempts: sql`${digestDeliveries.attempts} + 1` })
    .where(
      and(
        eq(digestDeliveries.id, deliveryId),
        isNotNull(digestDeliveries.error),
        isNull(digestDeliveries.sentAt),
        lt(digestDeliveries.attempts, MAX_DIGEST_ATTEMPTS),
      ),
    )
    .returning({ id: digestDeliveries.id });
  return taken.length > 0;
}

/** Throws only when the database fails; the run row is then marked failed. */
export async function runDigest(deps: DigestDeps, options: DigestOptions = {}): Promise<DigestOutcome> {
  const { db } = deps;
  const logger = deps.logger ?? getLogger();
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  let due: DueMember[] = [];
  let retries: Retry[] = [];
  const claimed = await claimRun(db, digestJob(), {
    now: startedAt,
    async prepare(tx) {
      [due, retries] = await Promise.all([dueMembers(tx, startedAt), failedDeliveries(tx)]);
      if (due.length + retries.length === 0) return { skip: "nothing-due" as const };
      return { itemsTotal: due.length + retries.length, startedAt };
    },
  });
  if (claimed.kind === "running") {
    const message = "Digest skipped: another digest run is going.";
    logger.info({ job: JOB }, message);
    return { status: "skipped", reason: "already-running", message };
  }
  if (claimed.kind === "skipped") {
    const message = "Digest skipped: every member with alerts on has had this period's digest.";
    logger.info({ job: JOB }, message);
    return { status: "skipped", reason: "nothing-due", message };
  }
  const content = createDigestContentService(db, createChannelsService(db));
  const body = (context: JobContext) => send(context, { ...deps, logger }, content, { now, due, retries });
  return executeRun(db, claimed.runId, body, options.signal ? { signal: options.signal, logger } : { logger });
}

async function send(
  { runId, signal, progress }: JobContext,
  deps: DigestDeps & { logger: Pick<Logger, "info" | "warn" | "error"> },
  content: DigestContentService,
  { now, due, retries }: { now: () => Date; due: DueMember[]; retries: Retry[] },
): Promise<DigestOutcome> {
  const { db, mailer, logger } = deps;
  const counts = { sent: 0, empty: 0, failed: 0, retried: 0, skipped: 0 };
  const errors: JobRunError[] = [];
  let done = 0;
  const itemsFailed = () => counts.failed;

  async function deliver(member: Member, deliveryId: string, window: { since: Date; until: Date }): Promise<void> {
    const built = await content.build({ userId: member.userId, since: window.since, until: window.until });
    if (isDigestEmpty(built)) {
      counts.empty += 1;
      return;
    }
    const message = digestMessage({
      to: member.email,
      name: member.name,
      cadence: member.cadence,
      content: built,
      baseUrl: deps.baseUrl,
      unsubscribeUrl: unsubscribeUrl(deps.baseUrl, deps.secret, { userId: member.userId, deliveryId, sentAt: now() }),
    });
    try {
      await mailer.send(message);
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      counts.failed += 1;
      errors.push({ item: `member ${member.userId}`, message: `The digest could not be sent: ${text}` });
      logger.warn({ job: JOB, runId, userId: member.userId, err: error }, "digest send failed; a later run tries again");
      await db.update(digestDeliveries).set({ error: text }).where(eq(digestDeliveries.id, deliveryId));
      return;
    }
    counts.sent += 1;
    await db.update(digestDeliveries).set({ sentAt: now(), error: null }).where(eq(digestDeliveries.id, deliveryId));
  }

  try {
    // The niche radar compares the readings in force at each member's last digest with these. A
    // failure here costs the radar this day's changes (they show in the next digest), not the mail.
    try {
      const readings = await recordNicheReadings(db, now());
      logger.info({ job: JOB, runId, ...readings }, "niche readings recorded");
    } catch (error) {
      logger.warn({ job: JOB, runId, err: error }, "niche readings not recorded; the radar compares older ones");
      errors.push({ message: `The niche readings could not be recorded: ${errorText(error)}` });
    }
    for (const retry of retries) {
      if (signal.aborted) break;
      if (await claimRetry(db, retry.deliveryId)) {
        counts.retried += 1;
        await deliver(retry, retry.deliveryId, { since: retry.coversFrom, until: retry.until });
      } else counts.skipped += 1;
      done += 1;
      await progress({ itemsDone: done, itemsFailed: itemsFailed() });
    }
    for (const member of due) {
      if (signal.aborted) break;
      const delivery = await claimDelivery(db, member, now());
      if (delivery) await deliver(member, delivery.id, { since: delivery.coversFrom, until: delivery.until });
      else counts.skipped += 1;
      done += 1;
      await progress({ itemsDone: done, itemsFailed: itemsFailed() });
    }
  } catch (error) {
    logger.error({ job: JOB, runId, err: error }, "digest run failed");
    const stored = [...errors, { message: (error instanceof Error ? error.message : String(error)).slice(0, 500) }].slice(
      0,
      MAX_ERRORS_STORED,
    );
    await finishRun(db, runId, { status: "failed", itemsDone: done, itemsFailed: itemsFailed(), errors: stored }).catch(
      () => undefined,
    );
    throw error;
  }
  const stored = errors.slice(0, MAX_ERRORS_STORED);
  await finishRun(db, runId, { status: "succeeded", itemsDone: done, itemsFailed: itemsFailed(), errors: stored });
  logger.info({ job: JOB, runId, members: done, ...counts }, "digest run finished");
  return { status: "succeeded", runId, members: done, ...counts, errors: stored };
}
