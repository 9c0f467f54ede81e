// YouTube counts uploads up to three minutes as Shorts (since 2024-10-15); the API does not say, so duration decides.
export type VideoFormat = "short" | "long";

export const SHORTS_MAX_SECONDS = 180;

export function videoFormat(durationSeconds: number | null | undefined): VideoFormat | null {
  if (durationSeconds === null || durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0)
    return null;
  return durationSeconds <= SHORTS_MAX_SECONDS ? "short" : "long";
}
