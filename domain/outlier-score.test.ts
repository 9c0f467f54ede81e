import { describe, expect, it } from "vitest";
import {
  OUTLIER_MIN_AGE_DAYS,
  OUTLIER_MIN_COMPARABLE,
  OUTLIER_THRESHOLD,
  OUTLIER_WINDOW_DAYS,
  formatOutlierScore,
  isOutlier,
  isTooNewToScore,
  median,
  outlierReadings,
  outlierScores,
} from "#domain/outlier-score";
import { NOT_AVAILABLE } from "#domain/format";

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const LONG = 600;
const SHORT = 45;

function upload(id: string, views: number, day: number, durationSeconds: number | null = LONG) {
  return { id, views, publishedAt: new Date(START + day * DAY), durationSeconds, viewsAsOf: null };
}

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("outlierScores — views ÷ the median of the channel's other comparable uploads", () => {
  it("worked example: 42,000 views against others' median of 10,000 is ×4.2", () => {
    // Others: 8k, 9k, 10k, 11k, 12k → median 10,000; 42,000 / 10,000 = 4.2.
    const videos = [
      upload("a", 8_000, 0),
      upload("b", 9_000, 7),
      upload("c", 10_000, 14),
      upload("hit", 42_000, 21),
      upload("d", 11_000, 28),
      upload("e", 12_000, 35),
    ];
    const scores = outlierScores(videos);
    expect(scores.get("hit")).toBeCloseTo(4.2, 10);
    expect(formatOutlierScore(scores.get("hit"))).toBe("×4.2");
    // "c": others 8k, 9k, 42k, 11k, 12k → median 11,000; 10,000 / 11,000 ≈ 0.91.
    expect(scores.get("c")).toBeCloseTo(10_000 / 11_000, 10);
  });

  it("gives no score with fewer than 5 comparable uploads", () => {
    expect(OUTLIER_MIN_COMPARABLE).toBe(5);
    const five = [upload("a", 100, 0), upload("b", 100, 1), upload("c", 100, 2), upload("d", 100, 3), upload("e", 900, 4)];
    // Each video has only 4 others.
    for (const score of outlierScores(five).values()) expect(score).toBeNull();
    const six = [...five, upload("f", 100, 5)];
    expect(outlierScores(six).get("e")).toBe(9);
  });

  it("compares Shorts with Shorts and long-form with long-form", () => {
    // Five long videos at 100k and six Shorts at 1k: a Short with 5k views is ×5 among Shorts,
    // not ×0.05 against the long-form videos.
    const longs = [0, 1, 2, 3, 4].map((day) => upload(`long${day}`, 100_000, day));
    const shorts = [0, 1, 2, 3, 4].map((day) => upload(`short${day}`, 1_000, day, SHORT));
    const videos = [...longs, ...shorts, upload("shortHit", 5_000, 5, SHORT)];
    const scores = outlierScores(videos);
    expect(scores.get("shortHit")).toBe(5);
    // The long videos have only 4 other long uploads: no score.
    expect(scores.get("long0")).toBeNull();
  });

  it(`only counts uploads within ${OUTLIER_WINDOW_DAYS} days before or after`, () => {
    expect(OUTLIER_WINDOW_DAYS).toBe(180);
    // All after YouTube's view-count change (day 239), so only the 180 days decide.
    // Five uploads a year earlier at 1M views are out of the window of the day-700 video.
    const old = [300, 301, 302, 303, 304].map((day) => upload(`old${day}`, 1_000_000, day));
    const recent = [700, 701, 702, 703, 704].map((day) => upload(`new${day}`, 1_000, day));
    const hit = upload("hit", 3_000, 705);
    const scores = outlierScores([...old, ...recent, hit]);
    expect(scores.get("hit")).toBe(3);
    // The window includes its edges: for a day-700 video, day 520 counts and day 519 does not.
    const neighbours = [701, 702, 703, 704].map((day) => upload(`n${day}`, 1_000, day));
    const target = upload("target", 4_000, 700);
    expect(outlierScores([upload("edge", 2_000, 520), ...neighbours, target]).get("target")).toBe(4);
    expect(outlierScores([upload("edge", 2_000, 519), ...neighbours, target]).get("target")).toBeNull();
  });

  it("leaves out videos without a duration or a publish date, and a zero median", () => {
    const base = [0, 1, 2, 3, 4].map((day) => upload(`v${day}`, 100, day));
    const unknown = upload("unknown", 5_000, 5, null);
    const undated = { id: "undated", views: 5_000, publishedAt: null, durationSeconds: LONG, viewsAsOf: null };
    const scores = outlierScores([...base, unknown, undated]);
    expect(scores.get("unknown")).toBeNull();
    expect(scores.get("undated")).toBeNull();
    // Neither counts as a comparable upload either: each base video has 4 others.
    expect(scores.get("v0")).toBeNull();
    const zeros = [0, 1, 2, 3, 4].map((day) => upload(`z${day}`, 0, day));
    expect(outlierScores([...zeros, upload("any", 50, 5)]).get("any")).toBeNull();
  });

  it("never compares across YouTube's view-count change (2026-08-27): peers on the other side are out of the window", () => {
    // Six long uploads a week apart in August, counted the old way (10k each), and six from
    // 27 Aug on (day 239: midnight UTC is still the day before in Los Angeles), counted from playback start (30k each), all within 180 days.
    const before = [0, 1, 2, 3, 4, 5].map((week) => upload(`old${week}`, 10_000, 200 + week * 7));
    const after = [0, 1, 2, 3, 4, 5].map((week) => upload(`new${week}`, 30_000, 239 + week * 7));
    const hitBefore = upload("hitBefore", 40_000, 230);
    const scores = outlierScores([...before, ...after, hitBefore]);
    // Against August's six (median 10,000): ×4. Had the later six counted, the median of twelve
    // would be (10,000 + 30,000) ÷ 2 = 20,000 and the score ×2, no outlier.
    expect(scores.get("hitBefore")).toBe(4);
    // A later upload with 30,000 views is ×1 among later ones, not ×3 against August's.
    expect(scores.get("new0")).toBe(1);
    expect(scores.get("old0")).toBeCloseTo(10_000 / 10_000, 10);
  });

  it("goes by the upload's Pacific publish day at the change", () => {
    // 06:30 UTC on 27 Aug is 23:30 on the 26th in Los Angeles: counted with the earlier uploads.
    const at = (iso: string, id: string, views: number) => ({
      id,
      views,
      publishedAt: new Date(iso),
      durationSeconds: LONG,
      viewsAsOf: null,
    });
    const earlier = [1, 2, 3, 4, 5].map((day) => at(`2026-08-${String(10 + day)}T12:00:00Z`, `e${day}`, 1_000));
    const later = [1, 2, 3, 4, 5].map((day) => at(`2026-09-${String(10 + day)}T12:00:00Z`, `l${day}`, 9_000));
    const scores = outlierScores([...earlier, ...later, at("2026-08-27T06:30:00Z", "edge", 3_000)]);
    expect(scores.get("edge")).toBe(3);
    // At 07:30 UTC it is the 27th in Los Angeles: with the later uploads, 3,000 ÷ 9,000.
    expect(outlierScores([...earlier, ...later, at("2026-08-27T07:30:00Z", "edge", 3_000)]).get("edge")).toBeCloseTo(1 / 3, 10);
  });
});

