// Catalogue reads kept in memory between changes (member pages are never page-cached, so each read would cost
// every page a round trip). Same rule as the page cache: kept only while the change listener is up, dropped on
// each change; without a listener (tests, jobs) every read asks the database.
import { LRUCache } from "lru-cache";
import type { Database } from "#db/database";

export class CatalogueMemo<T> {
  readonly #compute: (db: Database) => Promise<T>;
  readonly #entries = new LRUCache<object, Promise<T>>({ max: 2 });
  #trusted = false;
  #generation = 0;

  constructor(compute: (db: Database) => Promise<T>) {
    this.#compute = compute;
  }

  /** Concurrent reads after a change share one computation. */
  get(db: Database): Promise<T> {
    const kept = this.#trusted ? this.#entries.get(db) : undefined;
    if (kept) return kept;
    const generation = this.#generation;
    const computing = this.#compute(db);
    if (this.#trusted) {
      this.#entries.set(db, computing);
      // A failed computation, or one that raced a change, is not kept.
      computing.then(
        () => generation !== this.#generation && this.#entries.delete(db),
        () => this.#entries.delete(db),
      );
    }
    return computing;
  }

  forget(): void {
    this.#generation++;
    this.#entries.clear();
  }

  trust(): void {
    this.forget();
    this.#trusted = true;
  }

  distrust(): void {
    this.#trusted = false;
    this.forget();
  }
}

type Signal = Pick<CatalogueMemo<unknown>, "forget" | "trust" | "distrust">;
const memos: Signal[] = [];

export function catalogueMemo<T>(compute: (db: Database) => Promise<T>): CatalogueMemo<T> {
  const memo = new CatalogueMemo(compute);
  memos.push(memo);
  return memo;
}

export const catalogueMemos = {
  forget: () => memos.forEach((memo) => memo.forget()),
  trust: () => memos.forEach((memo) => memo.trust()),
  distrust: () => memos.forEach((memo) => memo.distrust()),
};
