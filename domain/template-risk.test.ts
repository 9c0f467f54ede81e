import { describe, expect, it } from "vitest";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { POLICY_RULES, REUSED_CONTENT_TYPE_IDS, policyRiskOfType } from "#domain/policy-risk";
import {
  TEMPLATE_MAX_UPLOADS,
  TEMPLATE_MIN_UPLOADS,
  type TemplateUpload,
  isBreakoutChannel,
  looksTemplated,
  readTemplateSignals,
  recentUploads,
  templateRiskOf,
  templateSignalView,
  templatedBreakoutShare,
  titleSkeletons,
} from "#domain/template-risk";

const AS_OF = new Date("2026-11-01T00:00:00.000Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(AS_OF.getTime() - days * DAY);

const TOPICS = ["sharks", "volcanoes", "the moon", "octopuses", "ancient rome", "black holes", "honey bees", "the titanic"];
const VARIED_TITLES = [
  "How I restored a 1970s radio",
  "Why bread goes stale",
  "A day at the fish market",
  "Testing cheap vs expensive knives",
  "The bridge nobody finished",
  "Reading old maps with my grandfather",
  "What happened to the lost fleet",
  "Cooking with only a kettle",
  "Ten minutes of rain on a tin roof",
  "Interview: the last lighthouse keeper",
  "Fixing the neighbour's bike",
  "Is the four-day week working?",
];

/** `count` uploads, one every `everyDays` days from 1 day ago, with the given titles and lengths. */
function uploads(
  count: number,
  options: { everyDays?: number; title?: (i: number) => string; seconds?: (i: number) => number | null } = {},
): TemplateUpload[] {
  const everyDays = options.everyDays ?? 3;
  return Array.from({ length: count }, (_, i) => ({
    title: options.title?.(i) ?? VARIED_TITLES[i % VARIED_TITLES.length]!,
    publishedAt: daysAgo(1 + i * everyDays),
    durationSeconds: options.seconds === undefined ? 300 + ((i * 397) % 1500) : options.seconds(i),
  }));
}

const OLD_CHANNEL = "2020-01-01";
const read = (list: TemplateUpload[], extra: { startDate?: string | null; typeId?: string | null } = {}) =>
  readTemplateSignals({
    asOf: AS_OF,
    startDate: extra.startDate ?? OLD_CHANNEL,
    typeId: extra.typeId ?? "whiteboard_explainer",
    uploads: list,
  });
const ids = (list: TemplateUpload[], extra?: Parameters<typeof read>[1]) => read(list, extra)?.signals.map((s) => s.id);

describe("which uploads a reading looks at", () => {
  it("takes the newest 20 published in the 90 days before the sync, and leaves out later or undated ones", () => {
    const list = [
      ...uploads(25, { everyDays: 3 }),
      { title: "after the sync", publishedAt: new Date(AS_OF.getTime() + DAY), durationSeconds: 600 },
      { title: "no date", publishedAt: null, durationSeconds: 600 },
    ];
    const recent = recentUploads(list, AS_OF);
    expect(recent).toHaveLength(TEMPLATE_MAX_UPLOADS);
    expect(recent[0]?.publishedAt).toEqual(daysAgo(1));
    expect(recent.at(-1)?.publishedAt).toEqual(daysAgo(1 + 19 * 3));
    // 31 uploads 3 days apart: only 30 fall within 90 days, the window cuts before the cap would.
    expect(recentUploads(uploads(40, { everyDays: 10 }), AS_OF)).toHaveLength(9);
  });

  it("gives no reading under 8 recent uploads — not a clean one", () => {
    expect(read(uploads(TEMPLATE_MIN_UPLOADS - 1, { title: (i) => `${i} facts about sharks you didn't know` }))).toBeNull();
    expect(read(uploads(TEMPLATE_MIN_UPLOADS))).toEqual({ uploads: TEMPLATE_MIN_UPLOADS, signals: [] });
    // Old uploads do not count toward the minimum.
    expect(read(uploads(12, { everyDays: 20 }))).toBeNull();
  });
});

describe("alike titles", () => {
  it("reduces titles to a skeleton: lower case, numbers as #, words most titles share kept, the rest one gap", () => {
    const titles = TOPICS.map((topic, i) => `${i + 5} Facts About ${topic} You Didn't Know!`);
    expect(titleSkeletons(titles)).toEqual(Array(titles.length).fill("# facts about … you didn't know"));
  });

  it("flags 14 of 20 titles on one skeleton, with the count and the skeleton as its evidence", () => {
    const list = uploads(20, {
      title: (i) => (i < 14 ? `${i + 3} facts about ${TOPICS[i % TOPICS.length]} you didn't know` : VARIED_TITLES[i]!),
    });
    const signal = read(list)?.signals.find((s) => s.id === "alike-titles");
    expect(signal).toEqual({ id: "alike-titles", skeleton: "# facts about … you didn't know", matching: 14, titles: 20 });
    expect(templateSignalView(signal!).evidence).toBe(`14 of 20 recent titles follow "# facts about … you didn't know"`);
  });

  it("needs 3 in 5: 12 of 20 is flagged, 11 of 20 is not", () => {
    const withAlike = (n: number) =>
      uploads(20, {
        title: (i) => (i < n ? `top ${i + 2} ${TOPICS[i % TOPICS.length]} moments ranked` : VARIED_TITLES[i % 12]!),
      });
    expect(ids(withAlike(12))).toContain("alike-titles");
    expect(ids(withAlike(11))).not.toContain("alike-titles");
  });

  it("leaves a naming habit of fewer than 3 kept words alone ('episode # …')", () => {
    const list = uploads(20, { title: (i) => `Episode ${i + 1}: ${VARIED_TITLES[i % 12]}` });
    expect(titleSkeletons(list.map((u) => u.title))[0]).toBe("episode # …");
    expect(ids(list)).not.toContain("alike-titles");
  });

  it("does not flag a channel whose titles vary", () => {
    expect(ids(uploads(20))).toEqual([]);
  });
});

describe("near-identical lengths", () => {
  it("flags when 3 in 4 long-form uploads are within a tenth of their median, worded with the band", () => {
    // 16 uploads at 10:00–10:30, 4 far off: median 10:20, band 9:18–11:22.
    const list = uploads(20, { seconds: (i) => (i < 16 ? 600 + (i % 4) * 10 : 1800 + i * 60) });
    const signal = read(list)?.signals.find((s) => s.id === "alike-durations");
    expect(signal).toEqual({ id: "alike-durations", medianSeconds: 620, within: 16, longUploads: 20 });
    expect(templateSignalView(signal!).evidence).toBe(
      "16 of 20 recent long-form uploads run 9:18–11:22, within 1/10 of their median length of 10:20",
    );
  });

  it("is not flagged at 14 of 20 (under 3 in 4)", () => {
    const list = uploads(20, { seconds: (i) => (i < 14 ? 600 : 2400 + i * 120) });
    expect(ids(list)).not.toContain("alike-durations");
  });

  it("reads only long-form uploads, and needs 8 of them: Shorts are all alike by definition", () => {
    expect(ids(uploads(20, { seconds: () => 58 }))).not.toContain("alike-durations");
    const withLong = (n: number) => uploads(12, { seconds: (i) => (i < n ? 600 : i % 2 === 0 ? 45 : null) });
    expect(ids(withLong(7))).not.toContain("alike-durations");
    expect(ids(withLong(8))).toContain("alike-durations");
  });
});

describe("fast pace on a young channel", () => {
  it("flags 20 uploads in 5 days on a channel started 2 months before (a burst counts over a week at least)", () => {
    const list = uploads(20, { everyDays: 0.2 });
    const signal = read(list, { startDate: "2026-09-01" })?.signals.find((s) => s.id === "young-channel-pace");
    expect(signal).toEqual({ id: "young-channel-pace", uploads: 20, days: 5, startDate: "2026-09-01" });
    expect(templateSignalView(signal!).evidence).toBe(
      "20 uploads in 5 days (20 a week) on a channel started 2026-09-01, under 6 months before",
    );
  });

  it("needs 5 a week: 20 uploads over 28 days is, 20 over 30 days is not", () => {
    // Oldest of 20 uploads 1 + 19 × step days back.
    const over = (days: number) => uploads(20, { everyDays: (days - 1) / 19 });
    expect(ids(over(28), { startDate: "2026-09-01" })).toContain("young-channel-pace");
    expect(ids(over(30), { startDate: "2026-09-01" })).not.toContain("young-channel-pace");
  });

  it("needs a channel under 6 months old, and a known start date", () => {
    const daily = uploads(20, { everyDays: 0.5 });
    expect(ids(daily, { startDate: "2026-05-02" })).toContain("young-channel-pace");
    expect(ids(daily, { startDate: "2026-05-01" })).not.toContain("young-channel-pace");
    expect(ids(daily, { startDate: null })).not.toContain("young-channel-pace");
  });
});

describe("reused-clip format", () => {
  it("follows the policy map: the types high under the reused-content rule", () => {
    expect(REUSED_CONTENT_TYPE_IDS).toContain("compilation_montage");
    expect(REUSED_CONTENT_TYPE_IDS).toContain("music_curation");
    // High, but under the inauthentic-content rule only; watch-level reuse is not a signal.
    expect(REUSED_CONTENT_TYPE_IDS).not.toContain("text_to_speech");
    expect(REUSED_CONTENT_TYPE_IDS).not.toContain("no_face_reaction");
    for (const typeId of REUSED_CONTENT_TYPE_IDS) expect(policyRiskOfType(typeId)?.level).toBe("high");
  });

  it("is a signal beside the reused-content rule's text", () => {
    const reading = read(uploads(20), { typeId: "compilation_montage" });
    expect(reading?.signals).toEqual([{ id: "reused-clip-format", typeId: "compilation_montage" }]);
    const view = templateSignalView(reading!.signals[0]!);
    expect(view.evidence).toBe("Its format, Compilation & Montage, is built from other people's clips or recordings");
    expect(view.policy.startsWith(POLICY_RULES.reused)).toBe(true);
  });
});

describe("looks templated", () => {
  it("takes two signals or more", () => {
    expect(looksTemplated([])).toBe(false);
    expect(looksTemplated([{ id: "alike-titles" }])).toBe(false);
    expect(looksTemplated([{ id: "alike-titles" }, { id: "alike-durations" }])).toBe(true);
  });

  it("reads a mass-produced story channel as templated, with each signal beside its rule, never a percentage", () => {
    const list = uploads(20, {
      everyDays: 0.25,
      title: (i) => `${i + 3} facts about ${TOPICS[i % TOPICS.length]} you didn't know`,
      seconds: (i) => 600 + (i % 5) * 8,
    });
    const risk = templateRiskOf(read(list, { startDate: "2026-10-01", typeId: "text_to_speech" }), AS_OF);
    expect(risk).toMatchObject({ state: "read", uploads: 20, looksTemplated: true });
    if (risk.state !== "read") throw new Error("read");
    expect(risk.signals.map((s) => s.id)).toEqual(["alike-titles", "alike-durations", "young-channel-pace"]);
    for (const signal of risk.signals) {
      expect(signal.policy.startsWith(POLICY_RULES.inauthentic)).toBe(true);
      expect(`${signal.label} ${signal.evidence} ${signal.policy}`).not.toMatch(/%|percent|probab|chance/i);
    }
  });
});

describe("what the page and the API get", () => {
  it("tells apart not read yet, too few uploads, and a reading", () => {
    expect(templateRiskOf(null, null)).toEqual({ state: "not-read" });
    expect(templateRiskOf(null, AS_OF)).toEqual({
      state: "too-few-uploads",
      readAt: AS_OF.toISOString(),
      minimumUploads: 8,
      windowDays: 90,
    });
    expect(templateRiskOf({ uploads: 20, signals: [] }, AS_OF)).toMatchObject({
      state: "read",
      signals: [],
      looksTemplated: false,
    });
    // JSON as a string (a driver that does not parse jsonb) reads the same; unknown signals are dropped.
    expect(templateRiskOf(JSON.stringify({ uploads: 9, signals: [{ id: "gone" }] }), AS_OF)).toMatchObject({
      uploads: 9,
      signals: [],
    });
  });
});

describe("a niche's breakout channels that look templated", () => {
  it("counts a channel as breaking out with an outlier published in the last 90 days", () => {
    expect(isBreakoutChannel([{ outlierScore: OUTLIER_THRESHOLD, publishedAt: daysAgo(89) }], AS_OF)).toBe(true);
    expect(isBreakoutChannel([{ outlierScore: OUTLIER_THRESHOLD, publishedAt: daysAgo(91) }], AS_OF)).toBe(false);
    expect(isBreakoutChannel([{ outlierScore: 2.9, publishedAt: daysAgo(5) }], AS_OF)).toBe(false);
    expect(isBreakoutChannel([{ outlierScore: null, publishedAt: daysAgo(5) }], AS_OF)).toBe(false);
  });

  it("gives 2 of 5 as a share, and not enough data under 3 read channels", () => {
    expect(templatedBreakoutShare({ read: 5, templated: 2 })).toEqual({
      kind: "share",
      breakoutChannels: 5,
      templated: 2,
      share: 0.4,
      words: "2 of 5 breakout channels look templated",
    });
    expect(templatedBreakoutShare({ read: 2, templated: 1 })).toEqual({
      kind: "not-enough-data",
      breakoutChannels: 2,
      minimum: 3,
      words: "Not enough data: 2 breakout channels read, 3 needed",
    });
  });
});