describe("uploads too new to score", () => {
  // Eight weekly uploads at 10,000 views, read on day 60; the newest, 3 days old, has 4,000 so far.
  const readOn = new Date(START + 60 * DAY);
  const weekly = [0, 7, 14, 21, 28, 35, 42, 49].map((day) => ({ ...upload(`w${day}`, 10_000, day), viewsAsOf: readOn }));
  const young = { ...upload("young", 4_000, 57), viewsAsOf: readOn };

  it(`are younger than ${OUTLIER_MIN_AGE_DAYS} days when their views were read`, () => {
    expect(OUTLIER_MIN_AGE_DAYS).toBe(7);
    expect(isTooNewToScore(new Date(START + 53.01 * DAY), readOn)).toBe(true);
    expect(isTooNewToScore(new Date(START + 53 * DAY), readOn)).toBe(false);
    // Unknown dates: not too new (the rule cannot tell).
    expect(isTooNewToScore(null, readOn)).toBe(false);
    expect(isTooNewToScore(new Date(START + 59 * DAY), null)).toBe(false);
  });

  it("get no score, where they would have read as a flop (×0.4)", () => {
    const scores = outlierScores([...weekly, young]);
    expect(scores.get("young")).toBeNull();
    expect(outlierScores([...weekly, { ...young, viewsAsOf: null }]).get("young")).toBeCloseTo(0.4, 10);
  });

  it("are nobody's peer: a burst of new uploads with their first views does not make the older ones outliers", () => {
    // Eight uploads in the last week, 1,000 views each so far.
    const fresh = [53.5, 54, 54.5, 55, 55.5, 56, 56.5, 57].map((day) => ({
      ...upload(`new${day}`, 1_000, day),
      viewsAsOf: readOn,
    }));
    const scores = outlierScores([...weekly, ...fresh]);
    // w49's others: the seven weekly uploads at 10,000 → ×1.0.
    expect(scores.get("w49")).toBe(1);
    for (const video of fresh) expect(scores.get(video.id)).toBeNull();
    // Counted as peers (their dates unknown), the fifteen others' median is 1,000: w49 would read ×10.
    const counted = outlierScores([...weekly, ...fresh.map((video) => ({ ...video, viewsAsOf: null }))]);
    expect(counted.get("w49")).toBe(10);
  });
});

