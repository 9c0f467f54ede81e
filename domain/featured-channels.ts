// "Featured" is earned by the numbers: a channel is featured for being among the biggest of its
// format, never by chance. The demo seed applies this rule; admins may still feature by hand.

/** Channels featured per channel type: the type's leaders. */
const FEATURED_PER_TYPE = 2;
/** Below this many subscribers a channel is not featured, however small its type. */
export const FEATURED_MIN_SUBSCRIBERS = 100_000;

export type FeaturedCandidate = {
  id: string;
  /** The type shown for the channel (metadata.ui_channel_type over channel_type). */
  typeId: string | null;
  totalSubscribers: number | null;
  revenuePerMonth: number | null;
};

/** a before b: more subscribers, then more monthly revenue, then the id (a stable order). */
function leads(a: FeaturedCandidate, b: FeaturedCandidate): boolean {
  const subscribers = (a.totalSubscribers ?? 0) - (b.totalSubscribers ?? 0);
  if (subscribers !== 0) return subscribers > 0;
  const revenue = (a.revenuePerMonth ?? 0) - (b.revenuePerMonth ?? 0);
  if (revenue !== 0) return revenue > 0;
  return a.id < b.id;
}

/**
 * The featured channels of a catalogue seen one channel at a time (the seed loads in chunks, up
 * to a million channels): per type, the FEATURED_PER_TYPE channels with the most subscribers
 * (ties: monthly revenue), of those with at least FEATURED_MIN_SUBSCRIBERS.
 */
export class FeaturedLeaders {
  readonly #byType = new Map<string, FeaturedCandidate[]>();

  constructor(
    readonly perType: number = FEATURED_PER_TYPE,
    readonly minSubscribers: number = FEATURED_MIN_SUBSCRIBERS,
  ) {}

  consider(channel: FeaturedCandidate): void {
    if ((channel.totalSubscribers ?? 0) < this.minSubscribers || this.perType <= 0) return;
    const key = channel.typeId ?? "";
    const leaders = this.#byType.get(key) ?? [];
    const at = leaders.findIndex((leader) => leads(channel, leader));
    if (at === -1) {
      if (leaders.length < this.perType) leaders.push(channel);
    } else {
      leaders.splice(at, 0, channel);
      if (leaders.length > this.perType) leaders.pop();
    }
    this.#byType.set(key, leaders);
  }

  /** The ids to feature, by type, leaders first. */
  ids(): string[] {
    return [...this.#byType.keys()].sort().flatMap((key) => (this.#byType.get(key) ?? []).map((leader) => leader.id));
  }
}

/** The rule over a whole list at once. */
export function featuredChannelIds(channels: Iterable<FeaturedCandidate>, perType = FEATURED_PER_TYPE, minSubscribers = FEATURED_MIN_SUBSCRIBERS): string[] {
  const leaders = new FeaturedLeaders(perType, minSubscribers);
  for (const channel of channels) leaders.consider(channel);
  return leaders.ids();
}
