// The daily schedule with a hand-driven clock: when it fires, that it never runs twice at once,
// "off", and stopping it during a run.
import { describe, expect, it } from "vitest";
import { nextDailyRun, scheduleDaily, type Timers } from "#server/jobs/scheduler.server";

describe("nextDailyRun", () => {
  it("is today's time when it is still ahead (UTC), else tomorrow's", () => {
    expect(nextDailyRun("03:30", new Date("2026-05-10T01:00:00Z")).toISOString()).toBe("2026-05-10T03:30:00.000Z");
    expect(nextDailyRun("03:30", new Date("2026-05-10T03:30:00Z")).toISOString()).toBe("2026-05-11T03:30:00.000Z");
    expect(nextDailyRun("23:59", new Date("2026-12-31T23:59:30Z")).toISOString()).toBe("2027-01-01T23:59:00.000Z");
    expect(nextDailyRun("03:30:15", new Date("2026-05-10T03:30:00Z")).toISOString()).toBe("2026-05-10T03:30:15.000Z");
    expect(() => nextDailyRun("3:30", new Date())).toThrow(RangeError);
  });
});

/** A clock and timers the test moves by hand. */
function manualClock(start: string) {
  let now = new Date(start).getTime();
  let pending: { at: number; run: () => void } | null = null;
  const timers: Timers = {
    setTimeout(run, ms) {
      pending = { at: now + ms, run };
      return pending;
    },
    clearTimeout(handle) {
      if (pending === handle) pending = null;
    },
  };
  return {
    now: () => new Date(now),
    timers,
    get pendingAt() {
      return pending ? new Date(pending.at).toISOString() : null;
    },
    /** Moves to the pending timer and fires it. */
    fire() {
      if (!pending) throw new Error("no timer pending");
      const { at, run } = pending;
      pending = null;
      now = at;
      run();
    },
  };
}

const lines: string[] = [];
const logger = {
  info: (_o: object, m?: string) => lines.push(`info ${m}`),
  warn: (_o: object, m?: string) => lines.push(`warn ${m}`),
  error: (_o: object, m?: string) => lines.push(`error ${m}`),
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("scheduleDaily", () => {
  it("runs at the time every day, and never starts a run while one is going", async () => {
    const clock = manualClock("2026-05-10T01:00:00Z");
    const gate = deferred();
    let runs = 0;
    const job = scheduleDaily({
      name: "test",
      at: "03:30",
      logger,
      now: clock.now,
      timers: clock.timers,
      run: async () => {
        runs += 1;
        await gate.promise;
      },
    });
    expect(job.nextRunAt?.toISOString()).toBe("2026-05-10T03:30:00.000Z");

    clock.fire();
    expect(runs).toBe(1);
    expect(clock.pendingAt).toBe("2026-05-11T03:30:00.000Z");
    // The next day comes while the first run is still going (a very long run): skipped.
    clock.fire();
    expect(runs).toBe(1);
    expect(lines).toContain("warn scheduled job still running; this start is skipped");

    gate.resolve();
    // Let the first run finish; then a start goes through.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await job.runNow();
    expect(runs).toBe(2);
    await job.stop();
  });

  it("does nothing when off", async () => {
    const clock = manualClock("2026-05-10T01:00:00Z");
    const job = scheduleDaily({ name: "test", at: "off", logger, now: clock.now, timers: clock.timers, run: async () => {} });
    expect(job.nextRunAt).toBeNull();
    expect(clock.pendingAt).toBeNull();
    await job.stop();
  });

  it("on stop cancels the timer, asks the running job to stop, and waits for it", async () => {
    const clock = manualClock("2026-05-10T01:00:00Z");
    let ended = false;
    const job = scheduleDaily({
      name: "test",
      at: "03:30",
      logger,
      now: clock.now,
      timers: clock.timers,
      run: (signal) =>
        new Promise<void>((resolve) =>
          signal.addEventListener("abort", () => {
            ended = true;
            resolve();
          }),
        ),
    });
    clock.fire();
    await job.stop();
    expect(ended).toBe(true);
    expect(clock.pendingAt).toBeNull();
    expect(job.nextRunAt).toBeNull();
  });

  it("logs a failed run and keeps the schedule", async () => {
    const clock = manualClock("2026-05-10T01:00:00Z");
    const job = scheduleDaily({
      name: "test",
      at: "03:30",
      logger,
      now: clock.now,
      timers: clock.timers,
      run: () => Promise.reject(new Error("boom")),
    });
    clock.fire();
    await job.runNow();
    expect(lines).toContain("error scheduled job failed");
    expect(clock.pendingAt).toBe("2026-05-11T03:30:00.000Z");
    await job.stop();
  });
});