describe("outlierReadings — at equal age where the refresh read fixed-age views", () => {
  const readOn = new Date(START + 60 * DAY);
  // Weekly uploads read at 7 days (2,000 views) and 30 days (5,000) where they were old enough.
  const weekly = [0, 7, 14, 21, 28, 35, 42, 49].map((day) => ({
    ...upload(`w${day}`, 10_000, day),
    viewsAsOf: readOn,
    ageViews: day <= 30 ? { 7: 2_000, 30: 5_000 } : { 7: 2_000 },
  }));

  it("worked example: a 3-day-old upload with 6,000 views at 1 day against its peers' 1,500 at 1 day is ×4.0", () => {
    const atOneDay = weekly.map((video) => ({ ...video, ageViews: { ...video.ageViews, 1: 1_500 } }));
    const young = { ...upload("young", 7_000, 57), viewsAsOf: readOn, ageViews: { 1: 6_000 } };
    const reading = outlierReadings([...atOneDay, young]).get("young");
    expect(reading).toEqual({ score: 4, ageDays: 1, usualViews: 1_500 });
    // On lifetime views it would be too new to score (3 days old), and a flop against old uploads.
    expect(outlierReadings([...weekly, { ...young, ageViews: {} }]).get("young")).toBeNull();
  });

  it("compares at the oldest age the video and five peers were read at", () => {
    const reading = outlierReadings(weekly).get("w14");
    // w14 was read at 7 and 30 days; only four others (w0, w7, w21, w28) at 30 days: too few, so 7 days.
    expect(reading).toEqual({ score: 1, ageDays: 7, usualViews: 2_000 });
    const more = [
      ...weekly,
      ...[-7, -14].map((day) => ({ ...upload(`e${day}`, 9_000, day), viewsAsOf: readOn, ageViews: { 7: 2_000, 30: 5_000 } })),
    ];
    expect(outlierReadings(more).get("w14")).toEqual({ score: 1, ageDays: 30, usualViews: 5_000 });
  });

  it("falls back to lifetime views when too few peers were read at any of its ages", () => {
    const lonely = [
      ...weekly.map((video) => ({ ...video, ageViews: {} })),
      { ...upload("hit", 40_000, 50), viewsAsOf: readOn, ageViews: { 7: 8_000 } },
    ];
    expect(outlierReadings(lonely).get("hit")).toEqual({ score: 4, ageDays: null, usualViews: 10_000 });
  });

  it("ignores readings that are not numbers of views", () => {
    const odd = weekly.map((video, index) => (index === 0 ? { ...video, ageViews: { 7: Number.NaN } } : video));
    expect(outlierReadings(odd).get("w49")?.ageDays).toBe(7);
    expect(outlierReadings(odd).get("w0")?.ageDays).toBeNull();
  });
});

describe("isOutlier", () => {
  it(`marks scores of ×${OUTLIER_THRESHOLD} and more`, () => {
    expect(isOutlier(3)).toBe(true);
    expect(isOutlier(2.99)).toBe(false);
    expect(isOutlier(null)).toBe(false);
  });
});

describe("formatOutlierScore", () => {
  it.each([
    [4.2, "×4.2"],
    [4.25, "×4.3"],
    [0.04, "×0.0"],
    [12, "×12.0"],
    [1234.56, "×1,234.6"],
    [null, NOT_AVAILABLE],
    [Number.NaN, NOT_AVAILABLE],
  ])("%s → %s", (score, text) => {
    expect(formatOutlierScore(score)).toBe(text);
  });
});
