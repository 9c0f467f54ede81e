// What reaches the log for files and cached pages sent from memory: a summary an interval at
// info, every request at debug, nothing at warn.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type MemoryServed, memoryServedLog } from "#server/http/memory-served-log";

function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

const served = (kind: MemoryServed["kind"], status = 200): MemoryServed => ({
  kind,
  reqId: `r-${kind}-${status}`,
  method: "GET",
  path: kind === "file" ? "/assets/app.js" : "/channel-types",
  status,
  ms: 0,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("memoryServedLog", () => {
  it("at info, counts what it served and logs one line when the interval ends", async () => {
    vi.useFakeTimers();
    const { logger, lines } = capturedLogger("info");
    const log = memoryServedLog(() => logger, 10_000);
    log.note(served("page"));
    log.note(served("page", 304));
    log.note(served("file"));
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "served from memory", cachedPages: 2, files: 1, notModified: 1, seconds: 10 });
    // A quiet interval writes nothing; the next request starts a new count.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(lines).toHaveLength(1);
    log.note(served("file"));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines[1]).toMatchObject({ cachedPages: 0, files: 1, notModified: 0 });
  });

  it("at debug, logs each request with its id, path and status, a cached page marked as a hit", () => {
    const { logger, lines } = capturedLogger("debug");
    const log = memoryServedLog(() => logger);
    log.note(served("page"));
    log.note(served("file", 304));
    expect(lines).toEqual([
      expect.objectContaining({ msg: "request", reqId: "r-page-200", path: "/channel-types", status: 200, cache: "hit" }),
      expect.objectContaining({ msg: "request", reqId: "r-file-304", path: "/assets/app.js", status: 304 }),
    ]);
    expect(lines[1]).not.toHaveProperty("cache");
  });

  it("at warn, writes nothing", async () => {
    vi.useFakeTimers();
    const { logger, lines } = capturedLogger("warn");
    const log = memoryServedLog(() => logger, 1_000);
    log.note(served("page"));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(lines).toEqual([]);
  });
});
