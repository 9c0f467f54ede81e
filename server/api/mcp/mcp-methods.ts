// The methods behind the figures, as MCP resources: the rule statements domain/ holds for /how-it-works and the
// API's documentation, each with the address of its full section (worked examples, sources) on /how-it-works.
import { MONETIZATION_RISK_RULE } from "#domain/monetization-risk";
import {
  OPPORTUNITY_MIN_CHANNELS,
  OPPORTUNITY_MIN_NEW_CHANNELS,
  OPPORTUNITY_MIN_RECENT_VIDEOS,
  OPPORTUNITY_TERM_DEFINITIONS,
  OPPORTUNITY_TERM_IDS,
  OPPORTUNITY_TERM_LABELS,
  OPPORTUNITY_WEIGHTS,
  DEMAND_WINDOW_DAYS,
} from "#domain/niche-opportunity";
import { OUTLIER_REPEATS_ANCHOR, REPEAT_DEFINITION } from "#domain/outlier-repeats";
import { OUTLIER_SCORE_DEFINITION, OUTLIER_THRESHOLD } from "#domain/outlier-score";
import {
  LIFE_STAGES,
  LIFE_STAGE_LABELS,
  LIFE_STAGE_RULES,
  STAGE_MIN_CHANNELS,
  STAGE_MIN_UPLOADS,
  STAGE_WINDOW_DAYS,
} from "#domain/niche-stage";
import { VERDICT_LABELS, VERDICT_RULES, VERDICT_RULE_ORDER } from "#domain/niche-verdict";
import { REVENUE_MODEL_RULE } from "#domain/revenue";

export type Method = { name: string; title: string; description: string; anchor: string; text: string };

export const METHODS: Method[] = [
  {
    name: "revenue",
    title: "Revenue estimates",
    description: "How the revenue figures (members only) are estimated from YouTube data and RPM ranges.",
    anchor: "revenue",
    text: REVENUE_MODEL_RULE,
  },
  {
    name: "outlier-score",
    title: "Outlier score",
    description: "How a video's outlier score is worked out, and what counts as an outlier.",
    anchor: "outlier-score",
    text: `An outlier is a video at ×${OUTLIER_THRESHOLD} or more of its own channel's usual views.\noutlier score = ${OUTLIER_SCORE_DEFINITION}.`,
  },
  {
    name: "outlier-repeats",
    title: "Repeats of an outlier",
    description: "How many other channels repeated an outlier's format (repeatChannels on each listed outlier).",
    anchor: OUTLIER_REPEATS_ANCHOR,
    text: `repeatChannels = ${REPEAT_DEFINITION}. One outlier can be one channel's audience; the same format hitting on other channels says the format works.`,
  },
  {
    name: "opportunity-score",
    title: "Niche opportunity score",
    description: "How a niche's opportunity score (0–100) and its five terms are computed.",
    anchor: "opportunity-score",
    text: [
      "score = Σ weight × points ÷ Σ weight, over five terms each put on a 0–100 scale:",
      ...OPPORTUNITY_TERM_IDS.map(
        (id) => `- ${OPPORTUNITY_TERM_LABELS[id]} (weight ${OPPORTUNITY_WEIGHTS[id]}): ${OPPORTUNITY_TERM_DEFINITIONS[id]}`,
      ),
      `Below the data floor (fewer than ${OPPORTUNITY_MIN_CHANNELS} channels, fewer than ${OPPORTUNITY_MIN_RECENT_VIDEOS} videos from the last ${DEMAND_WINDOW_DAYS} days, or fewer than ${OPPORTUNITY_MIN_NEW_CHANNELS} channels started in the last 12 months) a niche has no score: status not-enough-data.`,
    ].join("\n"),
  },
  {
    name: "verdict",
    title: "Verdicts and life stages",
    description: "How a niche's (or a niche × format's) verdict and life stage are read from dated evidence.",
    anchor: "verdict",
    text: [
      `Two windows of ${STAGE_WINDOW_DAYS} days (the last, ending at the newest scored upload, and the one before), each read against the whole directory in the same window. Life stage, the first that holds:`,
      ...LIFE_STAGES.map((stage) => `- ${LIFE_STAGE_LABELS[stage]}: ${LIFE_STAGE_RULES[stage]}`),
      "Verdict, the first that holds:",
      ...VERDICT_RULE_ORDER.map((verdict) => `- ${VERDICT_LABELS[verdict]}: ${VERDICT_RULES[verdict]}`),
      `Below the data floor (fewer than ${STAGE_MIN_CHANNELS} channels with scored uploads or ${STAGE_MIN_UPLOADS} scored uploads in either window) there is no stage and no verdict: status not-enough-data.`,
    ].join("\n"),
  },
  {
    name: "monetization-risk",
    title: "Monetization risk",
    description: "How the one monetization-risk figure of a niche or channel is decided.",
    anchor: "monetization-risk",
    text: MONETIZATION_RISK_RULE,
  },
];

export const methodUri = (method: Pick<Method, "name">) => `faceless-atlas://methods/${method.name}`;

/** The resource's text: the rule, then where it is explained in full. */
export function methodText(method: Method, siteUrl: string | null): string {
  const page = `${siteUrl ?? ""}/how-it-works#${method.anchor}`;
  return `# ${method.title}\n\n${method.text}\n\nIn full, with worked examples and sources: ${page}\n`;
}
