// The deterministic demo catalogue (PRODUCT.md: "an instance starts with a clearly labelled
// demo catalogue (generated, deterministic)"). Built from the same factories the tests use
// (CONVENTIONS.md rule 9). Same seed and reference date → the same rows, ids included.
import { type SQL, getTableColumns, getTableName, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { isCatalogueEmpty } from "#db/catalogue-empty";
import {
  channelStatsSnapshots,
  channelTypes,
  didYouKnowFacts,
  facelessIdeaChannels,
  facelessIdeas,
  niches,
  youtubeChannels,
  youtubeVideoAgeViews,
  youtubeVideoStats,
} from "#db/schema/catalogue";
import { growthFigures, type StatsSnapshot } from "#domain/channel-growth";
import { effectiveChannelType } from "#domain/channel-type-ids";
import { FeaturedLeaders } from "#domain/featured-channels";
import { growthColumns } from "#db/channel-growth-columns";
import { bulkInsert } from "#db/seed/bulk-insert";
import { FACTS } from "#db/seed/content/facts";
import { IDEAS } from "#db/seed/content/ideas";
import { NICHES } from "#db/seed/content/niches";
import { type BuiltChannel, buildChannel } from "#db/seed/factories/channel-factory";
import { markRevenueCurrent, refreshStoredRevenue } from "#db/channel-revenue";
import { markOutlierScoresCurrent } from "#db/outlier-rule-version";
import { markTemplateSignalsCurrent, refreshStoredTemplateSignals } from "#db/template-signals";
import { isTemplateProne, templatedUploads } from "#db/seed/factories/templated-uploads";
import { handleFromTitle } from "#db/seed/factories/channel-title";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { factRow } from "#db/seed/factories/fact-factory";
import { ideaRow } from "#db/seed/factories/idea-factory";
import { nicheRow } from "#db/seed/factories/niche-factory";
import { DEMO_REFERENCE_DATE, addDays } from "#db/seed/factories/reference-date";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type NewSnapshot, buildMonthlySnapshots } from "#db/seed/factories/snapshot-factory";
import { ensureSnapshotPartitions } from "#db/snapshot-partitions";
import {
  DEFAULT_VIDEOS_PER_CHANNEL,
  type NewVideo,
  type PlantedTrend,
  buildVideos,
  demoAgeViews,
} from "#db/seed/factories/video-factory";

const DEFAULT_DEMO_CHANNELS = 1200;
const DEFAULT_DEMO_SEED = 20261121;

export interface SeedOptions {
  /** Number of channels (default 1200). */
  channels?: number;
  /** Faker seed (default 20261121). */
  seed?: number;
  /** "Now" of the generated stats (default DEMO_REFERENCE_DATE); never the clock. */
  referenceDate?: Date;
  /** Recent videos stored per channel, at most its video count (default DEFAULT_VIDEOS_PER_CHANNEL). */
  videosPerChannel?: number;
  /** Monthly snapshots per channel (default 12: "12 months of snapshots"). */
  snapshotMonths?: number;
  /** Channels generated and inserted per transaction (default 500). */
  chunkSize?: number;
  /** Drop and rebuild the secondary indexes around the load (default: from BUILD_INDEXES_AFTER_LOAD_FROM channels on). */
  buildIndexesAfterLoad?: boolean;
  onProgress?: (channelsDone: number, channelsTotal: number) => void;
}

export interface SeedSummary {
  channelTypes: number;
  niches: number;
  channels: number;
  videos: number;
  snapshots: number;
  ideas: number;
  ideaChannels: number;
  facts: number;
}

/** Tables of the public catalogue, children first. */
const CATALOGUE_TABLES = [
  facelessIdeaChannels,
  channelStatsSnapshots,
  youtubeVideoStats,
  facelessIdeas,
  didYouKnowFacts,
  youtubeChannels,
  niches,
  channelTypes,
] as const;

// Each part of the catalogue draws from its own faker stream, so e.g. changing the number of
// channels does not change the niches, and the first N channels are the same for any larger N.
const STREAM = {
  niches: 1,
  channels: 2,
  videos: 3,
  snapshots: 4,
  ideas: 5,
  facts: 6,
  trends: 7,
  templates: 8,
  stages: 9,
} as const;

