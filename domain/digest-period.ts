// The e-mail digest's calendar. Periods are named ("daily:2026-11-24", "weekly:2026-W48", UTC) so
// digest_deliveries' unique key holds one delivery per member per period.

export const DIGEST_FREQUENCIES = ["off", "daily", "weekly"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export type DigestCadence = Exclude<DigestFrequency, "off">;

export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  off: "Off",
  daily: "Daily digest",
  weekly: "Weekly digest",
};

export const MAX_DIGEST_ATTEMPTS = 3;

export function isDigestFrequency(value: unknown): value is DigestFrequency {
  return typeof value === "string" && (DIGEST_FREQUENCIES as readonly string[]).includes(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function isoWeek(at: Date): { year: number; week: number } {
  // ISO-8601: the week's Thursday decides its year.
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { year: day.getUTCFullYear(), week };
}

export function digestPeriod(cadence: DigestCadence, at: Date): string {
  if (cadence === "daily") return `daily:${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const { year, week } = isoWeek(at);
  return `weekly:${year}-W${pad(week)}`;
}

/** Never before alerts were turned on, so switching on after months off does not report the months. */
export function digestWindowStart(lastDeliveryAt: Date | null, enabledAt: Date): Date {
  if (!lastDeliveryAt) return enabledAt;
  return lastDeliveryAt.getTime() > enabledAt.getTime() ? lastDeliveryAt : enabledAt;
}

export function digestName(cadence: DigestCadence): string {
  return `${cadence} digest`;
}

export function digestSavedMessage(frequency: DigestFrequency): string {
  if (frequency === "off") return "E-mail alerts are off. You will not get digests.";
  return `E-mail alerts saved: you will get a ${digestName(frequency)} when something you follow changes.`;
}

export const DIGEST_FREQUENCY_INVALID = "Choose Off, Daily digest or Weekly digest for e-mail alerts.";
