// What a page, the API, the CSV and the MCP server show of a verdict and a life stage, defined once.
import { z } from "zod";
import { LEVELS } from "#domain/catalogue-levels";
import { LIFE_STAGES, STAGE_WINDOW_DAYS } from "#domain/niche-stage";
import { VERDICTS } from "#domain/niche-verdict";

const METHOD = "Method: /how-it-works#verdict";
/** A figure read from YouTube data, labelled as the API labels every figure. */
const computed = (text: string) => `Computed from YouTube data: ${text}. ${METHOD}`;

const stageWindowSchema = z.object({
  active: z.number().int().describe(computed("channels with a scored upload in the window")),
  withOutlier: z.number().int().describe(computed("of them, channels with an outlier (×3 or more) in the window")),
  uploads: z.number().int().describe(computed("scored uploads published in the window")),
  medianScore: z.number().nullable().describe(computed("the median outlier score of those uploads")),
});

const breakoutSchema = z.object({
  channel: z.object({ id: z.string().uuid(), slug: z.string(), title: z.string(), isDemo: z.boolean() }),
  videoId: z.string().describe("The channel's first outlier in the window (YouTube video id)"),
  title: z.string(),
  publishedAt: z.string().describe("ISO 8601"),
  score: z.number().describe(computed("its outlier score")),
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
    windowDays: z
      .number()
      .int()
      .describe(`Estimate: each window's length in days (${STAGE_WINDOW_DAYS}), set by the method. ${METHOD}`),
    recent: stageWindowSchema.describe("The last window, ending at asOf"),
    before: stageWindowSchema.describe("The window before it"),
    chanceNow: z
      .number()
      .nullable()
      .describe(computed("how often chance alone gives as many channels with outliers in the recent window (0–1)")),
    chanceBefore: z.number().nullable().describe(computed("the same for the window before")),
    multiple: z
      .number()
      .nullable()
      .describe(
        computed(
          "the median outlier score of the recent uploads ÷ the directory's: below 1, uploads do worse than their channels' usual",
        ),
      ),
    supplyGrowth: z
      .number()
      .nullable()
      .describe(computed("the share of the directory's uploads, recent window ÷ the one before")),
    firstOutlier: breakoutSchema.nullable().describe("The first outlier of the recent window"),
    breakouts: z.array(breakoutSchema).describe("Channels with an outlier in the recent window, earliest first (up to 6)"),
    breakoutChannels: z.number().int().describe(computed("every channel with an outlier in the recent window")),
    newChannels: z.number().int().nullable().describe(computed("channels started in the last 12 months")),
    newChannelsPast1000: z.number().int().nullable().describe(computed("of them, channels past 1,000 subscribers")),
    medianRecentViews: z.number().nullable().describe(computed("the median views of an upload in the last 90 days")),
    monetizationRisk: z.enum(LEVELS),
    templatedBreakouts: z
      .number()
      .int()
      .nullable()
      .describe(
        computed("breakout channels whose own uploads look templated; null when too few are read (see templatedBreakoutsRead)"),
      ),
    templatedBreakoutsRead: z
      .number()
      .int()
      .describe(computed("breakout channels whose recent uploads were read for template signals")),
  }),
});
export type VerdictView = z.infer<typeof verdictSchema>;
