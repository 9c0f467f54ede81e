// What a page or the API shows of a channel (ARCHITECTURE.md "A read model is defined once in
// domain/"): the services return these, finished (rich text sanitized, revenue removed for
// visitors by domain/revenue-access); routes and components use them or a Pick<> of them; the
// JSON API names the same schemas in its OpenAPI document.
import { z } from "zod";
import { OUTLIER_SCORE_DEFINITION } from "#domain/outlier-score";
import { CPM_FIELD_REMOVED_ON } from "#domain/ad-rates";

const nullableNumber = z.number().nullable();
const MEMBERS_ONLY = "Only for signed-in callers; the key is absent for visitors.";


/** A channel's two rates, public (rates are not revenue): estimates, USD per 1,000. */
const rateFields = {
  rpm: nullableNumber.describe(
    "Estimate: what the creator is paid per 1,000 views (RPM, after YouTube's share), the midpoint of the revenue model's range. Method: /how-it-works#rates",
  ),
  advertiserCpm: nullableNumber.describe(
    "Estimate: what advertisers pay per 1,000 ad impressions (CPM), worked back from the RPM by the monetized-playback share (0.62) and the creator's 55%. Method: /how-it-works#rates",
  ),
  cpm: nullableNumber.meta({ deprecated: true }).describe(`Deprecated, removed on ${CPM_FIELD_REMOVED_ON}: the same value as \`rpm\` (it always held the creator's RPM). Use \`rpm\`, or \`advertiserCpm\` for the advertiser's rate.`),
};

/** Revenue figures of a list row (members only). */
export const channelListRevenueSchema = z
  .object({ revenuePerVideo: nullableNumber, revenuePerSubscriber: nullableNumber, revenuePerMonth: nullableNumber })
  .describe(MEMBERS_ONLY);

/**
 * A list row's subscriber growth over the last 30 days of snapshots (the "fastest growing" sort
 * reads it; see growthFigures in domain/channel-growth). Public numbers: everyone sees it.
 */
const channelGrowthSchema = z.object({
  days: z.number().describe("Days between the two snapshots compared (30 when there is a snapshot that day)"),
  subscribersChange: nullableNumber,
  percentPer30Days: nullableNumber.describe("Subscriber growth per 30 days, in percent; null under 1,000 subscribers at the start"),
});
export type ChannelGrowth = z.infer<typeof channelGrowthSchema>;

/** A channel in a search list: spec §1's public numbers; `revenue` only for members. */
export const channelListItemSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe("Plain text, cut for cards"),
  niche: z.string().nullable(),
  country: z.string().nullable(),
  channelType: z.string().nullable(),
  subscribers: nullableNumber,
  views: nullableNumber,
  videoCount: nullableNumber,
  ...rateFields,
  startDate: z.string().nullable(),
  videosPerMonth: nullableNumber.describe("Spec §4 videos per month (the upload-rate label's input), counted to numbersAsOf"),
  numbersAsOf: z.string().describe("When the public numbers were fetched from YouTube (last sync), else when the channel was added (ISO timestamp)"),
  screenshotUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable().describe("The channel's avatar from YouTube (imported channels)"),
  growth: channelGrowthSchema.nullable().optional().describe("Only with sort=fastest_growing; null when the channel has fewer than two snapshots."),
  revenue: channelListRevenueSchema.optional(),
});
export type ChannelListItem = z.infer<typeof channelListItemSchema>;

/** A revenue figure as a range: low and high from the ends of the RPM range, mid from its midpoint. */
const estimateRangeSchema = z.object({ low: z.number(), mid: z.number(), high: z.number() });

/** Whether the channel could be earning from ads (domain/partner-program adEligibility). */
const adEligibilitySchema = z
  .discriminatedUnion("eligible", [
    z.object({ eligible: z.literal(true) }),
    z.object({ eligible: z.literal(false), subscribers: z.number(), threshold: z.number(), subscribersToGo: z.number() }),
  ])
  .describe("Under the Partner Program's 1,000 subscribers a channel cannot earn from ads: its revenue figures are then null. Method: /how-it-works#eligibility");

/** How each input of the estimate was made (domain/revenue ChannelRevenueBasis): "why this range". */
const revenueBasisSchema = z
  .object({
    monthlyViews: z.discriminatedUnion("source", [z.object({ source: z.literal("snapshots"), days: z.number() }), z.object({ source: z.literal("lifetime-average") })]),
    viewsPerVideo: z.discriminatedUnion("source", [
      z.object({ source: z.literal("recent-uploads"), uploads: z.number(), days: z.number() }),
      z.object({ source: z.literal("lifetime-average") }),
    ]),
    total: z.discriminatedUnion("basis", [z.object({ basis: z.literal("since-eligible"), since: z.string() }), z.object({ basis: z.literal("upper-bound") })]),
    rate: z.discriminatedUnion("source", [
      z.object({
        source: z.literal("niche-band"),
        band: z.object({ low: z.number(), high: z.number() }),
        country: z.string(),
        multiplier: z.number(),
        multiplierBasis: z.enum(["measured", "regional", "editorial"]),
      }),
      z.object({ source: z.literal("admin"), rpm: z.number() }),
    ]),
    shorts: z.object({ percent: z.number(), rpmUs: z.object({ low: z.number(), high: z.number() }) }),
  })
  .describe("How each input was made: views a month from the snapshots or the lifetime average, views a video from recent uploads or the lifetime average, total revenue since the channel passed 1,000 subscribers or an upper bound, the rate from the niche's band × the country's multiplier (with its basis) or an admin's RPM");

