// What a page, the API, the CSV and the MCP server show of a verdict and a life stage, defined once.
import { z } from "zod";
import { LEVELS } from "#domain/catalogue-levels";
import { LIFE_STAGES, STAGE_WINDOW_DAYS } from "#domain/niche-stage";
import { VERDICTS } from "#domain/niche-verdict";

const METHOD = "Method: /how-it-works#verdict";

const stageWindowSchema = z.object({
  active: z.number().int().describe(`Channels with a scored upload in the window`),
  withOutlier: z.number().int().describe("Of them, channels with an outlier (×3 or more) in the window"),
  uploads: z.number().int().describe("Scored uploads published in the window"),
  medianScore: z.number().nullable().describe("The median outlier score of those uploads"),
});

const breakoutSchema = z.object({
  channel: z.object({ id: z.string().uuid(), slug: z.string(), title: z.string(), isDemo: z.boolean() }),
  videoId: z.string().describe("The channel's first outlier in the window (YouTube video id)"),
  title: z.string(),
  publishedAt: z.string().describe("ISO 8601"),
  score: z.number().describe("Its outlier score"),
});
export type BreakoutView = z.infer<typeof breakoutSchema>;

export const verdictSchema = z.object({
  asOf: z.string().describe("The newest scored upload the windows count back from (YYYY-MM-DD)"),
  status: z.enum(["judged", "not-enough-data"]),
  verdict: z
    .enum(VERDICTS)
    .nullable()
    .describe(`Estimate: enter, twist (enter with a twist) or stay-out; null below the data floor. ${METHOD}`),
  verdictLabel: z.string().nullable(),
  stage: z.enum(LIFE_STAGES).nullable().describe(`Estimate: the life stage; null below the data floor. ${METHOD}`),
  stageLabel: z.string().nullable(),
  reasons: z
    .array(z.object({ direction: z.enum(["for", "against"]), text: z.string() }))
    .describe("The three strongest reasons, the deciding one first (empty below the data floor)"),
  wouldChange: z.string().nullable().describe("What would change the verdict"),
  notEnoughData: z.array(z.string()).describe("Why there is no verdict (empty when judged)"),
  evidence: z.object({
    windowDays: z.number().int().describe(`Each window's length in days (${STAGE_WINDOW_DAYS})`),
    recent: stageWindowSchema.describe("The last window, ending at asOf"),
    before: stageWindowSchema.describe("The window before it"),
    chanceNow: z.number().nullable().describe("How often chance gives as many channels with outliers now"),
    chanceBefore: z.number().nullable(),
    multiple: z
      .number()
      .nullable()
      .describe(
        "The median outlier score of the recent uploads ÷ the catalogue's: below 1, uploads do worse than their channels' usual",
      ),
    supplyGrowth: z.number().nullable().describe("The share of the catalogue's uploads, recent window ÷ the one before"),
    firstOutlier: breakoutSchema.nullable().describe("The first outlier of the recent window"),
    breakouts: z.array(breakoutSchema).describe("Channels with an outlier in the recent window, earliest first (up to 6)"),
    breakoutChannels: z.number().int().describe("Every channel with an outlier in the recent window"),
    newChannels: z.number().int().nullable().describe("Channels started in the last 12 months"),
    newChannelsPast1000: z.number().int().nullable().describe("Of them, channels past 1,000 subscribers"),
    medianRecentViews: z.number().nullable().describe("The median views of an upload in the last 90 days"),
    monetizationRisk: z.enum(LEVELS),
    templatedBreakouts: z
      .number()
      .int()
      .nullable()
      .describe("Breakout channels whose own uploads look templated; null when not enough are read"),
  }),
});
export type VerdictView = z.infer<typeof verdictSchema>;
