// The channels a /compare URL names (`?c=slug1,slug2[,slug3,slug4]`): parsed once here for the
// page and the "Add to compare" tray, so the limit and the messages are typed once.

/** Two to four channels side by side: fewer says nothing, more no longer fits a phone's table. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The URL parameter holding the slugs, comma-separated. */
const COMPARE_PARAM = "c";
// A slug is a slugified title plus a UUID (domain/channel-slug); 300 characters is far past any
// real one, and a whole `c` past this many characters is not a list of a few channels.
const MAX_SLUG_CHARS = 300;
const MAX_PARAM_CHARS = 2_000;
// Letters, marks, digits and hyphens: what channelSlug produces (a bare UUID fits too).
const SLUG_PATTERN = /^[\p{L}\p{M}\p{N}-]+$/u;

type CompareSelection = {
  /** The slugs to compare, in the URL's order, each once, at most COMPARE_MAX. */
  slugs: string[];
  /** Slugs the URL named more than once (shown once). */
  repeated: string[];
  /** Slugs past the first COMPARE_MAX (not compared). */
  dropped: string[];
};

export type CompareParse = { ok: true; selection: CompareSelection } | { ok: false; message: string };

/**
 * Reads `c`. Missing or blank is an empty selection (the page asks for channels); empty items
 * ("a,,b", a trailing comma) are skipped. Anything that is not a slug is refused with a message
 * naming it, so the page answers 400 rather than looking the value up.
 */
export function parseCompareParam(raw: string | null | undefined): CompareParse {
  const value = (raw ?? "").trim();
  if (value.length > MAX_PARAM_CHARS) return { ok: false, message: `${COMPARE_PARAM} must be at most ${MAX_PARAM_CHARS} characters` };
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

/** The /compare URL of some slugs (the tray's link and the page's own links). */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length === 0 ? "/compare" : `/compare?${COMPARE_PARAM}=${slugs.map((slug) => encodeURIComponent(slug)).join(",")}`;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** One day of the compared histories: each channel's figure that day, null where it has no snapshot. */
export type CompareHistoryRow = { day: string; values: (number | null)[] };

/** The figures /compare draws over time, each with its own chart and table. */
export type CompareHistoryMetric = "subscribers" | "views";

/**
 * The channels' histories of one figure on one time line (a chart and its table): every day any
 * channel has a snapshot, oldest first, with one value per channel in the channels' order.
 */
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

/** A channel picked for comparison (the tray shows its title; the URL needs its slug). */
export type ComparePick = { slug: string; title: string };

/** The picks with one more, unless it is already there or the tray holds COMPARE_MAX. */
export function addComparePick(picks: readonly ComparePick[], pick: ComparePick): ComparePick[] {
  if (picks.some((existing) => existing.slug === pick.slug) || picks.length >= COMPARE_MAX) return [...picks];
  return [...picks, pick];
}

/** The picks without one. */
export function removeComparePick(picks: readonly ComparePick[], slug: string): ComparePick[] {
  return picks.filter((pick) => pick.slug !== slug);
}

/**
 * Picks read back from storage: anything malformed (another version, a hand edit) is dropped,
 * never trusted, and at most COMPARE_MAX are kept.
 */
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
    if (typeof slug !== "string" || typeof title !== "string" || !SLUG_PATTERN.test(slug) || slug.length > MAX_SLUG_CHARS) continue;
    picks = addComparePick(picks, { slug, title: title.slice(0, 200) });
  }
  return picks;
}
