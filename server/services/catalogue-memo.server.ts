// Reads of the catalogue kept in memory between its changes: the research figures of niches and
// types, whether the catalogue is the demo one, the active "Did You Know" facts. Each is read by
// every page that shows it, and a signed-in member's pages are always rendered (never from the
// page cache), so asking the database each time costs every such page a round trip.
//
// The rule is the page cache's, through the same signal (server/page-cache/catalogue-changes.server.ts):
// a memo keeps a value only while the catalogue-change listener is up (trust), drops everything
// on each announced change (forget), and keeps nothing while the listener is lost (distrust).
// Without a listener (a test, a job) every read asks the database, so nothing can be stale.
// lru-cache is the project's one cache; each memo keeps one value per database handle (two cover
// a process and its tests).
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

  /** The kept value, or a fresh one (kept when trusted). Concurrent reads after a change share one computation. */
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

  /** The catalogue changed. */
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

/** What every memo answers to (their values differ). */
type Signal = Pick<CatalogueMemo<unknown>, "forget" | "trust" | "distrust">;
const memos: Signal[] = [];

/** A memo that follows the catalogue-change signal with all the others. */
export function catalogueMemo<T>(compute: (db: Database) => Promise<T>): CatalogueMemo<T> {
  const memo = new CatalogueMemo(compute);
  memos.push(memo);
  return memo;
}

/** What the catalogue-change listener tells every memo. */
export const catalogueMemos = {
  forget: () => memos.forEach((memo) => memo.forget()),
  trust: () => memos.forEach((memo) => memo.trust()),
  distrust: () => memos.forEach((memo) => memo.distrust()),
};
