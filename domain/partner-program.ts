// The Partner Program's thresholds as dated rule sets (FACTS "Partner Program thresholds"): which
// rules a channel applying on a given day meets, so a projection to a future date is judged by the
// rules of that date. Watch hours are not in the Data API, so a channel is judged by subscribers,
// with its uploads and Shorts views where stored videos show them; meeting a threshold does not
// mean it is monetized.
import { daysBetween } from "#domain/channel-growth";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";

/** One tier's conditions: subscribers, and watch hours or Shorts views, and (lower tier) recent uploads. */
export interface PartnerProgramTier {
  subscribers: number;
  /** Valid public watch hours in the last `watchHoursWindow` (not in the YouTube Data API). */
  watchHours: number;
  watchHoursWindow: "12 months" | "365 days";
  /** …or valid public Shorts views in the last 90 days; null before the Shorts path. */
  shortsViews: number | null;
  /** Public uploads in the last 90 days; null when the tier asks none. */
  uploadsIn90Days: number | null;
}

/** The Shorts path and the lower tier's uploads both count the last 90 days. */
const UPLOADS_WINDOW_DAYS = 90;

type RuleSetId = "ad-tier-2018" | "shorts-path-2023" | "lower-tier-2023" | "new-creators-2027-reported";

export interface PartnerProgramRuleSet {
  id: RuleSetId;
  /** First day in force, for a channel applying on or after it. */
  from: string;
  /** What changed on that day, in one phrase. */
  change: string;
  /** Only a reported rule is unverified: it applies only when an admin switches it on. */
  verified: boolean;
  /** Where the rule is written; a reported rule has no page of YouTube's to link. */
  source: { name: string; url?: string };
  adTier: PartnerProgramTier;
  lowerTier: PartnerProgramTier | null;
  /** A condition the report names without terms we could check. */
  unmeasuredCondition?: string;
}

const HELP_CENTER = {
  name: "YouTube Help: YouTube Partner Program overview",
  url: "https://support.google.com/youtube/answer/72851",
};

const AD_TIER_2018: PartnerProgramTier = {
  subscribers: 1_000,
  watchHours: 4_000,
  watchHoursWindow: "12 months",
  shortsViews: null,
  uploadsIn90Days: null,
};
const AD_TIER_2023: PartnerProgramTier = { ...AD_TIER_2018, shortsViews: 10_000_000 };
const LOWER_TIER_2023: PartnerProgramTier = {
  subscribers: 500,
  watchHours: 3_000,
  watchHoursWindow: "12 months",
  shortsViews: 3_000_000,
  uploadsIn90Days: 3,
};

/** Oldest first. */
export const PARTNER_PROGRAM_RULE_SETS: readonly PartnerProgramRuleSet[] = [
  {
    id: "ad-tier-2018",
    from: "2018-01-16",
    change: "ads from 1,000 subscribers and 4,000 watch hours in 12 months",
    verified: true,
    source: HELP_CENTER,
    adTier: AD_TIER_2018,
    lowerTier: null,
  },
  {
    id: "shorts-path-2023",
    from: "2023-02-01",
    change: "or 10M Shorts views in 90 days in place of the watch hours",
    verified: true,
    source: HELP_CENTER,
    adTier: AD_TIER_2023,
    lowerTier: null,
  },
  {
    id: "lower-tier-2023",
    from: "2023-06-13",
    change:
      "a lower tier (fan funding and Shopping, not ads) from 500 subscribers, 3 public uploads in 90 days, and 3,000 watch hours in 12 months or 3M Shorts views in 90 days",
    verified: true,
    source: HELP_CENTER,
    adTier: AD_TIER_2023,
    lowerTier: LOWER_TIER_2023,
  },
  {
    id: "new-creators-2027-reported",
    from: "2027-02-01",
    change:
      "reported for new creators: ads from 1,000 subscribers and 8,000 watch hours in 365 days, or 20M Shorts views in 90 days",
    verified: false,
    source: { name: "one open-source project's changelog and one compilation citing a news timeline" },
    adTier: {
      subscribers: 1_000,
      watchHours: 8_000,
      watchHoursWindow: "365 days",
      shortsViews: 20_000_000,
      uploadsIn90Days: null,
    },
    lowerTier: LOWER_TIER_2023,
    unmeasuredCondition: "an activity bar whose terms were not reported",
  },
];

