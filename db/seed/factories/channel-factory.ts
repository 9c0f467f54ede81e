// Demo and test channels (youtube_channels rows) with internally consistent numbers:
// videos follow the upload frequency over the channel's age, views ≈ videos × average views,
// subscribers ≈ views × a ratio, CPM from the niche RPM range × country multiplier, and the
// revenue fields from the one revenue model (domain/revenue channelRevenue).
import type { Faker } from "@faker-js/faker";
import { channelSlug } from "#domain/channel-slug";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { COUNTRY_CODES, type CountryCode } from "#domain/countries";
import { nicheRpmForCountry } from "#domain/rpm-estimate";
import { type ChannelRevenueFacts, channelRevenue, storedRevenueColumns } from "#domain/revenue";
import { UPLOAD_FREQUENCIES as DOMAIN_UPLOAD_FREQUENCIES, type UploadFrequency } from "#domain/upload-frequency";
import type { youtubeChannels } from "#db/schema/catalogue";
import { NICHES } from "#db/seed/content/niches";
import { newcomerAgeDays, newcomerViewsFactor } from "#db/seed/factories/channel-growth";
import { buildChannelTitle, handleFromTitle } from "#db/seed/factories/channel-title";
import { logNormal, logUniform, roundSignificant } from "#db/seed/factories/distributions";
import { DEMO_REFERENCE_DATE, addDays, isoDay } from "#db/seed/factories/reference-date";

export type NewChannel = typeof youtubeChannels.$inferInsert;

/** A generated channel: every field the seed and the growth curve rely on is present. */
export type BuiltChannel = NewChannel & {
  id: string;
  slug: string;
  channelTitle: string;
  startDate: string;
  lastSyncedAt: Date;
  totalViews: number;
  totalSubscribers: number;
  videoCount: number;
  uploadFrequency: string;
  keywords: string[];
};

/** How often the demo catalogue uses each upload frequency, and how it scales views per video. */
const SEED_FREQUENCY_MIX: Partial<Record<UploadFrequency, { weight: number; viewsFactor: number }>> = {
  twice_a_day: { weight: 4, viewsFactor: 0.3 },
  daily: { weight: 12, viewsFactor: 0.5 },
  every_other_day: { weight: 16, viewsFactor: 0.8 },
  twice_a_week: { weight: 26, viewsFactor: 1 },
  weekly: { weight: 28, viewsFactor: 1.6 },
  monthly: { weight: 14, viewsFactor: 3 },
};

/** The demo's frequencies: the domain's list (rates) joined with the mix above, in the domain's order. */
const UPLOAD_FREQUENCIES = DOMAIN_UPLOAD_FREQUENCIES.flatMap((entry) => {
  const mix = SEED_FREQUENCY_MIX[entry.value];
  return mix && entry.perMonth !== null ? [{ value: entry.value, perMonth: entry.perMonth, ...mix }] : [];
});

// Audience countries, weighted towards the big English-language markets.
const COUNTRY_WEIGHTS: Partial<Record<CountryCode, number>> = { US: 30, GB: 9, IN: 9, CA: 6, AU: 5, DE: 3, Other: 3 };
const WEIGHTED_COUNTRIES = COUNTRY_CODES.map((code) => ({ value: code, weight: COUNTRY_WEIGHTS[code] ?? 1 }));

const CONCRETE_TYPE_IDS = CHANNEL_TYPE_CATALOGUE.map((entry) => entry.id).filter((id) => id !== OTHER_CHANNEL_TYPE);
const TYPE_LABELS = new Map(CHANNEL_TYPE_CATALOGUE.map((entry) => [entry.id, entry.label]));

/** What a channel needs to know about its niche. */
interface ChannelNiche {
  id?: string | null;
  name: string;
  rpmLow: number;
  rpmHigh: number;
  category?: string | null;
  keywords: readonly string[];
  channelTypeIds?: readonly string[];
}

export interface ChannelContext {
  /** Default: a random editorial niche, without a niches row (niche_id null). */
  niche?: ChannelNiche;
  /** Default: one of the niche's related types (70%) or any type. */
  channelTypeId?: string;
  /** Share of channels stored as type 'other' with metadata.ui_channel_type set (default 0.08). */
  otherTypeShare?: number;
  /** "Now" of the generated numbers; also stored as last_synced_at. */
  referenceDate?: Date;
  /** Titles already used (lower-case); the factory draws another title for a taken one. */
  takenTitles?: ReadonlySet<string>;
}

/**
 * Builds one channel row. Fields in `overrides` win; when they change the base numbers
 * (views, subscribers, videos, CPM, dates), the revenue fields are derived from the result
 * unless they are overridden too.
 */
