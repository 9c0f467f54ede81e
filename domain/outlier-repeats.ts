// Repeatability: did the format carry the outlier, or the channel's own audience? One hit is luck;
// the same format hitting on other channels around the same time says the format works.
//
//   repeats of an outlier = the number of OTHER channels of the same channel type (the format the
//   directory groups by) with at least one hit — an upload scoring ×REPEAT_MIN_SCORE (2) or more —
//   published within REPEAT_WINDOW_DAYS (90) days before or after the outlier.
//
// Counted on UTC publish days, edges included. A channel counts once however many hits it had; the
// outlier's own channel never counts. The figures are built once per catalogue change
// (buildRepeatIndex, O(hits)), so a page reads each outlier's count with one lookup.
/** A hit: an upload scoring at least this much (twice the channel's usual views). */
export const REPEAT_MIN_SCORE = 2;
/** Days before and after an outlier in which other channels' hits count. */
export const REPEAT_WINDOW_DAYS = 90;

/** The rule in one sentence, for the API description, the MCP method and the pages. */
export const REPEAT_DEFINITION = `the number of other channels of the same channel type with at least one upload scoring ×${REPEAT_MIN_SCORE} or more (its own outlier score) published within ${REPEAT_WINDOW_DAYS} days before or after the video; a channel counts once however many such uploads it has, and the video's own channel never counts`;

/** Where /how-it-works explains it. */
export const OUTLIER_REPEATS_ANCHOR = "outlier-repeats";

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the instant's UTC date. */
export function utcDayNumber(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

/** One upload scoring ≥ REPEAT_MIN_SCORE: its channel, the channel's type and its UTC publish day (utcDayNumber). */
export interface RepeatHit {
  type: string;
  channelId: string;
  day: number;
}

/** Per type, the channels with a hit within the window of each day from `first` on. */
export interface RepeatIndex {
  byType: Map<string, { first: number; channels: Int32Array }>;
}

/**
 * Per type and day, how many distinct channels have a hit within REPEAT_WINDOW_DAYS of it. Each
 * channel covers the days within the window of any of its hits; overlapping stretches of one
 * channel are merged first, so it counts once, then the stretches are summed by a running total.
 */
export function buildRepeatIndex(hits: Iterable<RepeatHit>): RepeatIndex {
  const daysByType = new Map<string, Map<string, number[]>>();
  for (const hit of hits) {
    if (!Number.isFinite(hit.day)) continue;
    let channels = daysByType.get(hit.type);
    if (!channels) daysByType.set(hit.type, (channels = new Map()));
    const days = channels.get(hit.channelId);
    if (days) days.push(hit.day);
    else channels.set(hit.channelId, [hit.day]);
  }
  const byType: RepeatIndex["byType"] = new Map();
  for (const [type, channels] of daysByType) {
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const days of channels.values()) {
      days.sort((a, b) => a - b);
      low = Math.min(low, days[0]!);
      high = Math.max(high, days[days.length - 1]!);
    }
    const first = low - REPEAT_WINDOW_DAYS;
    // One more slot than days covered: a stretch ending on the last day closes past it.
    const changes = new Int32Array(high + REPEAT_WINDOW_DAYS - first + 2);
    for (const days of channels.values()) {
      let from = days[0]! - REPEAT_WINDOW_DAYS;
      let to = days[0]! + REPEAT_WINDOW_DAYS;
      for (const day of days) {
        if (day - REPEAT_WINDOW_DAYS > to + 1) {
          changes[from - first]! += 1;
          changes[to + 1 - first]! -= 1;
          from = day - REPEAT_WINDOW_DAYS;
        }
        to = day + REPEAT_WINDOW_DAYS;
      }
      changes[from - first]! += 1;
      changes[to + 1 - first]! -= 1;
    }
    const counts = new Int32Array(changes.length - 1);
    let running = 0;
    for (let i = 0; i < counts.length; i++) counts[i] = running += changes[i]!;
    byType.set(type, { first, channels: counts });
  }
  return { byType };
}

/**
 * How many other channels repeated an outlier (REPEAT_DEFINITION), from the index of its
 * catalogue. An outlier (×3) is itself a hit (×2), so its own channel is among those covering
 * its type and day: the others are that count minus one. Null when its channel has no type, or when the index does not hold the outlier
 * itself (it was built before the outlier was scored): then there is no honest count yet.
 */
export function repeatChannels(index: RepeatIndex, outlier: { type: string | null; day: number }): number | null {
  if (outlier.type === null) return null;
  const of = index.byType.get(outlier.type);
  const covering = of?.channels[outlier.day - of.first] ?? 0;
  return covering > 0 ? covering - 1 : null;
}

/** The line an outlier row shows: "Repeated by 3 other channels within 90 days"; null without a count. */
export function describeRepeats(count: number | null): string | null {
  if (count === null) return null;
  if (count === 0) return `No other channel of this type hit ×${REPEAT_MIN_SCORE} within ${REPEAT_WINDOW_DAYS} days`;
  return `Repeated by ${count} other ${count === 1 ? "channel" : "channels"} within ${REPEAT_WINDOW_DAYS} days`;
}