/**
 * Niches where a format is taking off this month: a third of their channels' recent uploads are
 * hits, so their pages show an outlier signal that chance does not explain; every other niche's
 * hits are random, and show none (domain/outlier-signal.ts).
 */
const TRENDING_NICHES = new Set(["ai-tools", "reddit-stories"]);
const TREND_HIT_CHANCE = 0.35;
const TREND_DAYS = 30;

/**
 * Niches planted at the other life stages (domain/niche-stage.ts), by upload age in days (the
 * stage's windows count back from the newest upload old enough to score, about a week old):
 * hits in both windows, more now (Accelerating); hits a month ago and none now (Saturating);
 * recent uploads getting under half their channels' usual views (Decaying). Random hits
 * everywhere else.
 */
const PLANTED_STAGES: Record<string, Omit<PlantedTrend, "faker">[]> = {
  aviation: [
    { hitChance: 0.35, withinDays: 37 },
    { hitChance: 0.2, fromDays: 37, withinDays: 67 },
  ],
  "movie-recaps": [{ hitChance: 0.35, fromDays: 37, withinDays: 67 }],
  mythology: [{ hitChance: 0, withinDays: 45, viewFactor: 0.4 }],
};

/**
 * From this many channels on, the seed drops the secondary indexes of the channel and snapshot
 * tables, loads, and builds them again at the end, all in one transaction (a failed seed leaves
 * the indexes as they were). Building a full-text or trigram index once is many times cheaper
 * than growing it row by row: it is what makes a million-channel benchmark catalogue practical.
 */
const BUILD_INDEXES_AFTER_LOAD_FROM = 50_000;

/** Inserts the demo catalogue into an empty catalogue. Use ensureDemoCatalogue at start-up. */
export async function seedDemoCatalogue(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  // Fresh statistics at the end, so the first queries on a large catalogue get good plans.
  const analyze = (executor: Database) =>
    executor.execute(sql`analyze youtube_channels, youtube_video_stats, channel_stats_snapshots`);
  if (!(options.buildIndexesAfterLoad ?? (options.channels ?? DEFAULT_DEMO_CHANNELS) >= BUILD_INDEXES_AFTER_LOAD_FROM)) {
    const summary = await insertDemoCatalogue(db, options);
    await analyze(db);
    return summary;
  }
  return db.transaction(async (tx) => {
    const rebuild = await dropSecondaryIndexes(tx, [youtubeChannels, channelStatsSnapshots]);
    const summary = await insertDemoCatalogue(tx, options);
    for (const definition of rebuild) await tx.execute(sql.raw(definition));
    await analyze(tx);
    return summary;
  });
}

/**
 * Drops the indexes of `tables` that back no constraint (primary keys and unique constraints
 * stay: they check the rows as they come in) and returns the statements that create them again.
 */
