// The e-mail digest's calendar (PRODUCT.md member tools): which period a run is in for a member,
// and what window of changes that period's digest covers. A period is named so the database can
// hold one delivery per member per period (digest_deliveries' unique key): "daily:2026-11-24"
// (the UTC day) or "weekly:2026-W48" (the ISO-8601 week, Monday to Sunday, in UTC).

export const DIGEST_FREQUENCIES = ["off", "daily", "weekly"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export type DigestCadence = Exclude<DigestFrequency, "off">;

/** What the profile page and the unsubscribe page call each choice. */
export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  off: "Off",
  daily: "Daily digest",
  weekly: "Weekly digest",
};

/** A failed send is tried again on later runs, up to this many attempts in all (then left as failed). */
export const MAX_DIGEST_ATTEMPTS = 3;

export function isDigestFrequency(value: unknown): value is DigestFrequency {
  return typeof value === "string" && (DIGEST_FREQUENCIES as readonly string[]).includes(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The ISO-8601 week of `at` (UTC): its year (which may differ from the calendar year) and number. */
export function isoWeek(at: Date): { year: number; week: number } {
  // The week's Thursday decides its year (ISO-8601): move to it, then count weeks from January 1.
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { year: day.getUTCFullYear(), week };
}

/** The period a run at `at` belongs to for a member with this cadence. */
export function digestPeriod(cadence: DigestCadence, at: Date): string {
  if (cadence === "daily") return `daily:${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const { year, week } = isoWeek(at);
  return `weekly:${year}-W${pad(week)}`;
}

/**
 * Where a new digest's window starts: after the member's last digest (sent or not: a period with
 * nothing new is covered too), but never before they turned alerts on (or last changed the
 * choice), so switching on after months off does not report the months.
 */
export function digestWindowStart(lastDeliveryAt: Date | null, enabledAt: Date): Date {
  if (!lastDeliveryAt) return enabledAt;
  return lastDeliveryAt.getTime() > enabledAt.getTime() ? lastDeliveryAt : enabledAt;
}

/** "daily" → "daily digest": how the mail's subject and the unsubscribe page name it. */
export function digestName(cadence: DigestCadence): string {
  return `${cadence} digest`;
}

/** What the profile page says once the choice is saved. */
export function digestSavedMessage(frequency: DigestFrequency): string {
  if (frequency === "off") return "E-mail alerts are off. You will not get digests.";
  return `E-mail alerts saved: you will get a ${digestName(frequency)} when something you follow changes.`;
}

/** A value that is not one of the choices (a tampered form). */
export const DIGEST_FREQUENCY_INVALID = "Choose Off, Daily digest or Weekly digest for e-mail alerts.";