/**
 * A channel's revenue estimate (members only): domain/revenue channelRevenue, the one model the
 * channel page, the calculators' channel prefill, the rankings and this API share. Money figures
 * are null when the channel cannot earn from ads yet, or lacks an input.
 */
export const channelRevenueSchema = z
  .object({
    asOf: z.string().describe("When the channel's numbers were written (ISO timestamp): the estimate's date"),
    eligibility: adEligibilitySchema,
    basis: revenueBasisSchema.nullable(),
    monthlyViews: nullableNumber.describe("Views a month: gained over the last 30 days of snapshots, else the lifetime average (see basis.monthlyViews)"),
    rpm: estimateRangeSchema.nullable().describe("Blended RPM (long-form and Shorts), USD per 1,000 views, after YouTube's share"),
    advertiserCpm: estimateRangeSchema.nullable().describe("The advertiser CPM behind that RPM (÷ 0.341: monetized-playback share 0.62 × creator share 0.55)"),
    shortsPercent: nullableNumber.describe("Share of views from Shorts among stored uploads of known duration, in percent"),
    revenuePerMonth: estimateRangeSchema.nullable(),
    revenuePerVideo: estimateRangeSchema.nullable().describe("Views a video (recent uploads' median, else the lifetime average) × RPM"),
    revenuePerSubscriber: estimateRangeSchema.nullable().describe("A month's revenue per subscriber (4 decimals)"),
    twelveMonthPotential: estimateRangeSchema.nullable().describe("Monthly compounded over 12 months (default 5%/month)"),
    totalRevenue: estimateRangeSchema.nullable().describe("Views since the channel passed 1,000 subscribers × RPM; every view when that day is unknown (an upper bound: see basis.total)"),
  })
  .describe(MEMBERS_ONLY);
export type ChannelRevenue = z.infer<typeof channelRevenueSchema>;

/** The channel page's channel (spec §2 channel detail, §4 "Channel detail load"). */
export const channelDetailSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  channelUrl: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable().describe("The channel's avatar from YouTube (imported channels)"),
  niche: z.string().nullable(),
  nicheSlug: z.string().nullable(),
  channelCategory: z.string().nullable(),
  channelType: z.string().nullable().describe("The type to show (spec §3: metadata.ui_channel_type overrides channel_type)"),
  country: z.string().nullable(),
  uploadFrequency: z.string().nullable(),
  keywords: z.array(z.string()),
  subscribers: nullableNumber,
  views: nullableNumber,
  videoCount: nullableNumber,
  ...rateFields,
  startDate: z.string().nullable(),
  videosPerMonth: nullableNumber,
  isDemo: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  numbersAsOf: z.string().describe("When the public numbers were fetched from YouTube (last sync), else last written"),
  revenue: channelRevenueSchema.optional(),
});
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

/** The channel's type as its page shows it (the guide's three parts are sanitized HTML). */
export const channelTypeInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().describe("HTML, sanitized with the site's allow-list"),
  production: z.string(),
  example: z.string(),
});
export type ChannelTypeInfo = z.infer<typeof channelTypeInfoSchema>;

/** A stored video of a channel (spec §3 "Top video", the Recent Videos grid). */
export const videoSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  publishedAt: z.string().nullable(),
  outlierScore: z.number().nullable().describe(`Outlier score: ${OUTLIER_SCORE_DEFINITION} (null then)`),
});
export type Video = z.infer<typeof videoSchema>;

/** Spec §3 "Top video" and §7 "fetch-top-videos … returns mostViewed and mostEngaging". */
export type TopVideos = { mostViewed: Video[]; mostEngaging: Video[] };

/** Spec §7 related select: "(id, channel_title, description, total_subscribers, total_views, screenshot_url, niche)". */
export const relatedChannelSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  subscribers: nullableNumber,
  views: nullableNumber,
  screenshotUrl: z.string().nullable(),
  niche: z.string().nullable(),
  typeId: z.string().nullable().describe("The channel type shown for the channel (metadata.ui_channel_type over channel_type)"),
  numbersAsOf: z.string().describe("The day subscribers and views were read from YouTube (YYYY-MM-DD): the last sync, else when the channel was added"),
});
export type RelatedChannel = z.infer<typeof relatedChannelSchema>;

/** A channel as listed on guide pages (niche, idea, type): spec §1's public numbers, never revenue. */
export type PublicChannelCard = {
  id: string;
  slug: string;
  title: string;
  niche: string | null;
  country: string | null;
  subscribers: number | null;
  views: number | null;
  videoCount: number | null;
  screenshotUrl: string | null;
  /** The channel's avatar from YouTube (imported channels). */
  thumbnailUrl: string | null;
  /** The type to show (metadata.ui_channel_type over channel_type), for its artwork. */
  typeId: string | null;
  /** The day the numbers describe (YYYY-MM-DD): the last sync, else when the channel was added. */
  numbersAsOf: string;
};

/** A row of the revenue rankings (members only, spec §6). */
export const rankingRowSchema = z.object({
  rank: z.number().int(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  niche: z.string().nullable(),
  subscribers: nullableNumber,
  value: z.number().describe("The metric in USD: the midpoint of the estimate"),
  range: estimateRangeSchema.nullable().describe("The estimate's range (low–high) with its midpoint"),
  asOf: z.string().describe("When the channel's numbers were written (ISO timestamp)"),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;
