// Invalidation of the page cache by the database itself: the triggers of migration 0003 notify
// every listening process of a write to a catalogue table, on PGlite and on PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { didYouKnowFacts, niches } from "#db/schema/catalogue";
import { contactMessages } from "#db/schema/site";
import { listenPostgres } from "#db/notifications.server";
import type { NotificationListener } from "#db/notifications.server";
import { CATALOGUE_CHANGED_CHANNEL, watchCatalogueChanges } from "#server/page-cache/catalogue-changes.server";
import { PageCache } from "#server/page-cache/page-cache";
import { buildFact } from "#db/seed/factories/fact-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { catalogueMeasuresMemo, createCatalogueInsightsService } from "#server/services/catalogue-insights.server";
import { catalogueMemos } from "#server/services/catalogue-memo.server";
import { createCatalogueService } from "#server/services/catalogue.server";
import { createFactsService } from "#server/services/facts.server";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { createServices } from "#server/services/services.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import pg from "pg";

const logger = pino({ level: "silent" });
const faker = createSeededFaker(7);
const PAGE = { status: 200, headers: {}, tag: "t", gzip: Buffer.from("x") };

let t: TestDatabase;
let cache: PageCache;
let listeners: NotificationListener[];

beforeEach(async () => {
  t = await createTestDatabase();
  cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
  listeners = [await watchCatalogueChanges(cache, logger, t.listen)];
  await waitFor(() => keepPage(cache), "the listener to be ready");
});

afterEach(async () => {
  for (const listener of listeners) await listener.close();
  // Closing a listener does not say "lost"; the next test's listener trusts the memo again.
  catalogueMemos.distrust();
  await t.close();
});

