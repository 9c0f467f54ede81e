// What a page or the API shows of a channel (ARCHITECTURE.md "A read model is defined once in
// domain/"): the services return these, finished (rich text sanitized, revenue removed for
// visitors by domain/revenue-access); routes and components use them or a Pick<> of them; the
// JSON API names the same schemas in its OpenAPI document.
import { z } from "zod";
import { OUTLIER_MIN_AGE_DAYS, OUTLIER_SCORE_DEFINITION } from "#domain/outlier-score";
import { CPM_FIELD_REMOVED_ON } from "#domain/ad-rates";
import { templateRiskSchema } from "#domain/template-risk";
import { VIEW_COUNT_CHANGE_DAY, VIEW_COUNT_RULES, VIEW_COUNT_RULE_DESCRIPTION } from "#domain/view-counting";

const nullableNumber = z.number().nullable();

/** YouTube's own count, as of the channel's numbersAsOf. */
const youtubeCount = (what: string) =>
  nullableNumber.describe(`YouTube data: ${what}, as of numbersAsOf. Method: /how-it-works#data`);
/** Worked out from YouTube's counts by plain arithmetic. */
const computed = (what: string, method: string) => `Computed from YouTube data: ${what}. Method: /how-it-works#${method}`;
/** Our estimate. */
const estimate = (what: string, method: string) => `Estimate: ${what}. Method: /how-it-works#${method}`;
const MEMBERS_ONLY = "Only for signed-in callers; the key is absent for visitors.";

/** A channel's two rates, public (rates are not revenue): estimates, USD per 1,000. */
const rateFields = {
  rpm: nullableNumber.describe(
    "Estimate: what the creator is paid per 1,000 views (RPM, after YouTube's share), the midpoint of the revenue model's range. Method: /how-it-works#rates",
  ),
  advertiserCpm: nullableNumber.describe(
    "Estimate: what advertisers pay per 1,000 ad impressions (CPM), worked back from the RPM by the monetized-playback share (0.62) and the creator's 55%. Method: /how-it-works#rates",
  ),
  cpm: nullableNumber
    .meta({ deprecated: true })
    .describe(
      `Deprecated, removed on ${CPM_FIELD_REMOVED_ON}: the same value as \`rpm\` (it always held the creator's RPM), an estimate. Use \`rpm\`, or \`advertiserCpm\` for the advertiser's rate. Method: /how-it-works#rates`,
    ),
};

/** Revenue figures of a list row (members only). */
export const channelListRevenueSchema = z
  .object({
    revenuePerVideo: nullableNumber.describe(estimate("revenue a video in USD, the midpoint of the channel's range", "revenue")),
    revenuePerSubscriber: nullableNumber.describe(
      estimate("a month's revenue per subscriber in USD, the midpoint of the channel's range", "revenue"),
    ),
    revenuePerMonth: nullableNumber.describe(estimate("revenue a month in USD, the midpoint of the channel's range", "revenue")),
  })
  .describe(MEMBERS_ONLY);

/**
 * A list row's subscriber growth over the last 30 days of snapshots (the "fastest growing" sort
 * reads it; see growthFigures in domain/channel-growth). Public numbers: everyone sees it.
 */
const channelGrowthSchema = z.object({
  days: z.number().describe(computed("days between the two snapshots compared (30 when there is a snapshot that day)", "growth")),
  subscribersChange: nullableNumber.describe(computed("subscribers gained between the two snapshots", "growth")),
  percentPer30Days: nullableNumber.describe(
    computed("subscriber growth per 30 days, in percent; null under 1,000 subscribers at the start", "growth"),
  ),
});
export type ChannelGrowth = z.infer<typeof channelGrowthSchema>;

/** The counting rule of the channel's views: a fact of numbersAsOf's day (domain/view-counting). */
const viewCountRuleSchema = z
  .enum(VIEW_COUNT_RULES)
  .describe(`\`views\`, counted on numbersAsOf's day. ${VIEW_COUNT_RULE_DESCRIPTION}`);

