// What the guide pages and the API show of niches, ideas and channel types (PRODUCT.md "Niche",
// "Faceless idea", channel type guides), defined once: services return them with rich text
// sanitized; routes, components and the API schemas use the same shapes.
import { z } from "zod";
import { type VerdictView, verdictSchema } from "#domain/read-models/verdicts";
import { DIFFICULTIES, LEVELS } from "#domain/catalogue-levels";
import { OPPORTUNITY_TERM_IDS, OPPORTUNITY_TERM_SOURCES } from "#domain/niche-opportunity";
import { POLICY_RISK_LEVELS, type PolicyRiskView } from "#domain/policy-risk";
import type { PublicChannelCard } from "#domain/read-models/channel";
import type { OutlierSignal } from "#domain/read-models/outliers";

const SANITIZED_HTML = "HTML, sanitized with the site's allow-list";

/**
 * The one risk figure of a niche, idea, channel or channel type (domain/monetization-risk): its
 * level, which input decided it, the editorial input with who set it and when, and the computed
 * input with the format it comes from.
 */
export const monetizationRiskSchema = z.object({
  level: z.enum(LEVELS).describe("Monetization risk: the higher of the editorial rating and the computed policy signal"),
  decidedBy: z.enum(["editorial", "formats", "both"]).describe("Which input set the level (both: they agree)"),
  editorial: z
    .object({
      level: z.enum(LEVELS).describe("Editorial: an admin's rating of the niche's topic, not measured"),
      source: z
        .enum(["admin-edit", "niche-added", "unrecorded"])
        .describe(
          "admin-edit: the latest admin change, from the audit log; niche-added: unchanged since the niche was added; unrecorded: changed outside the admin screens",
        ),
      setBy: z.string().nullable().describe("The admin who set it (display name); null when not recorded or the account is gone"),
      setOn: z.string().describe("The day it was set (YYYY-MM-DD)"),
    })
    .nullable()
    .describe("The niche's editorial rating; null for a channel type, which has none"),
  computed: z
    .object({
      level: z.enum(LEVELS).describe("Computed from the format's policy signal: none known → low, watch → medium, high → high"),
      basis: z
        .enum(["format", "safest-format"])
        .describe("safest-format: a niche's safest suitable formats; format: the one format of a type, idea or channel"),
      via: z
        .array(z.object({ typeId: z.string(), typeLabel: z.string() }))
        .describe("The formats whose policy signal gives this level (every format at the lowest signal)"),
    })
    .nullable()
    .describe(
      "Computed from the policy signals of the formats (channel types) on /how-it-works#monetization-risk; null when no known format is linked",
    ),
  formats: z
    .array(
      z.object({
        typeId: z.string(),
        typeLabel: z.string(),
        policySignal: z
          .enum(POLICY_RISK_LEVELS)
          .describe(
            "Where the format sits against YouTube's inauthentic-content and reused-content rules: none (known), watch, high",
          ),
        monetizationRisk: z.enum(LEVELS).describe("The figure with this format"),
      }),
    )
    .describe("Each known format, riskiest first"),
});
export type MonetizationRiskView = z.infer<typeof monetizationRiskSchema>;

/** A niche in a list. */
const nicheSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().describe(SANITIZED_HTML),
  rpmLow: z
    .number()
    .describe(
      "Estimate (editorial): the low end of the niche's RPM band for a US audience, USD per 1,000 views, set by an admin on editedOn. Method: /how-it-works#rates",
    ),
  rpmHigh: z
    .number()
    .describe(
      "Estimate (editorial): the high end of the niche's RPM band for a US audience, USD per 1,000 views, set by an admin on editedOn. Method: /how-it-works#rates",
    ),
  editedOn: z.string().describe("The day an admin last edited the niche (YYYY-MM-DD): the as-of date of its editorial figures"),
  competition: z.enum(LEVELS),
  /** Kept for API callers until its removal date (domain/api-deprecations); pages read monetizationRisk. */
  demonetizationRisk: z.enum(LEVELS),
  monetizationRisk: monetizationRiskSchema,
  category: z.string().nullable(),
  channelCount: z
    .number()
    .int()
    .describe(
      "Computed: channels of the niche in this directory (counted, kept exact by the database), not a YouTube figure. Method: /how-it-works#data",
    ),
});
export type NicheSummary = z.infer<typeof nicheSummarySchema>;