/** Puts a page in the cache; it stays only while the cache trusts its listener. */
function keepPage(pages: PageCache): boolean {
  pages.set("k", PAGE, pages.generation);
  return pages.size === 1;
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Time for a notification that should not come, to show that it does not. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("the catalogue-change triggers", () => {
  it("clear the cache after an insert, an update and a delete on a catalogue table", async () => {
    const [fact] = await t.db.insert(didYouKnowFacts).values(buildFact(faker)).returning({ id: didYouKnowFacts.id });
    await waitFor(() => cache.size === 0, "the insert to clear the cache");

    keepPage(cache);
    await t.db.update(didYouKnowFacts).set({ title: "Changed" }).where(eq(didYouKnowFacts.id, fact!.id));
    await waitFor(() => cache.size === 0, "the update to clear the cache");

    keepPage(cache);
    await t.db.delete(didYouKnowFacts).where(eq(didYouKnowFacts.id, fact!.id));
    await waitFor(() => cache.size === 0, "the delete to clear the cache");
  });

  it("leave the cache alone for writes public pages do not show, and for rolled-back writes", async () => {
    await t.db.insert(contactMessages).values({ name: "Ann", email: "ann@example.com", message: "Hello" });
    await t.db
      .transaction(async (tx) => {
        await tx.insert(didYouKnowFacts).values(buildFact(faker));
        tx.rollback();
      })
      .catch(() => undefined);
    await settle();
    expect(cache.size).toBe(1);
  });

  it("make the niche measures kept in memory be computed again, serving the old ones meanwhile", async () => {
    const insights = createCatalogueInsightsService(t.db);
    const before = await catalogueMeasuresMemo.get(t.db);
    // Kept while the listener is up: the same measures, not computed again.
    expect(await catalogueMeasuresMemo.get(t.db)).toBe(before);
    const niche = buildNiche(faker, { slug: "new-after-change", name: "New After Change" });
    await t.db.insert(niches).values(niche);
    await waitFor(() => cache.size === 0, "the insert to be announced");
    // Right after the change a page is cached with the measures from before it…
    keepPage(cache);
    expect(await catalogueMeasuresMemo.get(t.db)).toBe(before);
    // …though what editors set is read as it is: the new niche has its score at once.
    expect((await insights.all()).opportunityByNiche.has(niche.id)).toBe(true);
    // When the new measures are ready, the pages made with the old are dropped (other memos serving old
    // figures drop pages too, so the cache alone does not say these measures landed).
    await waitFor(async () => (await catalogueMeasuresMemo.get(t.db)) !== before, "the new measures");
    expect(cache.size).toBe(0);
  });

  it("leave a niche page answering from the figures before a change while the new ones cannot be computed", async ({ skip }) => {
    if (t.driver !== "postgres" || !t.url) skip("PostgreSQL only: holding the computation needs a second connection");
    const niche = buildNiche(faker, { slug: "answers-meanwhile", name: "Answers Meanwhile" });
    await t.db.insert(niches).values(niche);
    await waitFor(() => cache.size === 0, "the insert to be announced");
    const services = createServices(t.db);
    const before = await services.niches.page(niche.slug);
    expect(before?.opportunity).toBeDefined();
    const measured = await catalogueMeasuresMemo.get(t.db);

    // Another session holds the snapshots, which the niche scores read first: their computation waits on it.
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("lock table channel_stats_snapshots in access exclusive mode");
      keepPage(cache);
      await t.db.update(niches).set({ description: "Changed while the scores are held" }).where(eq(niches.slug, niche.slug));
      await waitFor(() => cache.size === 0, "the update to be announced");
      const started = performance.now();
      const during = await services.niches.page(niche.slug);
      expect(performance.now() - started).toBeLessThan(2_000);
      // What editors set shows at once; the measured figures are those from before the change.
      expect(during?.niche.description).toBe("Changed while the scores are held");
      expect(during?.opportunity).toEqual(before?.opportunity);
      expect(await catalogueMeasuresMemo.get(t.db)).toBe(measured);
      keepPage(cache);
    } finally {
      await holder.query("rollback").catch(() => undefined);
      await holder.end();
    }
    // Once the snapshots are free the new figures are computed, and the pages made with the old are dropped.
    // (Other memos serving old figures drop pages too, so the cache alone does not say these measures landed.)
    await waitFor(async () => (await catalogueMeasuresMemo.get(t.db)) !== measured, "the new figures", 15_000);
    expect(cache.size).toBe(0);
  });

  it("make the demo flag and the active facts kept in memory be read again after a change", async () => {
    const facts = createFactsService(t.db);
    const catalogue = createCatalogueService(t.db);
    // One transaction, so one announcement (the cache holds a page from beforeEach).
    const only = await t.db.transaction(async (tx) => {
      await tx.update(didYouKnowFacts).set({ isActive: false });
      const [row] = await tx
        .insert(didYouKnowFacts)
        .values(buildFact(faker, { isActive: true }))
        .returning({ id: didYouKnowFacts.id });
      return row;
    });
    await waitFor(() => cache.size === 0, "the writes to be announced");
    const first = await facts.randomActive();
    expect(first?.id).toBe(only!.id);
    expect(await catalogue.isDemo()).toBe(false);
    // Kept while nothing changes: the very same fact, not read again.
    expect(await facts.randomActive()).toBe(first);

    keepPage(cache);
    await t.db.update(didYouKnowFacts).set({ isActive: false });
    await waitFor(() => cache.size === 0, "the update to be announced");
    expect(await facts.randomActive()).toBeNull();
  });

  it("reach every process listening on the same PostgreSQL, and a listener comes back after its connection is killed", async ({
    skip,
  }) => {
    if (t.driver !== "postgres" || !t.url) skip("PostgreSQL only: PGlite is one process");
    // A second process: its own cache, its own LISTEN connection.
    const other = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    listeners.push(
      await watchCatalogueChanges(other, logger, async (channel, handlers) => listenPostgres(t.url!, channel, handlers)),
    );
    await waitFor(() => keepPage(other), "the second listener");

    await t.db.insert(didYouKnowFacts).values(buildFact(faker));
    await waitFor(() => other.size === 0 && cache.size === 0, "both caches to clear");

    // The database drops every LISTEN connection (a restart, a failover…).
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike ${`LISTEN ${CATALOGUE_CHANGED_CHANNEL}%`}`,
    );
    await waitFor(() => keepPage(other), "the listener to reconnect", 10_000);
    await t.db.insert(didYouKnowFacts).values(buildFact(faker));
    await waitFor(() => other.size === 0, "a change after the reconnect to clear the cache");
  });
});

describe("listenPostgres", () => {
  it("keeps trying while the database cannot be reached, and says so", async ({ skip }) => {
    if (t.driver !== "postgres") skip("PostgreSQL only");
    const errors: Error[] = [];
    const unreachable = listenPostgres("postgres://nobody@127.0.0.1:1/none", CATALOGUE_CHANGED_CHANNEL, {
      onNotify: () => undefined,
      onReady: () => undefined,
      onLost: () => undefined,
      onError: (error) => errors.push(error),
    });
    await waitFor(() => errors.length >= 2, "two failed attempts");
    await unreachable.close();
  });
});