export function buildChannel(faker: Faker, overrides: Partial<NewChannel> = {}, context: ChannelContext = {}): BuiltChannel {
  const referenceDate = context.referenceDate ?? DEMO_REFERENCE_DATE;
  const niche: ChannelNiche = context.niche ?? faker.helpers.arrayElement(NICHES);
  const id = faker.string.uuid();

  const concreteType = context.channelTypeId ?? pickConcreteType(faker, niche.channelTypeIds);
  const storedAsOther =
    context.channelTypeId === undefined && faker.datatype.boolean({ probability: context.otherTypeShare ?? 0.08 });
  const channelType = storedAsOther ? OTHER_CHANNEL_TYPE : concreteType;
  const metadata = storedAsOther ? { ui_channel_type: concreteType } : {};
  const typeLabel = TYPE_LABELS.get(concreteType) ?? "faceless";

  const channelTitle = uniqueTitle(faker, niche.keywords, context.takenTitles);
  const country = faker.helpers.weightedArrayElement(WEIGHTED_COUNTRIES);
  // A newcomer (by its id, so no draw is added and the other channels stay as they were) keeps
  // the drawn age's place in the stream but is younger, and its videos get fewer views.
  const drawnAgeDays = Math.round(logUniform(faker, 183, 12 * 365.25));
  const newcomerAge = newcomerAgeDays(id);
  const ageDays = newcomerAge ?? drawnAgeDays;
  const startDate = isoDay(addDays(referenceDate, -ageDays));
  const frequency = faker.helpers.weightedArrayElement(
    UPLOAD_FREQUENCIES.map((entry) => ({ value: entry, weight: entry.weight })),
  );
  const consistency = faker.number.float({ min: 0.55, max: 1.05 });
  // 10 stored videos per channel, so at least 10 uploads.
  const videoCount = Math.max(10, Math.round((ageDays / 30.44) * frequency.perMonth * consistency));
  const averageViews =
    logNormal(faker, 9000 * frequency.viewsFactor, 1.4, 120, 4_000_000) *
    (newcomerAge === null ? 1 : newcomerViewsFactor(newcomerAge));
  const totalViews = Math.round(videoCount * averageViews);
  const totalSubscribers = Math.max(10, roundSignificant(totalViews * logUniform(faker, 0.002, 0.03), 3));
  // A rate used to be drawn here; the draw stays so every value drawn after it, and so the whole
  // demo catalogue, stays as it was. The channel's RPM is the revenue model's (revenueFields).
  if (nicheRpmForCountry(niche.rpmLow, niche.rpmHigh, country)) faker.number.float({ min: 0, max: 1 });

  const keywords = buildKeywords(faker, niche, typeLabel);
  const description = buildDescription(faker, channelTitle, niche.name, typeLabel, frequency.value, keywords);
  const createdAt = addDays(referenceDate, -faker.number.int({ min: 0, max: Math.min(540, ageDays) }));
  // Featured is earned by the numbers (domain/featured-channels: the seed features each type's
  // leaders), not drawn. The coin that used to decide it is still tossed, so every value drawn
  // after it, and so the whole demo catalogue, stays as it was.
  faker.datatype.boolean({ probability: 0.05 });

  const title = overrides.channelTitle ?? channelTitle;
  const handle = overrides.handle ?? handleFromTitle(title);
  const merged = {
    id,
    youtubeChannelId: null,
    handle,
    channelTitle: title,
    description,
    channelUrl: `https://www.youtube.com/@${handle}`,
    screenshotUrl: null,
    niche: niche.name,
    nicheId: niche.id ?? null,
    channelCategory: niche.category ?? null,
    channelType,
    metadata,
    country,
    uploadFrequency: frequency.value,
    keywords,
    totalSubscribers,
    totalViews,
    videoCount,
    startDate,
    isFeatured: false,
    isDemo: false,
    lastSyncedAt: referenceDate,
    createdAt,
    updatedAt: referenceDate,
    ...overrides,
  };
  const withSlug = { ...merged, slug: overrides.slug ?? channelSlug(merged.channelTitle, merged.id) };
  // The niche's RPM range counts only while the row is still in that niche (overrides may move it).
  const nicheRange = withSlug.nicheId && withSlug.nicheId === niche.id ? niche : null;
  return { ...withSlug, ...revenueFields(withSlug, nicheRange), ...pickRevenueOverrides(overrides) } as BuiltChannel;
}

/**
 * The stored revenue fields of a channel built without history: the one revenue model's RPM and
 * midpoints (domain/revenue), as of its last sync (else its creation), from its lifetime averages
 * (no snapshots or uploads yet). A writer that stores history after the row rewrites them with
 * refreshStoredRevenue (db/channel-revenue.ts), as the demo seed does. `formatViews` are its stored
 * uploads' Shorts and known-format views (domain/revenue formatViewTotals); none yet by default.
 */
