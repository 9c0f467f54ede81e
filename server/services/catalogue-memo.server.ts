// Catalogue reads kept in memory between changes (member pages are never page-cached, so each read would cost
// every page a round trip). Same rule as the page cache: kept only while the change listener is up, marked old
// on each change; without a listener (tests, jobs) every read asks the database.
import { LRUCache } from "lru-cache";
import type { Database } from "#db/database";

interface MemoOptions {
  /**
   * After a change, answer with the figures from before it while they are computed again, for a
   * computation too slow to make a page wait for (seconds at 300k channels).
   */
  serveOldWhileRecomputing?: boolean;
}

interface Entry<T> {
  value?: { data: T; generation: number };
  pending?: { promise: Promise<T>; generation: number };
}

export class CatalogueMemo<T> {
  readonly #compute: (db: Database) => Promise<T>;
  readonly #serveOld: boolean;
  readonly #entries = new LRUCache<object, Entry<T>>({ max: 2 });
  readonly #onReplacedOld: () => void;
  #trusted = false;
  #generation = 0;

  constructor(compute: (db: Database) => Promise<T>, options: MemoOptions = {}, onReplacedOld: () => void = () => {}) {
    this.#compute = compute;
    this.#serveOld = options.serveOldWhileRecomputing ?? false;
    this.#onReplacedOld = onReplacedOld;
  }

  /** Concurrent reads after a change share one computation. */
  get(db: Database): Promise<T> {
    if (!this.#trusted) return this.#compute(db);
    let entry = this.#entries.get(db);
    if (!entry) this.#entries.set(db, (entry = {}));
    if (entry.value?.generation === this.#generation) return Promise.resolve(entry.value.data);
    if (this.#serveOld && entry.value) {
      // One computation at a time: changes during it are picked up by the next read after it.
      if (!entry.pending) this.#start(db, entry);
      return Promise.resolve(entry.value.data);
    }
    if (entry.pending?.generation !== this.#generation) this.#start(db, entry);
    return entry.pending!.promise;
  }

  #start(db: Database, entry: Entry<T>): void {
    const generation = this.#generation;
    const promise = this.#compute(db);
    entry.pending = { promise, generation };
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
