// What the calculators read from the catalogue: niche rate presets, a channel's public numbers
// for `?channel=slug`, and the search-as-you-type channel lookup.
//
// Revenue gating (PRODUCT.md "Revenue is gated on the server"): calculator results are shown to
// everyone because the visitor types the numbers, so a prefill copies only a channel's PUBLIC
// numbers (subscribers, views, videos, CPM, upload rate). The stored revenue columns
// (revenue_per_month, revenue_per_video, revenue_per_subscriber) are never selected here; the
// calculators compute their own estimates from the public numbers.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { niches, youtubeChannels } from "#db/schema/catalogue";
import type { ChannelPublicNumbers } from "#domain/calculators/channel-prefill";
import type { NicheRate } from "#domain/calculators/earnings-calculator";
import { estimateCpm } from "#domain/cpm-estimate";
import { videosPerMonth } from "#domain/upload-rate";

/** Brief of the calculators issue: the channel lookup returns at most 10 channels. */
export const CHANNEL_LOOKUP_LIMIT = 10;
/** Longer queries are cut: a title is never this long, and it bounds the trigram work. */
export const CHANNEL_LOOKUP_MAX_QUERY = 100;

/** A channel-lookup match: the channel's slug, title and subscribers (spec §1 public numbers). */
export type ChannelLookupResult = Pick<ChannelPublicNumbers, "slug" | "title" | "subscribers">;

// LIKE treats % and _ as wildcards; a typed "100%" means the characters.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function createCalculatorPrefillService(db: Database) {
  /** Every niche's RPM range, by name: the earnings calculator's presets. */
  async function nicheRates(): Promise<NicheRate[]> {
    return db
      .select({ slug: niches.slug, name: niches.name, rpmLow: niches.rpmLow, rpmHigh: niches.rpmHigh })
      .from(niches)
      .orderBy(asc(niches.name));
  }

  /**
   * A channel's public numbers by slug, or null. A channel without a CPM gets its niche's
   * estimate for its country (PRODUCT.md: "Default CPM for a channel without one = niche range
   * × country multiplier"), marked as such.
   */
  async function channelNumbers(slug: string, now: Date = new Date()): Promise<ChannelPublicNumbers | null> {
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
        cpm: youtubeChannels.cpm,
        startDate: youtubeChannels.startDate,
        country: youtubeChannels.country,
        nicheRpmLow: niches.rpmLow,
        nicheRpmHigh: niches.rpmHigh,
      })
      .from(youtubeChannels)
      .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
      .where(eq(youtubeChannels.slug, wanted))
      .limit(1);
    if (!row) return null;
    const nicheEstimate = row.cpm === null ? estimateCpm(row.nicheRpmLow, row.nicheRpmHigh, row.country) : null;
    return {
      slug: row.slug,
      title: row.title,
      subscribers: row.subscribers,
      totalViews: row.totalViews,
      videoCount: row.videoCount,
      cpm: row.cpm ?? nicheEstimate?.mid ?? null,
      cpmSource: row.cpm !== null ? "channel" : nicheEstimate ? "niche-estimate" : null,
      videosPerMonth: videosPerMonth(row.videoCount, row.startDate, now),
      country: row.country,
    };
  }

  /**
   * Channels whose title contains the query (case-insensitive) or is close to it (pg_trgm
   * similarity, for typos), best first: titles starting with the query, then the most
   * similar, then the biggest. An empty query finds nothing.
   */
  async function lookupChannels(query: string, limit: number = CHANNEL_LOOKUP_LIMIT): Promise<ChannelLookupResult[]> {
    const q = query.trim().slice(0, CHANNEL_LOOKUP_MAX_QUERY);
    if (!q) return [];
    const contains = `%${escapeLike(q)}%`;
    const startsWith = `${escapeLike(q)}%`;
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
  async function calculatorContext({ channel, find }: { channel?: string | null; find?: string | null }): Promise<{
    channel: ChannelPublicNumbers | null;
    matches: ChannelLookupResult[] | null;
  }> {
    const [numbers, matches] = await Promise.all([
      channel ? channelNumbers(channel) : null,
      find !== null && find !== undefined ? lookupChannels(find) : null,
    ]);
    return { channel: numbers, matches };
  }

  return { nicheRates, channelNumbers, lookupChannels, calculatorContext };
}

export type CalculatorPrefillService = ReturnType<typeof createCalculatorPrefillService>;
