// What the calculators read from the catalogue: niche rate presets, a channel's public numbers
// for `?channel=slug`, and the search-as-you-type channel lookup.
//
// Revenue gating (PRODUCT.md "Revenue is gated on the server"): a prefill copies only a
// channel's PUBLIC numbers (subscribers, views, videos, upload rate, its niche's RPM range for
// its country, its Shorts share), which are the inputs of the one revenue model; the stored
// revenue columns are never selected here. The channel's estimate itself (`revenue`) is added
// through domain/revenue-access for members only, and the calculator pages show a visitor a
// sign-in prompt instead of results while a directory channel is prefilled.
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

/** Brief of the calculators issue: the channel lookup returns at most 10 channels. */
export const CHANNEL_LOOKUP_LIMIT = 10;
/** Longer queries are cut: a title is never this long, and it bounds the trigram work. */
const CHANNEL_LOOKUP_MAX_QUERY = 100;

/** A channel-lookup match: the channel's slug, title and subscribers (spec §1 public numbers). */
export type ChannelLookupResult = Pick<ChannelPublicNumbers, "slug" | "title" | "subscribers">;

/** A prefill channel as a caller may see it: `revenue` (the channel page's estimate) for members only. */
export type PrefillChannel = ChannelPublicNumbers & { revenue?: ChannelRevenue };

export function createCalculatorPrefillService(db: Database) {
  /** Every niche's RPM range, by name: the earnings calculator's presets. */
  async function nicheRates(): Promise<NicheRate[]> {
    return db
      .select({ slug: niches.slug, name: niches.name, rpmLow: niches.rpmLow, rpmHigh: niches.rpmHigh })
      .from(niches)
      .orderBy(asc(niches.name));
  }

  /**
   * A channel's public numbers by slug, or null, with the revenue model's inputs for it (its
   * niche's RPM range × its country, or its own rate without a niche; see channelRevenueInputs),
   * and, for members only, its estimate.
   */
  async function channelNumbers(slug: string, access: RevenueAccess): Promise<PrefillChannel | null> {
    const wanted = slug.trim();
    if (!wanted) return null;
    // Public columns only — see the note at the top of this file.
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
      // The channel page's projection, from the same snapshots: the growth the calculators start from.
      milestone: projectNextMilestone(await readChannelSnapshots(db, row.id)),
    };
    return gateRevenue(numbers, access, () => channelRevenueOf(row));
  }

  /**
   * Channels whose title contains the query (case-insensitive) or is close to it (pg_trgm
   * similarity, for typos), best first: titles starting with the query, then the most
   * similar, then the biggest. An empty query finds nothing.
   */
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

  /**
   * Everything a calculator loader needs from the catalogue for its query, in one call: the
   * `?channel=` channel's public numbers, and the matches of a `?find=` search (the channel
   * picker before JavaScript).
   */
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
