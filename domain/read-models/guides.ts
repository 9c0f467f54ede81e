// What the guide pages and the API show of niches, ideas and channel types (PRODUCT.md "Niche",
// "Faceless idea", channel type guides), defined once: services return them with rich text
// sanitized; routes, components and the API schemas use the same shapes.
import { z } from "zod";
import { DIFFICULTIES, LEVELS } from "#domain/catalogue-levels";
import { OPPORTUNITY_TERM_IDS } from "#domain/niche-opportunity";
import type { PublicChannelCard } from "#domain/read-models/channel";

const SANITIZED_HTML = "HTML, sanitized with the site's allow-list";

/** A niche in a list. */
const nicheSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().describe(SANITIZED_HTML),
  rpmLow: z.number(),
  rpmHigh: z.number(),
  competition: z.enum(LEVELS),
  demonetizationRisk: z.enum(LEVELS),
  category: z.string().nullable(),
  channelCount: z.number().int(),
});
export type NicheSummary = z.infer<typeof nicheSummarySchema>;

/** One term of a niche's opportunity score (domain/niche-opportunity). */
export const opportunityTermSchema = z.object({
  id: z.enum(OPPORTUNITY_TERM_IDS),
  label: z.string(),
  weight: z.number().describe("Weight in the score, out of 100"),
  value: z.number().nullable().describe("The measured value (views, uploads a month, a share 0–1, RPM dollars, risk points); null without enough data"),
  valueText: z.string(),
  points: z.number().nullable().describe("The term on a 0–100 scale; null below its data floor"),
  channels: z.number().int().describe("Channels the value is computed from"),
  scale: z.string().describe("How the value becomes points"),
});

/** A niche's opportunity score 0–100 with its terms, or "not enough data" with the reasons. */
export const nicheOpportunitySchema = z.object({
  asOf: z.string().describe("The day the figures describe (YYYY-MM-DD): the catalogue's latest snapshot"),
  status: z.enum(["scored", "not-enough-data"]),
  score: z.number().int().min(0).max(100).nullable().describe("Null when status is not-enough-data"),
  reasons: z.array(z.string()).describe("Why there is no score (empty when scored)"),
  terms: z.array(opportunityTermSchema),
});
export type NicheOpportunityView = z.infer<typeof nicheOpportunitySchema>;

/** The channels started in the last 6 and 12 months, and the median months to 1,000 subscribers. */
export type BreakingInView = {
  asOf: string;
  cohorts: { months: number; channels: number; passedAdThreshold: number; medianSubscribers: number | null; medianSubscribersChange30d: number | null }[];
  monthsToAdThreshold: { status: "measured"; months: number; channels: number } | { status: "not-enough-data"; channels: number };
};

/** A niche in the list page and the API: its summary with its opportunity score and terms. */
export const nicheListItemSchema = nicheSummarySchema.extend({ opportunity: nicheOpportunitySchema });
export type NicheListItem = z.infer<typeof nicheListItemSchema>;

/** An idea in a list or on a niche page. */
type NicheIdea = { id: string; slug: string; title: string; summary: string; difficulty: (typeof DIFFICULTIES)[number]; startupCost: (typeof LEVELS)[number] };

/** Everything the niche page shows. */
export type NicheDetail = NicheSummary & {
  channelTypes: { id: string; label: string }[];
  /** Median of total_subscribers over the niche's channels that report it; null without any. */
  medianSubscribers: number | null;
  ideas: NicheIdea[];
  topChannels: PublicChannelCard[];
};

/** A faceless channel idea in a list. */
export const ideaSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  startupCost: z.enum(LEVELS),
  rpmLow: z.number().nullable(),
  rpmHigh: z.number().nullable(),
  hoursPerVideo: z.number().nullable(),
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
