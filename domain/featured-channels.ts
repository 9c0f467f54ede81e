// "Featured" is earned by the numbers: the biggest of each format, never chance. Admins may still feature by hand.

const FEATURED_PER_TYPE = 2;
/** However small its type. */
export const FEATURED_MIN_SUBSCRIBERS = 100_000;

export type FeaturedCandidate = {
  id: string;
  typeId: string | null;
  totalSubscribers: number | null;
  revenuePerMonth: number | null;
};

/** Ties broken by revenue, then id, for a stable order. */
function leads(a: FeaturedCandidate, b: FeaturedCandidate): boolean {
  const subscribers = (a.totalSubscribers ?? 0) - (b.totalSubscribers ?? 0);
  if (subscribers !== 0) return subscribers > 0;
  const revenue = (a.revenuePerMonth ?? 0) - (b.revenuePerMonth ?? 0);
  if (revenue !== 0) return revenue > 0;
  return a.id < b.id;
}

/** One channel at a time: the seed loads up to a million channels in chunks. */
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

  ids(): string[] {
    return [...this.#byType.keys()].sort().flatMap((key) => (this.#byType.get(key) ?? []).map((leader) => leader.id));
  }
}

export function featuredChannelIds(
  channels: Iterable<FeaturedCandidate>,
  perType = FEATURED_PER_TYPE,
  minSubscribers = FEATURED_MIN_SUBSCRIBERS,
): string[] {
  const leaders = new FeaturedLeaders(perType, minSubscribers);
  for (const channel of channels) leaders.consider(channel);
  return leaders.ids();
}