/** A channel in a search list: spec §1's public numbers; `revenue` only for members. */
export const channelListItemSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe("Plain text, cut for cards"),
  niche: z.string().nullable(),
  country: z.string().nullable(),
  channelType: z.string().nullable(),
  subscribers: youtubeCount("subscribers"),
  views: youtubeCount("total views, as YouTube counted them (see viewCountRule)"),
  viewCountRule: viewCountRuleSchema,
  videoCount: youtubeCount("public videos"),
  ...rateFields,
  startDate: z.string().nullable(),
  videosPerMonth: nullableNumber.describe(
    computed("videos per month (the upload-rate label's input), counted from the start date to numbersAsOf", "upload-rate"),
  ),
  numbersAsOf: z
    .string()
    .describe("When the public numbers were fetched from YouTube (last sync), else when the channel was added (ISO timestamp)"),
  screenshotUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable().describe("The channel's avatar from YouTube (imported channels)"),
  growth: channelGrowthSchema
    .nullable()
    .optional()
    .describe("Only with sort=fastest_growing; null when the channel has fewer than two snapshots."),
  revenue: channelListRevenueSchema.optional(),
});
export type ChannelListItem = z.infer<typeof channelListItemSchema>;

/** A revenue figure as a range: low and high from the ends of the RPM range, mid from its midpoint. */
const estimateRange = (what: string, method = "revenue") =>
  z.object({
    low: z.number().describe(estimate(`${what}, the low end (from the low end of the RPM range)`, method)),
    mid: z.number().describe(estimate(`${what}, the midpoint`, method)),
    high: z.number().describe(estimate(`${what}, the high end (from the high end of the RPM range)`, method)),
  });

/** Whether the channel could be earning from ads (domain/partner-program adEligibility). */
const adEligibilitySchema = z
  .discriminatedUnion("eligible", [
    z.object({ eligible: z.literal(true) }),
    z.object({
      eligible: z.literal(false),
      subscribers: z.number().describe("YouTube data: the channel's subscribers, as of asOf. Method: /how-it-works#eligibility"),
      threshold: z
        .number()
        .describe(
          "YouTube data: the Partner Program's subscriber threshold for ads (YouTube's published rule). Method: /how-it-works#eligibility",
        ),
      subscribersToGo: z.number().describe(computed("subscribers still to gain to reach the threshold", "eligibility")),
    }),
  ])
  .describe(
    "Under the Partner Program's 1,000 subscribers a channel cannot earn from ads: its revenue figures are then null. Method: /how-it-works#eligibility",
  );

