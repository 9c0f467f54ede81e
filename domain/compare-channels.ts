// The channels a /compare URL names (`?c=slug1,slug2`), parsed once for the page and the tray.

/** Fewer says nothing; more no longer fits a phone's table. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
const COMPARE_PARAM = "c";
const MAX_SLUG_CHARS = 300;
const MAX_PARAM_CHARS = 2_000;
const SLUG_PATTERN = /^[\p{L}\p{M}\p{N}-]+$/u;

type CompareSelection = {
  slugs: string[];
  repeated: string[];
  dropped: string[];
};

export type CompareParse = { ok: true; selection: CompareSelection } | { ok: false; message: string };

/** Anything that is not a slug is refused by name, so the page answers 400 rather than looking it up. */
export function parseCompareParam(raw: string | null | undefined): CompareParse {
  const value = (raw ?? "").trim();
  if (value.length > MAX_PARAM_CHARS)
    return { ok: false, message: `${COMPARE_PARAM} must be at most ${MAX_PARAM_CHARS} characters` };
  const items = value
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== "");
  const unique: string[] = [];
  const repeated: string[] = [];
  for (const item of items) {
    if (item.length > MAX_SLUG_CHARS || !SLUG_PATTERN.test(item)) {
      return { ok: false, message: `${COMPARE_PARAM} must be channel slugs separated by commas; "${shorten(item)}" is not one` };
    }
    if (unique.includes(item)) {
      if (!repeated.includes(item)) repeated.push(item);
    } else {
      unique.push(item);
    }
  }
  return { ok: true, selection: { slugs: unique.slice(0, COMPARE_MAX), repeated, dropped: unique.slice(COMPARE_MAX) } };
}

export function compareHref(slugs: readonly string[]): string {
  return slugs.length === 0 ? "/compare" : `/compare?${COMPARE_PARAM}=${slugs.map((slug) => encodeURIComponent(slug)).join(",")}`;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export type CompareHistoryRow = { day: string; values: (number | null)[] };

export type CompareHistoryMetric = "subscribers" | "views";

export function mergeHistories(histories: readonly (readonly { day: string; value: number | null }[])[]): CompareHistoryRow[] {
  const byDay = new Map<string, (number | null)[]>();
  histories.forEach((points, index) => {
    for (const point of points) {
      let values = byDay.get(point.day);
      if (!values) {
        values = histories.map(() => null);
        byDay.set(point.day, values);
      }
      values[index] = point.value;
    }
  });
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, values]) => ({ day, values }));
}

export type ComparePick = { slug: string; title: string };

export function addComparePick(picks: readonly ComparePick[], pick: ComparePick): ComparePick[] {
  if (picks.some((existing) => existing.slug === pick.slug) || picks.length >= COMPARE_MAX) return [...picks];
  return [...picks, pick];
}

export function removeComparePick(picks: readonly ComparePick[], slug: string): ComparePick[] {
  return picks.filter((pick) => pick.slug !== slug);
}

/** Anything malformed in storage (another version, a hand edit) is dropped, never trusted. */
export function readComparePicks(stored: string | null): ComparePick[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let picks: ComparePick[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const { slug, title } = item as Record<string, unknown>;
    if (typeof slug !== "string" || typeof title !== "string" || !SLUG_PATTERN.test(slug) || slug.length > MAX_SLUG_CHARS)
      continue;
    picks = addComparePick(picks, { slug, title: title.slice(0, 200) });
  }
  return picks;
}
