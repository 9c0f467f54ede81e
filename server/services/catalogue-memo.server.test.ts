import { describe, expect, it, vi } from "vitest";
import type { Database } from "#db/database";
import { CatalogueMemo } from "#server/services/catalogue-memo.server";

// The memo never touches the handle; it only keys by it.
const db = {} as Database;
const otherDb = {} as Database;

/** A memo whose computations are counted, and each answers its own number. */
function counted(options: ConstructorParameters<typeof CatalogueMemo>[1] = {}, onReplacedOld?: () => void) {
  let calls = 0;
  let pending: (() => void) | null = null;
  let hold = false;
  const memo = new CatalogueMemo(
    async () => {
      const call = ++calls;
      if (hold) await new Promise<void>((resolve) => (pending = resolve));
      return { call };
    },
    options,
    onReplacedOld,
  );
  return {
    memo,
    calls: () => calls,
    holdNext: () => (hold = true),
    release: () => {
      hold = false;
      pending?.();
    },
  };
}

describe("a catalogue memo", () => {
  it("asks the database on every read while no listener vouches for it", async () => {
    const { memo, calls } = counted();
    await memo.get(db);
    await memo.get(db);
    expect(calls()).toBe(2);
  });

  it("keeps the value while trusted, per database, and reads again after a change", async () => {
    const { memo, calls } = counted();
    memo.trust();
    const first = await memo.get(db);
    expect(await memo.get(db)).toBe(first);
    expect(calls()).toBe(1);
    await memo.get(otherDb);
    expect(calls()).toBe(2);
    memo.forget();
    expect(await memo.get(db)).not.toBe(first);
    expect(calls()).toBe(3);
    memo.distrust();
    await memo.get(db);
    await memo.get(db);
    expect(calls()).toBe(5);
  });

  it("shares one computation between concurrent reads, and does not keep one that raced a change", async () => {
    const { memo, calls, holdNext, release } = counted();
    memo.trust();
    holdNext();
    const a = memo.get(db);
    const b = memo.get(db);
    expect(b).toBe(a);
    memo.forget(); // the catalogue changed while the value was being read
    release();
    await a;
    await memo.get(db);
    expect(calls()).toBe(2);
    await memo.get(db);
    expect(calls()).toBe(2);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const memo = new CatalogueMemo(async () => {
      if (fail) throw new Error("database down");
      return { ok: true };
    });
    memo.trust();
    await expect(memo.get(db)).rejects.toThrow("database down");
    fail = false;
    expect(await memo.get(db)).toEqual({ ok: true });
  });

  describe("one too slow to wait for", () => {
    it("answers with the figures from before a change while it computes them again, then with the new ones", async () => {
      let replaced = 0;
      const { memo, calls, holdNext, release } = counted({ serveOldWhileRecomputing: true }, () => replaced++);
      memo.trust();
      expect(await memo.get(db)).toEqual({ call: 1 });
      memo.forget();
      holdNext();
      expect(await memo.get(db)).toEqual({ call: 1 });
      memo.forget(); // another change during the computation: still one at a time
      expect(await memo.get(db)).toEqual({ call: 1 });
      expect(calls()).toBe(2);
      expect(replaced).toBe(0);
      release();
      // The second change is read next; each time pages made with old figures are told.
      await vi.waitFor(async () => expect(await memo.get(db)).toEqual({ call: 3 }));
      expect(replaced).toBe(2);
      expect(await memo.get(db)).toEqual({ call: 3 });
      expect(calls()).toBe(3);
    });

    it("gives the figures as of the latest change to a reader that asks for them, waiting for their computation", async () => {
      const { memo, holdNext, release } = counted({ serveOldWhileRecomputing: true });
      memo.trust();
      expect(await memo.current(db)).toEqual({ call: 1 });
      memo.forget();
      holdNext();
      let current: unknown = null;
      const reading = memo.current(db).then((figures) => (current = figures));
      expect(await memo.get(db)).toEqual({ call: 1 });
      expect(current).toBeNull();
      release();
      await reading;
      expect(current).toEqual({ call: 2 });
    });

    it("makes the first read wait when there is nothing older, and keeps nothing once distrusted", async () => {
      const { memo, calls } = counted({ serveOldWhileRecomputing: true });
      memo.trust();
      expect(await memo.get(db)).toEqual({ call: 1 });
      memo.distrust();
      memo.trust();
      expect(await memo.get(db)).toEqual({ call: 2 });
      expect(calls()).toBe(2);
    });

    it("keeps the old figures when computing again fails, and tries again on the next read", async () => {
      let fail = false;
      let calls = 0;
      const memo = new CatalogueMemo(
        async () => {
          calls++;
          if (fail) throw new Error("database down");
          return { calls };
        },
        { serveOldWhileRecomputing: true },
      );
      memo.trust();
      expect(await memo.get(db)).toEqual({ calls: 1 });
      fail = true;
      memo.forget();
      expect(await memo.get(db)).toEqual({ calls: 1 });
      await vi.waitFor(() => expect(calls).toBe(2));
      fail = false;
      expect(await memo.get(db)).toEqual({ calls: 1 });
      await vi.waitFor(async () => expect(await memo.get(db)).toEqual({ calls: 3 }));
    });
  });
});
