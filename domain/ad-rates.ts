// The two rates that get mixed up, and how they relate (research notes: FACTS.md "Revenue").
// CPM is what advertisers pay per 1,000 ad impressions; RPM is what the creator is paid per
// 1,000 views, after YouTube's share and after the views that showed no ad:
//
//   RPM = CPM × monetized-playback share × creator share
//
// Our revenue model works on the RPM scale (every revenue figure is the creator's money); an
// advertiser CPM is shown, or typed into a calculator, only through these two factors.
import { type NumericInput, toNonNegativeNumber } from "#domain/numeric-input";
import { roundTo } from "#domain/rounding";

/** A factor of the model with where it comes from (shown on /how-it-works and beside figures). */
export interface SourcedFactor {
  value: number;
  what: string;
  source: string;
}

/** Creators receive 55% of long-form ad revenue (YouTube, 2022-09). */
export const CREATOR_SHARE: SourcedFactor = {
  value: 0.55,
  what: "the creator's share of long-form ad revenue",
  source: "YouTube, September 2022",
};

/**
 * The share of views that carry a paid ad. Creators observe about $11.04 per 1,000 views in the
 * US (95% interval $8.19–15.51 over 352.8M views) while advertisers pay about $30–36 per 1,000
 * impressions: RPM ≈ 0.31–0.37 × CPM. Divided by the 55% share, 0.56–0.67 of views are paid;
 * we take the middle, 0.62.
 */
export const MONETIZED_PLAYBACK_SHARE: SourcedFactor = {
  value: 0.62,
  what: "the share of views that carry a paid ad (0.56–0.67 in published figures)",
  source: "isthischannelmonetized.com 2024 via techtipswithtea.com (US RPM $11.04) and third-party US CPM of $30–36 (2024)",
};

/** RPM per unit of CPM: 0.62 × 0.55 ≈ 0.341. */
export const RPM_PER_CPM = MONETIZED_PLAYBACK_SHARE.value * CREATOR_SHARE.value;

/** The advertiser CPM behind a creator RPM (USD per 1,000), to the cent; null for a bad input. */
export function advertiserCpmFromRpm(rpm: NumericInput): number | null {
  const value = toNonNegativeNumber(rpm);
  return value === null ? null : roundTo(value / RPM_PER_CPM, 2);
}

/** The creator RPM an advertiser CPM gives (USD per 1,000), unrounded (calculators round at the end); null for a bad input. */
export function rpmFromAdvertiserCpm(cpm: NumericInput): number | null {
  const value = toNonNegativeNumber(cpm);
  return value === null ? null : value * RPM_PER_CPM;
}

/**
 * The date the API's deprecated `cpm` field and cpm_min/cpm_max filters (which always held or
 * compared the creator's RPM, under the wrong name) are removed: /developers and OpenAPI say so.
 */
export const CPM_FIELD_REMOVED_ON = "2027-06-01";