/** Which unverified rule sets the site applies (an admin's switch; all off by default). */
export interface PartnerProgramRuleOptions {
  reportedRule2027: boolean;
}

export const VERIFIED_RULES_ONLY: PartnerProgramRuleOptions = { reportedRule2027: false };

/** Whether the site applies a rule set at all: verified ones always, the reported one when switched on. */
function isApplied(rules: PartnerProgramRuleSet, options: PartnerProgramRuleOptions): boolean {
  return rules.verified || (rules.id === "new-creators-2027-reported" && options.reportedRule2027);
}

/** The rule set a channel applying on `day` (YYYY-MM-DD) meets: the newest applied one in force. */
export function partnerProgramRulesOn(day: string, options: PartnerProgramRuleOptions): PartnerProgramRuleSet {
  const inForce = PARTNER_PROGRAM_RULE_SETS.filter((rules) => rules.from <= day && isApplied(rules, options));
  return inForce.at(-1) ?? PARTNER_PROGRAM_RULE_SETS[0]!;
}

export type RuleSetStatus = "replaced" | "in-force" | "from-its-date" | "not-applied";

/** Where a rule set stands on `today`: replaced by a later one, in force, still to come, or not applied (unverified, off). */
export function ruleSetStatus(rules: PartnerProgramRuleSet, today: string, options: PartnerProgramRuleOptions): RuleSetStatus {
  if (!isApplied(rules, options)) return "not-applied";
  if (rules.from > today) return "from-its-date";
  return partnerProgramRulesOn(today, options).id === rules.id ? "in-force" : "replaced";
}

/** The verified rules of today's date: the thresholds every page quotes unless it projects to a later day. */
const CURRENT_VERIFIED = PARTNER_PROGRAM_RULE_SETS.filter((rules) => rules.verified).at(-1)!;
export const AD_TIER = CURRENT_VERIFIED.adTier as PartnerProgramTier & { shortsViews: number };
export const LOWER_TIER = CURRENT_VERIFIED.lowerTier!;

export type AdEligibility =
  | { eligible: true }
  | { eligible: false; subscribers: number; threshold: number; subscribersToGo: number };

export function adEligibility(subscribers: number | null): AdEligibility {
  if (subscribers === null || !Number.isFinite(subscribers) || subscribers >= AD_TIER.subscribers) return { eligible: true };
  const count = Math.max(0, Math.floor(subscribers));
  return { eligible: false, subscribers: count, threshold: AD_TIER.subscribers, subscribersToGo: AD_TIER.subscribers - count };
}

export const NOT_ELIGIBLE_HEADLINE = "Not eligible for ads yet";

/** A stored upload, as much as the activity conditions need. */
export interface StoredUpload {
  publishedAt: string | null;
  durationSeconds: number | null;
  views: number;
}

/**
 * What a channel's stored uploads show of the thresholds' activity conditions, as of `asOf`: its
 * public uploads in the last 90 days, and the views of Shorts it published in the last 90 days — a
 * floor on its Shorts views in those 90 days (older Shorts' views in the window are not known).
 * `complete` is false when the stored uploads may not reach back 90 days (the oldest read is newer).
 */
export interface UploadActivity {
  asOf: string;
  uploadsIn90Days: number;
  shortsIn90Days: number;
  shortsViewsIn90DaysAtLeast: number;
  complete: boolean;
}

export function uploadActivity(uploads: readonly StoredUpload[], asOf: string, readAll: boolean): UploadActivity {
  let uploadsIn90Days = 0;
  let shortsIn90Days = 0;
  let shortsViews = 0;
  let oldest: string | null = null;
  for (const upload of uploads) {
    if (!upload.publishedAt) continue;
    const day = upload.publishedAt.slice(0, 10);
    if (oldest === null || day < oldest) oldest = day;
    const age = daysBetween(day, asOf);
    if (!(age >= 0 && age < UPLOADS_WINDOW_DAYS)) continue;
    uploadsIn90Days++;
    if (upload.durationSeconds !== null && upload.durationSeconds <= SHORTS_MAX_SECONDS) {
      shortsIn90Days++;
      shortsViews += upload.views;
    }
  }
  const reachesBack = oldest !== null && daysBetween(oldest, asOf) >= UPLOADS_WINDOW_DAYS;
  return { asOf, uploadsIn90Days, shortsIn90Days, shortsViewsIn90DaysAtLeast: shortsViews, complete: readAll || reachesBack };
}
