// The feed reader's limits: never more reads in flight than allowed, a host that fails is retried
// after a wait and read more gently (half the reads in flight), the slots come back as reads
// succeed, and an answer such as "no such feed" is not retried.
import { describe, expect, it } from "vitest";
import type { UploadsFeedRead } from "#server/integrations/youtube/youtube-client.server";
import { createFeedReader } from "#server/integrations/youtube/youtube-feed-reader.server";

const feed: UploadsFeedRead = { ok: true, feed: { channelId: null, title: "", entries: [] } };
const instant = { sleep: async () => undefined, random: () => 0.5 };

describe("feed reader", () => {
  it("keeps to its concurrency", async () => {
    let inFlight = 0;
    let most = 0;
    const reader = createFeedReader({
      concurrency: 4,
      timeoutMs: 1_000,
      read: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        return feed;
      },
    });
    await Promise.all(Array.from({ length: 40 }, (_, i) => reader.read(`c${i}`)));
    expect(most).toBe(4);
    expect(reader.stats).toMatchObject({ reads: 40, ok: 40, retries: 0, minConcurrency: 4 });
  });

  it("retries a slow or throttled host after a wait, halves the reads in flight, and gives them back as reads succeed", async () => {
    const waits: number[] = [];
    let calls = 0;
    const reader = createFeedReader({
      concurrency: 8,
      timeoutMs: 1_000,
      retry: { ...instant, sleep: async (ms) => void waits.push(ms) },
      read: async () => {
        calls += 1;
        if (calls === 1) return { ok: false, reason: "slow" };
        if (calls === 2) return { ok: false, reason: "throttled", retryAfterMs: 3_000 };
        return feed;
      },
    });
    expect(await reader.read("a")).toEqual(feed);
    expect(reader.stats).toMatchObject({ retries: 2, minConcurrency: 2 });
    // A Retry-After longer than the backoff wins.
    expect(waits.some((ms) => ms >= 3_000)).toBe(true);
    expect(reader.concurrency).toBe(2);
    await Promise.all(Array.from({ length: 30 }, (_, i) => reader.read(`c${i}`)));
    expect(reader.concurrency).toBeGreaterThan(2);
  });

  it("gives up on a failing host after its retries, and does not retry an answer", async () => {
    let calls = 0;
    const failing = createFeedReader({
      concurrency: 2,
      timeoutMs: 1_000,
      retries: 2,
      retry: instant,
      read: async () => ((calls += 1), { ok: false, reason: "unavailable" }),
    });
    expect(await failing.read("a")).toEqual({ ok: false, reason: "unavailable" });
    expect(calls).toBe(3);
    calls = 0;
    const missing = createFeedReader({
      concurrency: 2,
      timeoutMs: 1_000,
      retry: instant,
      read: async () => ((calls += 1), { ok: false, reason: "notFound" }),
    });
    expect(await missing.read("a")).toEqual({ ok: false, reason: "notFound" });
    expect(calls).toBe(1);
    expect(missing.stats.failed).toEqual({ notFound: 1 });
  });

  it("answers queued reads with 'stopped' once its signal is aborted", async () => {
    const controller = new AbortController();
    const reader = createFeedReader({
      concurrency: 1,
      timeoutMs: 1_000,
      signal: controller.signal,
      read: async () => (controller.abort(), feed),
    });
    const [first, second] = await Promise.all([reader.read("a"), reader.read("b")]);
    expect(first).toEqual(feed);
    expect(second).toEqual({ ok: false, reason: "stopped" });
  });
});
