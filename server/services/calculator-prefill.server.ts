// What the calculators read from the catalogue. A prefill selects only a channel's public numbers, never the
// stored revenue columns; the estimate itself is added through domain/revenue-access for members only.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { niches, youtubeChannels } from "#db/schema/catalogue";
import type { ChannelPublicNumbers } from "#domain/calculators/channel-prefill";
import type { NicheRate } from "#domain/calculators/earnings-calculator";
import { channelRevenueInputs } from "#domain/revenue";
import type { ChannelRevenue } from "#domain/read-models/channel";
import { type RevenueAccess, gateRevenue } from "#domain/revenue-access";
import { videosPerMonth } from "#domain/upload-rate";
import { likeContains, likeStartsWith } from "#domain/sql-like";
import { channelRevenueOf, revenueFactsColumns, revenueFactsOf } from "#db/channel-revenue";
import { readChannelSnapshots } from "#server/services/channel-snapshots.server";
import { projectNextMilestone } from "#domain/subscriber-projection";

export const CHANNEL_LOOKUP_LIMIT = 10;
/** A title is never this long, and it bounds the trigram work. */
const CHANNEL_LOOKUP_MAX_QUERY = 100;

export type ChannelLookupResult = Pick<ChannelPublicNumbers, "slug" | "title" | "subscribers">;

export type PrefillChannel = ChannelPublicNumbers & { revenue?: ChannelRevenue };

export function createCalculatorPrefillService(db: Database) {
  async function nicheRates(): Promise<NicheRate[]> {
    return db
      .select({ slug: niches.slug, name: niches.name, rpmLow: niches.rpmLow, rpmHigh: niches.rpmHigh })
      .from(niches)
      .orderBy(asc(niches.name));
  }

  async function channelNumbers(slug: string, access: RevenueAccess): Promise<PrefillChannel | null> {
    const wanted = slug.trim();
    if (!wanted) return null;
    // Public columns only: see the file header.
    const [row] = await db
      .select({
        slug: youtubeChannels.slug,
        title: youtubeChannels.channelTitle,
        subscribers: youtubeChannels.totalSubscribers,
        totalViews: youtubeChannels.totalViews,
        videoCount: youtubeChannels.videoCount,
        id: youtubeChannels.id,
        startDate: youtubeChannels.startDate,
        country: youtubeChannels.country,
        ...revenueFactsColumns,
      })
      .from(youtubeChannels)
      .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
      .where(eq(youtubeChannels.slug, wanted))
      .limit(1);
    if (!row) return null;
    const facts = revenueFactsOf(row);
    const made = channelRevenueInputs(facts);
    const numbers: ChannelPublicNumbers = {
      slug: row.slug,
      title: row.title,
      subscribers: row.subscribers,
      totalViews: row.totalViews,
      videoCount: row.videoCount,
      rateSource: made ? made.basis.rate.source : null,
      // As of the row's last write, like the revenue model, so the uploads field matches it.
      videosPerMonth: videosPerMonth(row.videoCount, row.startDate, facts.asOf),
      country: row.country,
      numbersAsOf: facts.asOf.toISOString(),
      revenueInputs: made?.inputs ?? null,
      milestone: projectNextMilestone(await readChannelSnapshots(db, row.id)),
    };
    return gateRevenue(numbers, access, () => channelRevenueOf(row));
  }

  /** Contains the query or is trigram-similar (typos); prefix matches first, then most similar, then biggest. */
  async function lookupChannels(query: string, limit: number = CHANNEL_LOOKUP_LIMIT): Promise<ChannelLookupResult[]> {
    const q = query.trim().slice(0, CHANNEL_LOOKUP_MAX_QUERY);
    if (!q) return [];
    const contains = likeContains(q);
    const startsWith = likeStartsWith(q);
    const title = youtubeChannels.channelTitle;
    return db
      .select({ slug: youtubeChannels.slug, title, subscribers: youtubeChannels.totalSubscribers })
      .from(youtubeChannels)
      .where(sql`(${title} ilike ${contains} or ${title} % ${q})`)
      .orderBy(
        sql`(${title} ilike ${startsWith}) desc`,
        sql`similarity(${title}, ${q}) desc`,
        sql`${youtubeChannels.totalSubscribers} desc nulls last`,
        asc(youtubeChannels.slug),
      )
      .limit(Math.min(Math.max(1, Math.trunc(limit)), CHANNEL_LOOKUP_LIMIT));
  }

  /** `?find=` is the channel picker before JavaScript. */
  async function calculatorContext(
    { channel, find }: { channel?: string | null; find?: string | null },
    access: RevenueAccess,
  ): Promise<{
    channel: PrefillChannel | null;
    matches: ChannelLookupResult[] | null;
  }> {
    const [numbers, matches] = await Promise.all([
      channel ? channelNumbers(channel, access) : null,
      find !== null && find !== undefined ? lookupChannels(find) : null,
    ]);
    return { channel: numbers, matches };
  }

  return { nicheRates, channelNumbers, lookupChannels, calculatorContext };
}
