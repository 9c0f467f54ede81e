import { describe, expect, it } from "vitest";
import {
  REPEAT_MIN_SCORE,
  REPEAT_WINDOW_DAYS,
  type RepeatHit,
  buildRepeatIndex,
  describeRepeats,
  repeatChannels,
  utcDayNumber,
} from "#domain/outlier-repeats";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";

// Day 1000 is the outlier's publish day in every example.
const DAY = 1000;
const hit = (channelId: string, day: number, type = "documentary_story"): RepeatHit => ({ type, channelId, day });
const outlier = hit("own", DAY);
const repeatsOf = (hits: RepeatHit[], type: string | null = "documentary_story", day = DAY) =>
  repeatChannels(buildRepeatIndex(hits), { type, day });

describe("repeatChannels — other channels of the same type with a ×2 hit within 90 days", () => {
  it("an outlier is always a hit itself, so its own channel is among those counted", () => {
    expect(OUTLIER_THRESHOLD).toBeGreaterThanOrEqual(REPEAT_MIN_SCORE);
    expect(repeatsOf([outlier])).toBe(0);
  });

  it("worked example: two other channels hit, one of them three times → 2", () => {
    const hits = [outlier, hit("a", DAY - 10), hit("b", DAY + 5), hit("b", DAY + 20), hit("b", DAY - 60)];
    expect(repeatsOf(hits)).toBe(2);
  });

  it("the channel's own other hits do not count", () => {
    expect(repeatsOf([outlier, hit("own", DAY - 30), hit("own", DAY + 30), hit("a", DAY + 1)])).toBe(1);
  });

  it(`counts hits exactly ${REPEAT_WINDOW_DAYS} days before or after, not one day further`, () => {
    const edges = [outlier, hit("before", DAY - REPEAT_WINDOW_DAYS), hit("after", DAY + REPEAT_WINDOW_DAYS)];
    expect(repeatsOf(edges)).toBe(2);
    const outside = [outlier, hit("before", DAY - REPEAT_WINDOW_DAYS - 1), hit("after", DAY + REPEAT_WINDOW_DAYS + 1)];
    expect(repeatsOf(outside)).toBe(0);
  });

  it("ignores channels of other types", () => {
    expect(repeatsOf([outlier, hit("a", DAY, "text_to_speech"), hit("b", DAY + 3, "asmr_ambient")])).toBe(0);
    expect(repeatsOf([outlier, hit("a", DAY, "text_to_speech")], "text_to_speech")).toBe(0);
  });

  it("a channel whose hits leave a gap counts on both sides of it, and not in between", () => {
    // Hits on days 0 and 400: it covers days -90…90 and 310…490, not 91…309.
    const hits = [hit("own", 0), hit("own", 200), hit("own", 400), hit("a", 0), hit("a", 400)];
    expect(repeatsOf(hits, "documentary_story", 0)).toBe(1);
    expect(repeatsOf(hits, "documentary_story", 200)).toBe(0);
    expect(repeatsOf(hits, "documentary_story", 400)).toBe(1);
  });

  it("gives no count without a type, or when the index does not know the outlier (built before it)", () => {
    expect(repeatsOf([outlier, hit("a", DAY)], null)).toBeNull();
    expect(repeatsOf([hit("a", DAY)], "asmr_ambient")).toBeNull();
    expect(repeatsOf([hit("a", DAY - 500)])).toBeNull();
  });

  it("agrees with counting channel by channel on a random catalogue", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const types = ["documentary_story", "text_to_speech"];
    const hits = Array.from({ length: 400 }, () =>
      hit(`c${Math.floor(random() * 40)}`, Math.floor(random() * 900), types[Math.floor(random() * 2)]),
    );
    const index = buildRepeatIndex(hits);
    for (const one of hits.slice(0, 60)) {
      const others = new Set(
        hits
          .filter((h) => h.type === one.type && h.channelId !== one.channelId && Math.abs(h.day - one.day) <= REPEAT_WINDOW_DAYS)
          .map((h) => h.channelId),
      );
      expect(repeatChannels(index, one)).toBe(others.size);
    }
  });
});

describe("utcDayNumber", () => {
  it("counts UTC days, so an upload late in the evening in New York is the next day", () => {
    expect(utcDayNumber(new Date("1970-01-02T00:00:00Z"))).toBe(1);
    expect(utcDayNumber(new Date("2026-10-31T23:59:59Z"))).toBe(utcDayNumber(new Date("2026-10-31T00:00:00Z")));
    expect(utcDayNumber(new Date("2026-10-31T20:30:00-04:00"))).toBe(utcDayNumber(new Date("2026-11-01T00:00:00Z")));
  });
});

describe("describeRepeats", () => {
  it("says how many, in words a creator reads at a glance", () => {
    expect(describeRepeats(3)).toBe(`Repeated by 3 other channels within ${REPEAT_WINDOW_DAYS} days`);
    expect(describeRepeats(1)).toBe(`Repeated by 1 other channel within ${REPEAT_WINDOW_DAYS} days`);
    expect(describeRepeats(0)).toBe(`No other channel of this type hit ×${REPEAT_MIN_SCORE} within ${REPEAT_WINDOW_DAYS} days`);
    expect(describeRepeats(null)).toBeNull();
  });
});
