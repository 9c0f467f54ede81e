// The two rates that get mixed up (FACTS "Revenue"): RPM = CPM × monetized-playback share × creator share.
// The revenue model works on the RPM scale; an advertiser CPM only appears through these factors.
import { type NumericInput, toNonNegativeNumber } from "#domain/numeric-input";
import { roundTo } from "#domain/rounding";

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

/** US creators see ~$11.04 RPM while advertisers pay $30–36 CPM; with the 55% share, 0.56–0.67 of views are paid. */
export const MONETIZED_PLAYBACK_SHARE: SourcedFactor = {
  value: 0.62,
  what: "the share of views that carry a paid ad (0.56–0.67 in published figures)",
  source: "isthischannelmonetized.com 2024 via techtipswithtea.com (US RPM $11.04) and third-party US CPM of $30–36 (2024)",
};

export const RPM_PER_CPM = MONETIZED_PLAYBACK_SHARE.value * CREATOR_SHARE.value;

export function advertiserCpmFromRpm(rpm: NumericInput): number | null {
  const value = toNonNegativeNumber(rpm);
  return value === null ? null : roundTo(value / RPM_PER_CPM, 2);
}

export function rpmFromAdvertiserCpm(cpm: NumericInput): number | null {
  const value = toNonNegativeNumber(cpm);
  return value === null ? null : value * RPM_PER_CPM;
}

/** The deprecated `cpm` field and filters always held the creator's RPM under the wrong name. */
export const CPM_FIELD_REMOVED_ON = "2027-06-01";