async function dropSecondaryIndexes(db: Database, tables: PgTable[]): Promise<string[]> {
  const names = tables.map((table) => getTableName(table));
  const indexes = await executeRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))`,
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

async function insertDemoCatalogue(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const channelsTotal = options.channels ?? DEFAULT_DEMO_CHANNELS;
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const referenceDate = options.referenceDate ?? DEMO_REFERENCE_DATE;
  const videosPerChannel = options.videosPerChannel ?? DEFAULT_VIDEOS_PER_CHANNEL;
  const snapshotMonths = options.snapshotMonths ?? 12;
  const chunkSize = Math.max(1, options.chunkSize ?? 500);
  const fakers = {
    niches: createSeededFaker(seed * 10 + STREAM.niches),
    channels: createSeededFaker(seed * 10 + STREAM.channels),
    videos: createSeededFaker(seed * 10 + STREAM.videos),
    ideas: createSeededFaker(seed * 10 + STREAM.ideas),
    facts: createSeededFaker(seed * 10 + STREAM.facts),
    trends: createSeededFaker(seed * 10 + STREAM.trends),
    templates: createSeededFaker(seed * 10 + STREAM.templates),
    stages: createSeededFaker(seed * 10 + STREAM.stages),
  };
  const summary: SeedSummary = {
    channelTypes: 0,
    niches: 0,
    channels: 0,
    videos: 0,
    snapshots: 0,
    ideas: 0,
    ideaChannels: 0,
    facts: 0,
  };

  const typeRows = catalogueChannelTypeRows(referenceDate);
  const nicheRows = NICHES.map((entry) => nicheRow(fakers.niches, entry, referenceDate));
  const nicheInputs = nicheRows.map((row, index) => ({ ...row, keywords: NICHES[index]?.keywords ?? [] }));
  await db.transaction(async (tx) => {
    summary.channelTypes = await insertBatched(tx, channelTypes, typeRows);
    summary.niches = await insertBatched(tx, niches, nicheRows);
  });

  // For the ideas' example channels: a few channels of each niche and of each type.
  const channelsByNiche = new Map<string, string[]>();
  const channelsByType = new Map<string, string[]>();
  const allChannelIds: string[] = [];
  const titles = new Set<string>();
  const handles = new Set<string>();
  const featured = new FeaturedLeaders();

  for (let done = 0; done < channelsTotal; ) {
    const size = Math.min(chunkSize, channelsTotal - done);
    const channelRows: BuiltChannel[] = [];
    const videoRows: NewVideo[] = [];
    const snapshotRows: NewSnapshot[] = [];
    for (let i = 0; i < size; i++) {
      const niche = fakers.channels.helpers.arrayElement(nicheInputs);
      const channel = uniqueHandle(
        buildChannel(fakers.channels, { isDemo: true }, { niche, referenceDate, takenTitles: titles }),
        handles,
      );
      titles.add(channel.channelTitle.toLowerCase());
      const snapshots = buildMonthlySnapshots(channel, snapshotMonths);
      const trends: PlantedTrend[] = TRENDING_NICHES.has(niche.slug)
        ? [{ faker: fakers.trends, hitChance: TREND_HIT_CHANCE, withinDays: TREND_DAYS }]
        : (PLANTED_STAGES[niche.slug] ?? []).map((stage) => ({ ...stage, faker: fakers.stages }));
      const built = buildVideos(fakers.videos, channel, videosPerChannel, trends);
      // A few channels of the template-prone formats made to one mould (their own stream).
      const typeId = effectiveChannelType({ channelType: channel.channelType ?? null, metadata: channel.metadata ?? null });
      const videos = (isTemplateProne(typeId) ? templatedUploads(fakers.templates, built) : null) ?? built;
      // The stored 30-day growth of these snapshots, as the channel sync would write it; the
      // revenue columns follow once its videos and snapshots are in (refreshStoredRevenue below).
      channelRows.push({ ...channel, ...growthColumns(growthFigures(snapshots.map(statsSnapshot))) });
      videoRows.push(...videos);
      snapshotRows.push(...snapshots);
      remember(channelsByNiche, channel.nicheId ?? "", channel.id);
      remember(channelsByType, channel.metadata?.ui_channel_type ?? channel.channelType ?? "", channel.id);
      if (allChannelIds.length < 50) allChannelIds.push(channel.id);
    }
    const revenue = await db.transaction(async (tx) => {
      // Each month's rows straight into its partition (db/snapshot-partitions.ts).
      const days = snapshotRows.map((row) => row.day).sort();
      if (days.length > 0) await ensureSnapshotPartitions(tx, days[0]!, days[days.length - 1]!);
      summary.channels += await insertBatched(tx, youtubeChannels, channelRows);
      summary.videos += await bulkInsert(tx, youtubeVideoStats, videoRows);
      await bulkInsert(tx, youtubeVideoAgeViews, demoAgeViews(videoRows));
      summary.snapshots += await bulkInsert(tx, channelStatsSnapshots, snapshotRows);
      // The revenue model and the template signals read the channel with its videos and
      // snapshots, as the app's writers do.
      const ids = channelRows.map((row) => row.id);
      await refreshStoredTemplateSignals(tx, ids);
      return refreshStoredRevenue(tx, { channelIds: ids });
    });
    for (const channel of channelRows) {
      const typeId = effectiveChannelType({ channelType: channel.channelType ?? null, metadata: channel.metadata ?? null });
      featured.consider({
        id: channel.id,
        typeId,
        totalSubscribers: channel.totalSubscribers,
        revenuePerMonth: revenue.get(channel.id)?.revenuePerMonth ?? null,
      });
    }
    done += size;
    options.onProgress?.(done, channelsTotal);
  }

  await markRevenueCurrent(db);
  await markOutlierScoresCurrent(db);
  await markTemplateSignalsCurrent(db);
  // Featured: each type's leaders by the numbers, once every channel has been seen.
  const featuredIds = featured.ids();
  // updated_at stays the generated one (drizzle would stamp the clock), so the seed stays deterministic.
  if (featuredIds.length > 0)
    await db
      .update(youtubeChannels)
      .set({ isFeatured: true, updatedAt: referenceDate })
      .where(inArray(youtubeChannels.id, featuredIds));

  const nicheIdBySlug = new Map(nicheRows.map((row) => [row.slug, row.id]));
  const ideaRows = IDEAS.map((entry) => ideaRow(fakers.ideas, entry, nicheIdBySlug.get(entry.nicheSlug) ?? null, referenceDate));
  const ideaChannelRows = ideaRows.flatMap((idea) => {
    const wanted = fakers.ideas.number.int({ min: 2, max: 3 });
    const examples = pickExamples(fakers.ideas, wanted, [
      channelsByNiche.get(idea.nicheId ?? "") ?? [],
      channelsByType.get(idea.channelTypeId ?? "") ?? [],
      allChannelIds,
    ]);
    return examples.map((channelId) => ({ ideaId: idea.id, channelId }));
  });
  // Facts dated a few days apart so "newest first" has a stable order.
  const factRows = FACTS.map((entry, index) => factRow(fakers.facts, entry, addDays(referenceDate, -index * 3)));
  await db.transaction(async (tx) => {
    summary.ideas = await insertBatched(tx, facelessIdeas, ideaRows);
    summary.ideaChannels = await insertBatched(tx, facelessIdeaChannels, ideaChannelRows);
    summary.facts = await insertBatched(tx, didYouKnowFacts, factRows);
  });

  return summary;
}

// Any constant; shared by every process that may start at the same time.
const SEED_LOCK_KEY = 7_204_312;

/**
 * Seeds the demo catalogue only when the catalogue is empty; called at server start. Safe
 * when several processes start together: one seeds, the others wait and find it full.
 * Returns what was inserted, or null when nothing was.
 */
export async function ensureDemoCatalogue(db: Database, options: SeedOptions = {}): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isCatalogueEmpty(tx))) return null;
    return seedDemoCatalogue(tx, options);
  });
}

/**
 * Empties every catalogue table (channels, types, niches, ideas, facts, videos, snapshots), and
 * with them (cascade) the rows that point into the catalogue: members' follows and discovery's
 * queries and candidates, which would otherwise name channels, niches and types that are gone.
 */
export async function resetCatalogue(db: Database): Promise<void> {
  const names: SQL[] = CATALOGUE_TABLES.map((table) => sql`${table}`);
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} cascade`);
}

