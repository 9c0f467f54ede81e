import { afterEach, describe, expect, it, vi } from "vitest";
import { type CollectGarbage, exposeGarbageCollector, releaseMemoryWhenIdle } from "#server/idle-memory";

const quietLogger = { debug: () => {} };

describe("memory released after a burst of traffic", () => {
  afterEach(() => vi.useRealTimers());

  function setUp() {
    vi.useFakeTimers();
    const collect = vi.fn<CollectGarbage>();
    const idle = releaseMemoryWhenIdle({
      intervalMs: 10_000,
      quietRequests: 2,
      burstRequests: 100,
      collect,
      logger: quietLogger,
    });
    const serve = (n: number) => {
      for (let i = 0; i < n; i++) idle.noteRequest();
    };
    return { collect, idle, serve };
  }

  it("collects once when a burst is followed by a quiet interval, and not again until the next burst", () => {
    const { collect, idle, serve } = setUp();
    serve(500);
    vi.advanceTimersByTime(10_000); // the burst's own interval: busy
    expect(collect).not.toHaveBeenCalled();
    serve(1); // a health check
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: "major", execution: "sync", flavor: "last-resort" });
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    serve(300);
    vi.advanceTimersByTime(20_000);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("never collects while traffic goes on, nor after a trickle that is no burst", () => {
    const { collect, idle, serve } = setUp();
    for (let i = 0; i < 12; i++) {
      serve(50);
      vi.advanceTimersByTime(10_000);
    }
    expect(collect).not.toHaveBeenCalled();
    idle.stop();

    const trickle = setUp();
    for (let i = 0; i < 30; i++) {
      trickle.serve(2);
      vi.advanceTimersByTime(10_000);
    }
    expect(trickle.collect).not.toHaveBeenCalled();
    trickle.idle.stop();
  });

  it("V8's collector is reachable without --expose-gc, and a last-resort collection runs", () => {
    const collect = exposeGarbageCollector();
    expect(collect).toBeTypeOf("function");
    expect(() => collect!({ type: "major", execution: "sync", flavor: "last-resort" })).not.toThrow();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
