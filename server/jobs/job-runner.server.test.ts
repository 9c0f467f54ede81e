// The job runner against a real database: one run at a time, stop, dead runs, progress, history.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobRuns } from "#db/schema/operations";
import {
  type JobContext,
  type JobDefinition,
  RUN_INTERRUPTED,
  activeRun,
  cancelRun,
  claimRun,
  executeRun,
  launchRun,
  listRuns,
  recoverStaleRuns,
  wasStopped,
} from "#server/jobs/job-runner.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(jobRuns).where(sql`true`);
});

const HOUR = 60 * 60 * 1000;
const job: JobDefinition = { name: "link-check", lockKey: 9_100_001, staleAfterMs: () => HOUR };
const claim = () => claimRun(t.db, job, { prepare: async () => ({ itemsTotal: 3 }) });
const row = async (id: string) => (await t.db.select().from(jobRuns).where(eq(jobRuns.id, id)))[0];

/** A run body that waits until its signal aborts, reporting progress first. */
function untilStopped(seen: { context?: JobContext }) {
  return async (context: JobContext) => {
    seen.context = context;
    await context.progress({ itemsDone: 1, itemsFailed: 0 }, { force: true });
    await new Promise<void>((resolve) => context.signal.addEventListener("abort", () => resolve(), { once: true }));
  };
}

describe("job runner", () => {
  it("claims one run at a time: a second start finds the running one", async () => {
    const first = await claim();
    const second = await claim();
    expect(first.kind).toBe("claimed");
    expect(second).toEqual({ kind: "running", runId: first.kind === "claimed" ? first.runId : "" });
    expect(await t.db.select().from(jobRuns)).toHaveLength(1);
  });

  it("skips with the job's reason when there is nothing to do, recording nothing", async () => {
    expect(await claimRun(t.db, job, { prepare: async () => ({ skip: "up-to-date" }) })).toEqual({
      kind: "skipped",
      reason: "up-to-date",
    });
    expect(await t.db.select().from(jobRuns)).toEqual([]);
  });

  it("stops a run: stored at once as failed with code stopped, its loop told, another run can start", async () => {
    const first = await claim();
    if (first.kind !== "claimed") throw new Error("expected a claim");
    const seen: { context?: JobContext } = {};
    launchRun(t.db, first.runId, untilStopped(seen), { failure: (message) => ({ message }) });
    await expect.poll(() => seen.context).toBeDefined();
    expect(await cancelRun(t.db, job, { message: "Stopped by ada@example.com." })).toBe(first.runId);
    expect(seen.context?.signal.aborted).toBe(true);
    await activeRun(first.runId);
    const stored = await row(first.runId);
    expect(stored).toMatchObject({
      status: "failed",
      itemsDone: 1,
      errors: [{ code: "stopped", message: "Stopped by ada@example.com." }],
    });
    expect(wasStopped(stored!)).toBe(true);
    expect((await claim()).kind).toBe("claimed");
    expect(await cancelRun(t.db, job, { message: "again" })).not.toBeNull();
    expect(await cancelRun(t.db, job, { message: "nothing left" })).toBeNull();
  });

  it("a progress write that finds the run stopped by another process aborts the run's signal", async () => {
    const claimed = await claim();
    if (claimed.kind !== "claimed") throw new Error("expected a claim");
    await executeRun(t.db, claimed.runId, async (context) => {
      // Another process's Stop: the row changes under the loop.
      await t.db.update(jobRuns).set({ status: "failed" }).where(eq(jobRuns.id, claimed.runId));
      await context.progress({ itemsDone: 2, itemsFailed: 0 }, { force: true });
      expect(context.signal.aborted).toBe(true);
    });
    expect(await row(claimed.runId)).toMatchObject({ status: "failed", itemsDone: 0 });
  });

  it("a run that throws is stored as failed with its error, and no longer active", async () => {
    const claimed = await claim();
    if (claimed.kind !== "claimed") throw new Error("expected a claim");
    const errors: unknown[] = [];
    launchRun(
      t.db,
      claimed.runId,
      async () => {
        throw new Error("disk full");
      },
      { failure: (message) => ({ message: `The run stopped on an error: ${message}` }), onError: (error) => errors.push(error) },
    );
    await activeRun(claimed.runId);
    expect(await row(claimed.runId)).toMatchObject({
      status: "failed",
      errors: [{ message: "The run stopped on an error: disk full" }],
    });
    expect(errors).toHaveLength(1);
  });

  it("at boot, marks failed a run a dead process left running; leaves a recent one and one executing here", async () => {
    const old = new Date(Date.now() - 2 * HOUR);
    const [dead] = await t.db.insert(jobRuns).values({ job: "link-check", status: "running", startedAt: old }).returning();
    const [recent] = await t.db.insert(jobRuns).values({ job: "channel-import", status: "running" }).returning();
    await recoverStaleRuns(t.db, [job, { ...job, name: "channel-import", lockKey: 9_100_002 }]);
    expect(await row(dead!.id)).toMatchObject({ status: "failed", errors: [{ message: RUN_INTERRUPTED }] });
    expect(await row(recent!.id)).toMatchObject({ status: "running" });

    const [mine] = await t.db.insert(jobRuns).values({ job: "link-check", status: "running", startedAt: old }).returning();
    await executeRun(t.db, mine!.id, async () => {
      await recoverStaleRuns(t.db, [job]);
      expect(await row(mine!.id)).toMatchObject({ status: "running" });
    });
  });

  it("lists a job's recent runs newest first, with who started each", async () => {
    const base = Date.now() - HOUR / 2;
    await t.db.insert(jobRuns).values([
      { job: "link-check", status: "succeeded", startedAt: new Date(base) },
      { job: "link-check", status: "failed", startedAt: new Date(base + 1000) },
      { job: "stats-refresh", status: "succeeded", startedAt: new Date(base + 2000) },
    ]);
    const runs = await listRuns(t.db, job, { limit: 5 });
    expect(runs.map((run) => run.status)).toEqual(["failed", "succeeded"]);
    expect(runs[0]).toMatchObject({ triggeredByEmail: null });
  });
});
