// Catalogue reads kept in memory between changes (member pages are never page-cached, so each read would cost
// every page a round trip). Same rule as the page cache: kept only while the change listener is up, marked old
// on each change; without a listener (tests, jobs) every read asks the database.
import { LRUCache } from "lru-cache";
import type { Database } from "#db/database";
import { type KeptFiguresKey, readKeptFigures, writeKeptFigures } from "#server/services/kept-figures.server";

interface MemoOptions {
  /**
   * After a change, answer with the figures from before it while they are computed again, for a
   * computation too slow to make a page wait for (seconds at 300k channels).
   */
  serveOldWhileRecomputing?: boolean;
  /**
   * With serveOldWhileRecomputing: each result is also kept in the database, and a process that
   * has none yet serves the kept one while it computes its own (a restart does not make the first
   * visitors wait minutes at 300k channels).
   */
  keep?: KeptFiguresKey;
}

interface Entry<T> {
  value?: { data: T; generation: number };
  pending?: { promise: Promise<T>; generation: number };
  /** Reading the kept figures: once per database, before the first computation. */
  kept?: Promise<void>;
  keptRead?: boolean;
}

export class CatalogueMemo<T> {
  readonly #compute: (db: Database) => Promise<T>;
  readonly #serveOld: boolean;
  readonly #keep: KeptFiguresKey | undefined;
  readonly #entries = new LRUCache<object, Entry<T>>({ max: 2 });
  readonly #onReplacedOld: () => void;
  #trusted = false;
  #generation = 0;

  constructor(compute: (db: Database) => Promise<T>, options: MemoOptions = {}, onReplacedOld: () => void = () => {}) {
    this.#compute = compute;
    this.#serveOld = options.serveOldWhileRecomputing ?? false;
    this.#keep = options.keep;
    this.#onReplacedOld = onReplacedOld;
  }

  /** Where its figures are kept between starts, if they are. */
  get keptAs(): KeptFiguresKey | undefined {
    return this.#keep;
  }

  /** Concurrent reads after a change share one computation. */
  get(db: Database): Promise<T> {
    if (!this.#trusted) return this.#compute(db);
    const entry = this.#entries.get(db) ?? {};
    this.#entries.set(db, entry);
    if (entry.value?.generation === this.#generation) return Promise.resolve(entry.value.data);
    if (this.#serveOld && entry.value) {
      // One computation at a time: changes during it are picked up by the next read after it.
      if (!entry.pending) this.#start(db, entry);
      return Promise.resolve(entry.value.data);
    }
    const keep = this.#keep;
    if (keep && !entry.keptRead) {
      entry.kept ??= readKeptFigures<T>(db, keep).then((figures) => {
        entry.keptRead = true;
        // Older than anything this process computes: served (as old) until its own computation lands.
        if (figures !== null && !entry.value) entry.value = { data: figures, generation: -1 };
      });
      return entry.kept.then(() => this.get(db));
    }
    if (entry.pending?.generation !== this.#generation) this.#start(db, entry);
    return entry.pending!.promise;
  }

  /** The figures as of the latest change, waiting for their computation rather than serving old ones. */
  async current(db: Database): Promise<T> {
    for (;;) {
      const data = await this.get(db);
      const entry = this.#entries.get(db);
      if (!this.#trusted || !entry?.pending || entry.value?.generation === this.#generation) return data;
      await entry.pending.promise;
    }
  }

  #start(db: Database, entry: Entry<T>): void {
    const generation = this.#generation;
    const keep = this.#keep;
    const promise = this.#compute(db);
    entry.pending = { promise, generation };
    // Keeping is a convenience for the next start: a failed write is left to the next computation.
    if (keep) promise.then((data) => writeKeptFigures(db, keep, data)).catch(() => undefined);
    const done = () => {
      if (entry.pending?.promise === promise) entry.pending = undefined;
    };
    // A failed computation is not kept; one that raced a change is kept as old.
    promise.then((data) => {
      done();
      if (entry.value && entry.value.generation > generation) return;
      const replacedOld = entry.value !== undefined && entry.value.generation < generation;
      entry.value = { data, generation };
      if (replacedOld && this.#serveOld) this.#onReplacedOld();
    }, done);
  }

  forget(): void {
    this.#generation++;
  }

  trust(): void {
    this.forget();
    this.#trusted = true;
  }

  distrust(): void {
    this.#trusted = false;
    this.#generation++;
    this.#entries.clear();
  }
}

type Signal = Pick<CatalogueMemo<unknown>, "forget" | "trust" | "distrust">;
const memos: Signal[] = [];
const replacedOldListeners = new Set<() => void>();

export function catalogueMemo<T>(compute: (db: Database) => Promise<T>, options: MemoOptions = {}): CatalogueMemo<T> {
  const memo = new CatalogueMemo(compute, options, () => replacedOldListeners.forEach((listener) => listener()));
  memos.push(memo);
  return memo;
}

export const catalogueMemos = {
  forget: () => memos.forEach((memo) => memo.forget()),
  trust: () => memos.forEach((memo) => memo.trust()),
  distrust: () => memos.forEach((memo) => memo.distrust()),
  /** Called when figures served old are replaced: pages rendered with them are out of date. */
  onReplacedOld(listener: () => void): () => void {
    replacedOldListeners.add(listener);
    return () => replacedOldListeners.delete(listener);
  },
};
