// Upload rate of a channel: videos per month and its label (spec §4).
import { NOT_AVAILABLE } from "#domain/format";

export const DAYS_PER_MONTH = 30.44;
// Written as an integer product (2,630,016,000 ms) so boundaries like 0.1 month compare exactly.
const MS_PER_MONTH = (3044 * 24 * 60 * 60 * 1000) / 100;

export const MIN_MONTHS_FOR_RATE = 0.1;

/**
 * Spec §4's upload-rate labels, highest first. A band covers `min <= vpm < maxExclusive` (null = no upper
 * bound), so the bands also serve as search-filter ranges.
 */
export const UPLOAD_RATE_BANDS = [
  { key: "insanely_high", min: 60, maxExclusive: null, label: "Insanely High (2+ per day)" },
  { key: "very_high", min: 30, maxExclusive: 60, label: "Very High (Daily)" },
  { key: "high", min: 20, maxExclusive: 30, label: "High (Every 1-2 days)" },
  { key: "normal", min: 8, maxExclusive: 20, label: "Normal (2-4 per week)" },
  { key: "medium_low", min: 4, maxExclusive: 8, label: "Medium-Low (1-2 per week)" },
  { key: "low", min: 2, maxExclusive: 4, label: "Low (Every 10-15 days)" },
  { key: "very_low", min: 0, maxExclusive: 2, label: "Very Low (Less than monthly)" },
] as const;

type UploadRateBand = (typeof UPLOAD_RATE_BANDS)[number];
export type UploadRateBandKey = UploadRateBand["key"];

export const UPLOAD_RATE_BAND_KEYS: readonly UploadRateBandKey[] = UPLOAD_RATE_BANDS.map((band) => band.key);

export function isUploadRateBandKey(value: unknown): value is UploadRateBandKey {
  return typeof value === "string" && (UPLOAD_RATE_BAND_KEYS as readonly string[]).includes(value);
}

/** Spec §4: "videos divided by months since start date; if under 0.1 month old the raw count is used". */
export function videosPerMonth(
  videoCount: number | null | undefined,
  startDate: Date | string | number | null | undefined,
  now: Date = new Date(),
): number | null {
  if (typeof videoCount !== "number" || !Number.isFinite(videoCount) || videoCount < 0) return null;
  if (startDate === null || startDate === undefined || startDate === "") return null;
  const start = startDate instanceof Date ? startDate : new Date(startDate);
  const startMs = start.getTime();
  const nowMs = now.getTime();
  if (Number.isNaN(startMs) || Number.isNaN(nowMs)) return null;
  const months = (nowMs - startMs) / MS_PER_MONTH;
  if (months < MIN_MONTHS_FOR_RATE) return videoCount;
  return videoCount / months;
}

/** Null for negative or non-finite values: only bad data gives them. */
export function uploadRateBand(vpm: number | null | undefined): UploadRateBandKey | null {
  if (typeof vpm !== "number" || !Number.isFinite(vpm) || vpm < 0) return null;
  return UPLOAD_RATE_BANDS.find((band) => vpm >= band.min)?.key ?? null;
}

export function uploadRateLabel(vpm: number | null | undefined): string {
  const key = uploadRateBand(vpm);
  return UPLOAD_RATE_BANDS.find((band) => band.key === key)?.label ?? NOT_AVAILABLE;
}
