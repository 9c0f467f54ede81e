// What the guide pages and the API show of niches, ideas and channel types (PRODUCT.md "Niche",
// "Faceless idea", channel type guides), defined once: services return them with rich text
// sanitized; routes, components and the API schemas use the same shapes.
import { z } from "zod";
import { DIFFICULTIES, LEVELS } from "#domain/catalogue-levels";
import type { PublicChannelCard } from "#domain/read-models/channel";

const SANITIZED_HTML = "HTML, sanitized with the site's allow-list";

/** A niche in a list. */
export const nicheSummarySchema = z.object({
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

/** An idea in a list or on a niche page. */
export type NicheIdea = { id: string; slug: string; title: string; summary: string; difficulty: (typeof DIFFICULTIES)[number]; startupCost: (typeof LEVELS)[number] };

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