// Titles (see takenTitles) and handles stay unique so search results are easy to tell apart.
function uniqueHandle(channel: BuiltChannel, handles: Set<string>): BuiltChannel {
  const base = channel.handle ?? handleFromTitle(channel.channelTitle);
  let handle = base;
  for (let n = 2; handles.has(handle.toLowerCase()); n++) handle = `${base}${n}`;
  handles.add(handle.toLowerCase());
  return handle === channel.handle ? channel : { ...channel, handle, channelUrl: `https://www.youtube.com/@${handle}` };
}

function statsSnapshot(snapshot: NewSnapshot): StatsSnapshot {
  return { day: snapshot.day, subscribers: snapshot.subscribers ?? null, views: snapshot.views ?? null };
}

function remember(index: Map<string, string[]>, key: string, channelId: string): void {
  const list = index.get(key);
  if (!list) index.set(key, [channelId]);
  else if (list.length < 12) list.push(channelId);
}

/** `wanted` distinct ids, taken from the first pools that have any. */
function pickExamples(faker: ReturnType<typeof createSeededFaker>, wanted: number, pools: string[][]): string[] {
  const picked: string[] = [];
  for (const pool of pools) {
    const available = pool.filter((id) => !picked.includes(id));
    picked.push(...faker.helpers.arrayElements(available, Math.min(wanted - picked.length, available.length)));
    if (picked.length >= wanted) break;
  }
  return picked;
}

// PostgreSQL allows 65,535 bind parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000;

async function insertBatched<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(getTableColumns(table)).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db.insert(table).values(rows.slice(start, start + perStatement));
  }
  return rows.length;
}