/** How each input of the estimate was made (domain/revenue ChannelRevenueBasis): "why this range". */
const revenueBasisSchema = z
  .object({
    monthlyViews: z.discriminatedUnion("source", [
      z.object({
        source: z.literal("snapshots"),
        days: z.number().describe(computed("days of snapshots the views a month are gained over", "revenue")),
      }),
      z.object({ source: z.literal("lifetime-average") }),
    ]),
    viewsPerVideo: z.discriminatedUnion("source", [
      z.object({
        source: z.literal("recent-uploads"),
        uploads: z.number().describe(computed("recent uploads the views a video are the median of", "revenue")),
        days: z.number().describe(computed("how many days back the recent uploads go", "revenue")),
      }),
      z.object({ source: z.literal("lifetime-average") }),
    ]),
    total: z.discriminatedUnion("basis", [
      z.object({ basis: z.literal("since-eligible"), since: z.string() }),
      z.object({ basis: z.literal("upper-bound") }),
    ]),
    rate: z.discriminatedUnion("source", [
      z.object({
        source: z.literal("niche-band"),
        band: z.object({
          low: z.number().describe(estimate("the niche's RPM band for a US audience, low end (editorial)", "rates")),
          high: z.number().describe(estimate("the niche's RPM band for a US audience, high end (editorial)", "rates")),
        }),
        country: z.string(),
        multiplier: z
          .number()
          .describe(estimate("the country's multiplier of the US rate (its basis in multiplierBasis)", "rates")),
        multiplierBasis: z.enum(["measured", "regional", "editorial"]),
      }),
      z.object({
        source: z.literal("admin"),
        rpm: z.number().describe(estimate("the RPM an admin set for this channel", "rates")),
      }),
    ]),
    shorts: z.object({
      percent: z
        .number()
        .describe(computed("share of views from Shorts among stored uploads of known duration, in percent", "revenue")),
      rpmUs: z.object({
        low: z.number().describe(estimate("Shorts RPM for a US audience, low end (published creator figures)", "rates")),
        high: z.number().describe(estimate("Shorts RPM for a US audience, high end (published creator figures)", "rates")),
      }),
    }),
  })
  .describe(
    "How each input was made: views a month from the snapshots or the lifetime average, views a video from recent uploads or the lifetime average, total revenue since the channel passed 1,000 subscribers or an upper bound, the rate from the niche's band × the country's multiplier (with its basis) or an admin's RPM",
  );

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
    monthlyViews: nullableNumber.describe(
      computed(
        `views a month, gained over the last 30 days of snapshots, never across YouTube's view-count change of ${VIEW_COUNT_CHANGE_DAY} (the earlier snapshot is then the first since the change), else the lifetime average (see basis.monthlyViews)`,
        "revenue",
      ),
    ),
    rpm: estimateRange("blended RPM (long-form and Shorts), USD per 1,000 views, after YouTube's share", "rates")
      .nullable()
      .describe(estimate("blended RPM (long-form and Shorts), USD per 1,000 views, after YouTube's share", "rates")),
    advertiserCpm: estimateRange("the advertiser CPM behind that RPM, USD per 1,000 ads", "rates")
      .nullable()
      .describe(
        estimate("the advertiser CPM behind that RPM (÷ 0.341: monetized-playback share 0.62 × creator share 0.55)", "rates"),
      ),
    shortsPercent: nullableNumber.describe(
      computed("share of views from Shorts among stored uploads of known duration, in percent", "revenue"),
    ),
    revenuePerMonth: estimateRange("revenue a month, USD")
      .nullable()
      .describe(estimate("revenue a month: views a month × RPM", "revenue")),
    revenuePerVideo: estimateRange("revenue a video, USD")
      .nullable()
      .describe(estimate("views a video (recent uploads' median, else the lifetime average) × RPM", "revenue")),
    revenuePerSubscriber: estimateRange("a month's revenue per subscriber, USD (4 decimals)")
      .nullable()
      .describe(estimate("a month's revenue per subscriber (4 decimals)", "revenue")),
    twelveMonthPotential: estimateRange("revenue over the next 12 months, USD")
      .nullable()
      .describe(estimate("monthly revenue compounded over 12 months (default 5%/month)", "revenue")),
    totalRevenue: estimateRange("total revenue, USD")
      .nullable()
      .describe(
        estimate(
          "views since the channel passed 1,000 subscribers × RPM; every view when that day is unknown (an upper bound: see basis.total)",
          "revenue",
        ),
      ),
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
  subscribers: youtubeCount("subscribers"),
  views: youtubeCount("total views, as YouTube counted them (see viewCountRule)"),
  viewCountRule: viewCountRuleSchema,
  videoCount: youtubeCount("public videos"),
  ...rateFields,
  startDate: z.string().nullable(),
  videosPerMonth: nullableNumber.describe(
    computed("videos per month (the upload-rate label's input), counted from the start date to numbersAsOf", "upload-rate"),
  ),
  isDemo: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  numbersAsOf: z.string().describe("When the public numbers were fetched from YouTube (last sync), else last written"),
  templateRisk: templateRiskSchema,
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
  viewCount: z.number().describe("YouTube data: the video's views, as of the channel's last sync. Method: /how-it-works#data"),
  likeCount: z.number().describe("YouTube data: the video's likes, as of the channel's last sync. Method: /how-it-works#data"),
  commentCount: z
    .number()
    .describe("YouTube data: the video's comments, as of the channel's last sync. Method: /how-it-works#data"),
  publishedAt: z.string().nullable(),
  outlierScore: z
    .number()
    .nullable()
    .describe(
      `Computed from YouTube data: the outlier score, ${OUTLIER_SCORE_DEFINITION} (null then). Method: /how-it-works#outlier-score`,
    ),
  outlierAgeDays: z
    .number()
    .nullable()
    .describe(
      "Computed from YouTube data: the age in days at which outlierScore compared the video's views with its peers' (equal age, from the refresh's fixed-age readings); null when it compared lifetime views, or without a score. Method: /how-it-works#outlier-score",
    ),
  noScoreReason: z
    .enum(["too-new", "not-enough-data"])
    .nullable()
    .describe(
      `Why outlierScore is null: 'too-new' (under ${OUTLIER_MIN_AGE_DAYS} days old when its views were read, and not read at a fixed age beside enough peers) or 'not-enough-data' (too few comparable uploads, or its length or date unknown); null with a score`,
    ),
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
  subscribers: youtubeCount("subscribers"),
  views: youtubeCount("total views"),
  screenshotUrl: z.string().nullable(),
  niche: z.string().nullable(),
  typeId: z.string().nullable().describe("The channel type shown for the channel (metadata.ui_channel_type over channel_type)"),
  numbersAsOf: z
    .string()
    .describe(
      "The day subscribers and views were read from YouTube (YYYY-MM-DD): the last sync, else when the channel was added",
    ),
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
  range: estimateRange("the metric in USD").nullable().describe("The estimate's range (low–high) with its midpoint"),
  asOf: z.string().describe("When the channel's numbers were written (ISO timestamp)"),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;