/** One term of a niche's opportunity score (domain/niche-opportunity). */
export const opportunityTermSchema = z.object({
  id: z.enum(OPPORTUNITY_TERM_IDS),
  label: z.string(),
  weight: z
    .number()
    .describe(
      "Estimate: the term's weight in the score, out of 100 (set by the method). Method: /how-it-works#opportunity-score",
    ),
  value: z
    .number()
    .nullable()
    .describe(
      "Computed from YouTube data (source channels) or an editorial estimate (see source): the value (views, uploads a month, a share 0–1, RPM dollars, risk points); null without enough data. Method: /how-it-works#opportunity-score",
    ),
  valueText: z.string(),
  points: z
    .number()
    .nullable()
    .describe("Estimate: the term on a 0–100 scale; null below its data floor. Method: /how-it-works#opportunity-score"),
  channels: z
    .number()
    .int()
    .describe(
      "Computed: channels of the directory the value is computed from (0 for a term that is not computed from channels). Method: /how-it-works#opportunity-score",
    ),
  source: z
    .enum(OPPORTUNITY_TERM_SOURCES)
    .describe(
      "channels: measured from the niche's channels (YouTube data); editorial: set by an admin (the RPM range); editorial-and-formats: the niche's monetization risk",
    ),
  scale: z.string().describe("How the value becomes points"),
});

/** A niche's opportunity score 0–100 with its terms, or "not enough data" with the reasons. */
export const nicheOpportunitySchema = z.object({
  asOf: z.string().describe("The day the figures describe (YYYY-MM-DD): the catalogue's latest snapshot"),
  status: z.enum(["scored", "not-enough-data"]),
  score: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe(
      "Estimate: the niche's opportunity score 0–100, as of asOf; null when status is not-enough-data. Method: /how-it-works#opportunity-score",
    ),
  reasons: z.array(z.string()).describe("Why there is no score (empty when scored)"),
  terms: z.array(opportunityTermSchema),
});
export type NicheOpportunityView = z.infer<typeof nicheOpportunitySchema>;

/** The channels started in the last 6 and 12 months, and the median months to 1,000 subscribers. */
export type BreakingInView = {
  asOf: string;
  cohorts: {
    months: number;
    channels: number;
    passedAdThreshold: number;
    medianSubscribers: number | null;
    medianSubscribersChange30d: number | null;
  }[];
  monthsToAdThreshold: { status: "measured"; months: number; channels: number } | { status: "not-enough-data"; channels: number };
};

/** A niche in the list page and the API: its summary with its opportunity score and terms. */
export const nicheListItemSchema = nicheSummarySchema.extend({ opportunity: nicheOpportunitySchema, verdict: verdictSchema });
export type NicheListItem = z.infer<typeof nicheListItemSchema>;

/** A niche as a card (the niches page, the home page): its description cut to a plain-text excerpt. */
export type NicheCardView = Omit<NicheSummary, "id" | "description" | "demonetizationRisk" | "monetizationRisk"> & {
  excerpt: string;
  /** The one risk figure's level; its inputs and who set them are on the niche page. */
  monetizationRisk: Pick<MonetizationRiskView, "level">;
  /** Where the list has it (the niches page): the score only, the terms are on the niche's page. */
  opportunity?: Pick<NicheOpportunityView, "status" | "score">;
  /** Where the list has it: the verdict and stage, their reasons and evidence on the niche's page. */
  verdict?: VerdictBadges;
};

type VerdictBadges = Pick<VerdictView, "verdict" | "verdictLabel" | "stage" | "stageLabel">;

/** What the niches page shows: the filtered niches as cards and the category filter's choices. */
export type NicheListPage = {
  niches: (NicheCardView & { opportunity: Pick<NicheOpportunityView, "status" | "score">; verdict: VerdictBadges })[];
  categories: string[];
  /** The day the opportunity scores describe; null with no niche listed. */
  opportunityAsOf: string | null;
  /** The day the verdicts describe (the newest scored upload); null without one. */
  verdictAsOf: string | null;
};

/** An idea in a list or on a niche page. */
export type NicheIdea = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  difficulty: (typeof DIFFICULTIES)[number];
  startupCost: (typeof LEVELS)[number];
};

/** Everything the niche page shows. */
export type NicheDetail = NicheSummary & {
  channelTypes: { id: string; label: string }[];
  /** Median of total_subscribers over the niche's channels that report it; null without any. */
  medianSubscribers: number | null;
  ideas: NicheIdea[];
  topChannels: PublicChannelCard[];
};

/** What the niche page shows: the niche (its top channels as cards), its research figures and recent outliers. */
export type NichePage = {
  /** The stored rating reaches the page inside monetizationRisk, with who set it and when. */
  niche: Omit<NicheDetail, "topChannels" | "demonetizationRisk"> & {
    /** Plain text: the start of the description (the page's subtitle and meta description). */
    summary: string;
    topChannels: Omit<PublicChannelCard, "screenshotUrl">[];
  };
  /** Null until the figures are computed with this niche in them. */
  opportunity: NicheOpportunityView | null;
  breakingIn: BreakingInView;
  outliers: OutlierSignal;
  /** The policy signal of each channel type that suits the niche, with why and how to stay clear. */
  policyRisks: PolicyRiskView[];
  /** "Should I start this?": the niche's verdict and stage, and each format's within it. */
  verdict: { niche: VerdictView; byType: { typeId: string; label: string; suitable: boolean; verdict: VerdictView }[] };
};

