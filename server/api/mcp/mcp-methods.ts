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
import { OUTLIER_SCORE_DEFINITION, OUTLIER_THRESHOLD } from "#domain/outlier-score";
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
