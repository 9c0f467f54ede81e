import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptFigures } from "#db/schema/operations";
import { CatalogueMemo } from "#server/services/catalogue-memo.server";
import { readKeptFigures, writeKeptFigures } from "#server/services/kept-figures.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.close());

type Figures = { computedBy: string; groups: Map<string, { counts: Int32Array; asOf: Date }> };

const figures = (computedBy: string): Figures => ({
  computedBy,
  groups: new Map([["niche:a", { counts: Int32Array.from([3, 1, 4]), asOf: new Date("2026-10-30T12:00:00Z") }]]),
});

/** A memo as a server process holds one: its computation waits until the test lets it finish. */
function processMemo(computedBy: string, onReplacedOld: () => void = () => {}) {
  let finish: () => void = () => {};
  let computations = 0;
  const memo = new CatalogueMemo<Figures>(
    async () => {
      computations += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return figures(computedBy);
    },
    { serveOldWhileRecomputing: true, keep: { name: "test-figures", version: 2 } },
    onReplacedOld,
  );
  memo.trust();
  return { memo, finish: () => finish(), computations: () => computations };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("figures kept between starts", () => {
  it("are written after a computation and served by the next process while it computes its own", async () => {
    const first = processMemo("first process");
    const reading = first.memo.get(t.db);
    await settle();
    first.finish();
    // Nothing was kept yet: the first process's first read waits for its computation.
    expect((await reading).computedBy).toBe("first process");
    await settle();
    expect((await readKeptFigures<Figures>(t.db, { name: "test-figures", version: 2 }))?.computedBy).toBe("first process");

    let replaced = 0;
    const restarted = processMemo("restarted process", () => (replaced += 1));
    const served = await restarted.memo.get(t.db);
    // Maps, typed arrays and dates come back as they were.
    expect(served).toEqual(figures("first process"));
    expect(served.groups.get("niche:a")?.asOf).toBeInstanceOf(Date);
    expect(restarted.computations()).toBe(1);
    restarted.finish();
    await settle();
    expect((await restarted.memo.get(t.db)).computedBy).toBe("restarted process");
    // Pages rendered with the kept figures are told they are out of date.
    expect(replaced).toBe(1);
    expect((await readKeptFigures<Figures>(t.db, { name: "test-figures", version: 2 }))?.computedBy).toBe("restarted process");
  });

  it("of another version, or unreadable, are not served", async () => {
    await writeKeptFigures(t.db, { name: "test-figures", version: 1 }, figures("an older shape"));
    expect(await readKeptFigures(t.db, { name: "test-figures", version: 2 })).toBeNull();
    await t.db.update(keptFigures).set({ version: 2, figures: new Uint8Array([1, 2, 3]) });
    expect(await readKeptFigures(t.db, { name: "test-figures", version: 2 })).toBeNull();

    const next = processMemo("a process after an upgrade");
    const reading = next.memo.get(t.db);
    let answered = false;
    void reading.then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    next.finish();
    expect((await reading).computedBy).toBe("a process after an upgrade");
  });
});
