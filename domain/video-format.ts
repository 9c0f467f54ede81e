// Shorts vs long-form, one rule for the whole app. YouTube counts uploads up to three minutes
// as Shorts (since 2024-10-15); the Data API does not say which is which, so the duration
// decides. Unknown duration → unknown format.
export type VideoFormat = "short" | "long";

export const SHORTS_MAX_SECONDS = 180;

export function videoFormat(durationSeconds: number | null | undefined): VideoFormat | null {
  if (durationSeconds === null || durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  return durationSeconds <= SHORTS_MAX_SECONDS ? "short" : "long";
}