/** A faceless channel idea in a list. */
export const ideaSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  startupCost: z.enum(LEVELS),
  rpmLow: z
    .number()
    .nullable()
    .describe(
      "Estimate (editorial): the low end of the idea's RPM, USD per 1,000 views, set by an admin on editedOn. Method: /how-it-works#rates",
    ),
  rpmHigh: z
    .number()
    .nullable()
    .describe(
      "Estimate (editorial): the high end of the idea's RPM, USD per 1,000 views, set by an admin on editedOn. Method: /how-it-works#rates",
    ),
  hoursPerVideo: z
    .number()
    .nullable()
    .describe("Estimate (editorial): hours of work a video, set by an admin on editedOn. Method: /how-it-works#data"),
  editedOn: z.string().describe("The day an admin last edited the idea (YYYY-MM-DD): the as-of date of its editorial figures"),
  niche: z.object({ slug: z.string(), name: z.string() }).nullable(),
  channelType: z.object({ id: z.string(), label: z.string() }).nullable(),
});
export type IdeaSummary = z.infer<typeof ideaSummarySchema>;

/** Everything the idea page shows. */
export type IdeaDetail = IdeaSummary & {
  /** HTML, sanitized on read. */
  body: string;
  tools: string[];
  exampleChannels: PublicChannelCard[];
  /** Its niche's editorial rating and its format's policy signal; null when neither is known. */
  monetizationRisk: MonetizationRiskView | null;
};

/** What an idea's page shows: the idea (its example channels as cards) and its niche's and type's figures. */
export type IdeaPage = {
  idea: Omit<IdeaDetail, "exampleChannels"> & { exampleChannels: Omit<PublicChannelCard, "screenshotUrl">[] };
  /** The niche's opportunity score; null without a niche or before its figures are computed. */
  opportunity: NicheOpportunityView | null;
  /** Median months to 1,000 subscribers of the idea's niche and of its channel type, where known. */
  monthsToThousand: { label: string; figure: BreakingInView["monthsToAdThreshold"] }[];
  policyRisks: PolicyRiskView[];
  /** Its niche × format's verdict, or its niche's when the format has too few channels there; null without a niche. */
  verdict: { verdict: VerdictView; scope: "pair" | "niche" } | null;
};

/** A channel type guide: its three parts are sanitized HTML. */
export const channelTypeSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().describe(SANITIZED_HTML),
  production: z.string().describe("How to Create (sanitized HTML)"),
  example: z.string().describe("Example Ideas (sanitized HTML)"),
  imageUrl: z.string().nullable(),
  gradient: z.tuple([z.string(), z.string()]),
});
export type ChannelType = z.infer<typeof channelTypeSchema>;

/** A channel type as a card: its description cut to a plain-text excerpt. */
export type ChannelTypeCardView = Pick<ChannelType, "id" | "label" | "gradient"> & { excerpt: string };

/** A channel type as a tile with its image (the types page, "Other Channel Types You Might Like"). */
export type ChannelTypeTileView = ChannelTypeCardView & Pick<ChannelType, "imageUrl">;

/** 'Channels of this type' as first rendered: pages 1…`page`, or the spec §8 message when the read failed. */
export type TypeChannelListing = {
  channels: Omit<PublicChannelCard, "screenshotUrl">[];
  total: number;
  /** Last page loaded (0 when the first read failed). */
  page: number;
  hasMore: boolean;
  error: string | null;
};

/** What a channel type's guide page shows. */
export type ChannelTypePage = {
  type: ChannelType & {
    /** Plain text: the start of the description (the page's subtitle and meta description). */
    summary: string;
  };
  listing: TypeChannelListing;
  /** Spec §2: "4 random 'Other Channel Types You Might Like' cards". */
  otherTypes: ChannelTypeTileView[];
  policyRisks: PolicyRiskView[];
  /** A format has no editorial rating: its monetization risk is its policy signal alone. */
  monetizationRisk: MonetizationRiskView | null;
  breakingIn: BreakingInView;
  outliers: OutlierSignal;
  /** The format's verdict across every niche. */
  verdict: VerdictView;
};

/** A Did You Know fact as the card and the API show it (spec §7), its rich text sanitized. */
export const didYouKnowFactSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().describe(SANITIZED_HTML),
  createdAt: z.string().describe("When the fact was added (ISO 8601)"),
});
export type DidYouKnowFact = z.infer<typeof didYouKnowFactSchema>;

/** What a page's Did You Know card starts from: a fact, none, or spec §8's 'Failed to load fact'. */
export type DidYouKnowState = { fact: DidYouKnowFact | null; error: string | null };
