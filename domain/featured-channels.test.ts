import { describe, expect, it } from "vitest";
import { FEATURED_MIN_SUBSCRIBERS, FeaturedLeaders, featuredChannelIds } from "#domain/featured-channels";

const channel = (id: string, typeId: string | null, totalSubscribers: number | null, revenuePerMonth: number | null = null) => ({
  id,
  typeId,
  totalSubscribers,
  revenuePerMonth,
});

describe("featured channels: earned by the numbers", () => {
  it("features the leaders of each type by subscribers, never a small channel", () => {
    const ids = featuredChannelIds(
      [
        channel("small", "history_educational", 895),
        channel("history-2", "history_educational", 250_000),
        channel("history-1", "history_educational", 900_000),
        channel("history-3", "history_educational", 120_000),
        channel("asmr-1", "asmr_ambient", 150_000),
        channel("asmr-small", "asmr_ambient", FEATURED_MIN_SUBSCRIBERS - 1),
      ],
      2,
    );
    expect(ids).toEqual(["asmr-1", "history-1", "history-2"]);
    expect(ids).not.toContain("small");
  });

  it("breaks ties by monthly revenue, then by id, whatever order the channels come in", () => {
    const list = [channel("b", "t", 200_000, 10), channel("c", "t", 200_000, 50), channel("a", "t", 200_000, 10)];
    expect(featuredChannelIds(list, 2)).toEqual(["c", "a"]);
    expect(featuredChannelIds([...list].reverse(), 2)).toEqual(["c", "a"]);
  });

  it("gives the same answer seen one channel at a time as over the whole list (the seed loads in chunks)", () => {
    const list = Array.from({ length: 200 }, (_, i) => channel(`c${i}`, `type${i % 7}`, ((i * 7919) % 1000) * 1000));
    const leaders = new FeaturedLeaders(3);
    for (const entry of list) leaders.consider(entry);
    expect(leaders.ids()).toEqual(featuredChannelIds(list, 3));
    for (const id of leaders.ids())
      expect(list.find((entry) => entry.id === id)!.totalSubscribers).toBeGreaterThanOrEqual(FEATURED_MIN_SUBSCRIBERS);
  });
});