function revenueFields(
  channel: Pick<
    NewChannel,
    "totalSubscribers" | "totalViews" | "videoCount" | "startDate" | "country" | "rpmOverride" | "lastSyncedAt" | "createdAt"
  >,
  niche: { rpmLow: ChannelRevenueFacts["nicheRpmLow"]; rpmHigh: ChannelRevenueFacts["nicheRpmHigh"] } | null,
  formatViews: { shortsViews: number; knownFormatViews: number } = { shortsViews: 0, knownFormatViews: 0 },
) {
  return storedRevenueColumns(
    channelRevenue({
      subscribers: channel.totalSubscribers,
      totalViews: channel.totalViews,
      videoCount: channel.videoCount,
      startDate: channel.startDate ?? null,
      asOf: channel.lastSyncedAt ?? channel.createdAt ?? new Date(),
      country: channel.country ?? null,
      rpmOverride: channel.rpmOverride ?? null,
      nicheRpmLow: niche?.rpmLow ?? null,
      nicheRpmHigh: niche?.rpmHigh ?? null,
      ...formatViews,
    }),
  );
}

function pickRevenueOverrides(overrides: Partial<NewChannel>): Partial<NewChannel> {
  const picked: Partial<NewChannel> = {};
  if ("revenuePerVideo" in overrides) picked.revenuePerVideo = overrides.revenuePerVideo;
  if ("revenuePerSubscriber" in overrides) picked.revenuePerSubscriber = overrides.revenuePerSubscriber;
  if ("revenuePerMonth" in overrides) picked.revenuePerMonth = overrides.revenuePerMonth;
  if ("rpm" in overrides) picked.rpm = overrides.rpm;
  return picked;
}

function uniqueTitle(faker: Faker, keywords: readonly string[], taken: ReadonlySet<string> | undefined): string {
  let title = buildChannelTitle(faker, keywords);
  for (let attempt = 0; taken?.has(title.toLowerCase()) && attempt < 20; attempt++) title = buildChannelTitle(faker, keywords);
  // Still taken after 20 draws (huge catalogues): number it like YouTube users do.
  const base = title;
  for (let n = 2; taken?.has(title.toLowerCase()); n++) title = `${base} ${n}`;
  return title;
}

function pickConcreteType(faker: Faker, related: readonly string[] | undefined): string {
  const candidates = (related ?? []).filter((id) => CONCRETE_TYPE_IDS.includes(id));
  if (candidates.length > 0 && faker.datatype.boolean({ probability: 0.7 })) return faker.helpers.arrayElement(candidates);
  return faker.helpers.arrayElement(CONCRETE_TYPE_IDS);
}

function buildKeywords(faker: Faker, niche: ChannelNiche, typeLabel: string): string[] {
  const fromNiche = faker.helpers.arrayElements(niche.keywords, { min: Math.min(3, niche.keywords.length), max: 6 });
  const extras = faker.helpers.arrayElements([typeLabel.toLowerCase(), "faceless"], { min: 0, max: 2 });
  // 3–8 distinct keywords.
  return [...new Set([...fromNiche, ...extras])].slice(0, 8);
}

const FREQUENCY_PHRASES: Record<string, string> = {
  twice_a_day: "twice a day",
  daily: "every day",
  every_other_day: "every other day",
  twice_a_week: "twice a week",
  weekly: "every week",
  monthly: "once a month",
};

function buildDescription(
  faker: Faker,
  title: string,
  nicheName: string,
  typeLabel: string,
  frequency: string,
  keywords: readonly string[],
): string {
  const [first = nicheName, second = "stories", third = "ideas"] = keywords;
  const opening = faker.helpers.arrayElement([
    `${title} is a faceless ${typeLabel.toLowerCase()} channel about ${nicheName.toLowerCase()}.`,
    `Welcome to ${title}: ${nicheName.toLowerCase()} told through ${typeLabel.toLowerCase()} videos.`,
    `${title} covers ${nicheName.toLowerCase()} without ever showing a face.`,
  ]);
  const middle = faker.helpers.arrayElement([
    `Expect ${first}, ${second} and ${third}, researched and narrated.`,
    `Every episode breaks down ${first} and ${second} in plain language.`,
    `From ${first} to ${third}, we dig into what most videos skip.`,
  ]);
  const closing = `New videos ${FREQUENCY_PHRASES[frequency] ?? "regularly"}. ${faker.helpers.arrayElement([
    "Subscribe so you don't miss the next one.",
    "Business enquiries via the About tab.",
    "Sources are listed under every video.",
    "Turn on notifications for new uploads.",
  ])}`;
  return `${opening} ${middle} ${closing}`;
}
