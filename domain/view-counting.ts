// YouTube changed how public views are counted (research/FACTS.md, "View counting changed"): the
// YouTube Data API's revision history, entry of 2026-08-27, says a public view now counts as soon
// as a video starts playing, the same way for every format (a client's release notes date the
// switch 2026-08-24). Engaged views and the Partner Program's thresholds did not change. View
// counts step up from that day, so a views figure from before it and one from after measure
// different things: no growth, view gain or outlier window here compares across it.
//
// The rule a snapshot was taken under is a fact of its day, not a stored column: this module is
// the one place that knows the day and the rules, and everything else asks it.
import { pacificDay } from "#domain/pacific-day";

/**
 * The first day counted the new way, a Pacific calendar day like the snapshots' (the API's
 * quota and the stats refresh run on Pacific days). The API's revision history dates the change
 * 2026-08-27; snapshots of 24–26 August may already include some of it.
 */
export const VIEW_COUNT_CHANGE_DAY = "2026-08-27";

/** Where the day comes from, for /how-it-works and the API descriptions. */
export const VIEW_COUNT_CHANGE_SOURCE = {
  name: "YouTube Data API revision history",
  url: "https://developers.google.com/youtube/v3/revision_history",
  entry: "2026-08-27",
  note: "a client's release notes date the switch 2026-08-24",
} as const;

/** The counting rules a view count can have been taken under, oldest first. */
export const VIEW_COUNT_RULES = ["before-2026-08-27", "playback-start"] as const;
export type ViewCountRule = (typeof VIEW_COUNT_RULES)[number];

/** What each rule means, in one phrase (API descriptions, /how-it-works). */
export const VIEW_COUNT_RULE_LABELS: Record<ViewCountRule, string> = {
  "before-2026-08-27": "YouTube's earlier counting, before 27 Aug 2026",
  "playback-start": "a view counts as soon as a video starts playing (from 27 Aug 2026)",
};

/** The /how-it-works anchor that explains the change. */
export const VIEW_COUNTING_ANCHOR = "view-counting";

/** For the OpenAPI descriptions of a views figure's rule. */
export const VIEW_COUNT_RULE_DESCRIPTION = `The rule YouTube counted these views under, a fact of the (Pacific) day they were counted, not a stored value: "before-2026-08-27" before ${VIEW_COUNT_CHANGE_DAY}, "playback-start" from then on (a public view counts as soon as a video starts playing; ${VIEW_COUNT_CHANGE_SOURCE.name}, entry of ${VIEW_COUNT_CHANGE_SOURCE.entry}). Views under different rules are not comparable: no growth is computed across them.`;

/** The rule the views of a snapshot of this ISO day ("YYYY-MM-DD") were counted under. */
export function viewCountRuleOn(day: string): ViewCountRule {
  return day < VIEW_COUNT_CHANGE_DAY ? "before-2026-08-27" : "playback-start";
}

/** The rule of an instant (a video's publish time), by its Pacific day. */
export function viewCountRuleAt(at: Date): ViewCountRule {
  return viewCountRuleOn(pacificDay(at));
}

/**
 * True when views counted on `fromDay` and on `toDay` fall under different rules, so the change
 * between them is partly YouTube's recount, not growth. Order does not matter.
 */
export function spansViewCountChange(fromDay: string, toDay: string): boolean {
  return viewCountRuleOn(fromDay) !== viewCountRuleOn(toDay);
}
