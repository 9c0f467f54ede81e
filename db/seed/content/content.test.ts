import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { seedHtmlProblems, seedHtmlText } from "#tests/support/seed-html-problems";
import { FACTS } from "#db/seed/content/facts";
import { IDEAS } from "#db/seed/content/ideas";
import { NICHES } from "#db/seed/content/niches";

// Spec §3: "Channel type catalogue, 26 ids listed" — niches and ideas may only point at those.
const TYPE_IDS = new Set(CHANNEL_TYPE_CATALOGUE.map((t) => t.id));
const NICHE_SLUGS = new Set(NICHES.map((n) => n.slug));

// YouTube's video category names; the channel detail page shows the category as written here.
const YOUTUBE_CATEGORIES = new Set([
  "Autos & Vehicles",
  "Comedy",
  "Education",
  "Entertainment",
  "Film & Animation",
  "Gaming",
  "Howto & Style",
  "Music",
  "News & Politics",
  "Nonprofits & Activism",
  "People & Blogs",
  "Pets & Animals",
  "Science & Technology",
  "Sports",
  "Travel & Events",
]);

function expectUnique(values: readonly string[]): void {
  const seen = new Set<string>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(duplicates).toEqual([]);
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("NICHES", () => {
  it("holds about 40 niches (35–45)", () => {
    expect(NICHES.length).toBeGreaterThanOrEqual(35);
    expect(NICHES.length).toBeLessThanOrEqual(45);
  });

  it("has unique kebab-case slugs and unique names", () => {
    for (const n of NICHES) expect(n.slug).toMatch(KEBAB);
    expectUnique(NICHES.map((n) => n.slug));
    expectUnique(NICHES.map((n) => n.name));
  });

  it("links each niche to 2–4 known channel types (spec §3 catalogue ids)", () => {
    for (const n of NICHES) {
      expect(n.channelTypeIds.length, n.slug).toBeGreaterThanOrEqual(2);
      expect(n.channelTypeIds.length, n.slug).toBeLessThanOrEqual(4);
      expectUnique(n.channelTypeIds);
      for (const id of n.channelTypeIds) expect(TYPE_IDS.has(id), `${n.slug} → ${id}`).toBe(true);
    }
  });

  it("has a positive RPM range with low ≤ high", () => {
    for (const n of NICHES) {
      expect(n.rpmLow, n.slug).toBeGreaterThan(0);
      expect(n.rpmLow, n.slug).toBeLessThanOrEqual(n.rpmHigh);
    }
  });

  it("uses YouTube category names and 5–8 lowercase keywords", () => {
    for (const n of NICHES) {
      expect(YOUTUBE_CATEGORIES.has(n.category), `${n.slug}: ${n.category}`).toBe(true);
      expect(n.keywords.length, n.slug).toBeGreaterThanOrEqual(5);
      expect(n.keywords.length, n.slug).toBeLessThanOrEqual(8);
      for (const k of n.keywords) expect(k, n.slug).toMatch(/^[a-z0-9][a-z0-9 ]*$/);
      expectUnique(n.keywords);
    }
  });

  it("has safe, non-empty HTML descriptions of 1–2 paragraphs", () => {
    for (const n of NICHES) {
      expect(seedHtmlProblems(n.description), n.slug).toEqual([]);
      expect(seedHtmlText(n.description).length, n.slug).toBeGreaterThan(40);
      const paragraphs = n.description.match(/<p>/g)?.length ?? 0;
      expect(paragraphs, n.slug).toBeGreaterThanOrEqual(1);
      expect(paragraphs, n.slug).toBeLessThanOrEqual(2);
    }
  });
});

describe("IDEAS", () => {
  it("holds about 60 ideas (55–65)", () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(55);
    expect(IDEAS.length).toBeLessThanOrEqual(65);
  });

  it("has unique kebab-case slugs and unique titles", () => {
    for (const i of IDEAS) expect(i.slug).toMatch(KEBAB);
    expectUnique(IDEAS.map((i) => i.slug));
    expectUnique(IDEAS.map((i) => i.title));
  });

  it("points every idea at an existing niche and a spec §3 channel type", () => {
    for (const i of IDEAS) {
      expect(NICHE_SLUGS.has(i.nicheSlug), `${i.slug} → ${i.nicheSlug}`).toBe(true);
      expect(TYPE_IDS.has(i.channelTypeId), `${i.slug} → ${i.channelTypeId}`).toBe(true);
    }
  });

  it("has a positive RPM range inside its niche's range", () => {
    const bySlug = new Map(NICHES.map((n) => [n.slug, n]));
    for (const i of IDEAS) {
      expect(i.rpmLow, i.slug).toBeGreaterThan(0);
      expect(i.rpmLow, i.slug).toBeLessThanOrEqual(i.rpmHigh);
      const niche = bySlug.get(i.nicheSlug);
      expect(niche, i.slug).toBeDefined();
      if (!niche) continue;
      expect(i.rpmLow, i.slug).toBeGreaterThanOrEqual(niche.rpmLow);
      expect(i.rpmHigh, i.slug).toBeLessThanOrEqual(niche.rpmHigh);
    }
  });

  it("has a one-sentence summary of at most 160 characters", () => {
    for (const i of IDEAS) {
      expect(i.summary.length, i.slug).toBeGreaterThan(20);
      expect(i.summary.length, i.slug).toBeLessThanOrEqual(160);
      expect(i.summary, i.slug).not.toMatch(/[<>]/);
    }
  });

  it("has plausible effort figures and 3–6 tools", () => {
    for (const i of IDEAS) {
      expect(i.hoursPerVideo, i.slug).toBeGreaterThan(0);
      expect(i.hoursPerVideo, i.slug).toBeLessThanOrEqual(60);
      expect(i.tools.length, i.slug).toBeGreaterThanOrEqual(3);
      expect(i.tools.length, i.slug).toBeLessThanOrEqual(6);
      expectUnique(i.tools);
    }
  });

  it("has a safe HTML body covering concept, audience, plan, monetization and pitfalls", () => {
    for (const i of IDEAS) {
      expect(seedHtmlProblems(i.body), i.slug).toEqual([]);
      for (const part of ["Audience:", "Content plan", "Monetization", "Pitfalls"]) expect(i.body, i.slug).toContain(part);
      expect(i.body.match(/<li>/g)?.length ?? 0, i.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives every catalogue type and every niche at least one idea, so no demo page is empty", () => {
    const usedTypes = new Set(IDEAS.map((i) => i.channelTypeId));
    const usedNiches = new Set(IDEAS.map((i) => i.nicheSlug));
    expect([...TYPE_IDS].filter((id) => !usedTypes.has(id))).toEqual([]);
    expect([...NICHE_SLUGS].filter((slug) => !usedNiches.has(slug))).toEqual([]);
  });
});

describe("FACTS", () => {
  it("holds about 60 facts (55–65), mostly active with a few inactive", () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(55);
    expect(FACTS.length).toBeLessThanOrEqual(65);
    const inactive = FACTS.filter((f) => !f.isActive).length;
    expect(inactive).toBeGreaterThanOrEqual(3);
    expect(inactive).toBeLessThanOrEqual(4);
  });

  it("has unique titles", () => {
    expectUnique(FACTS.map((f) => f.title));
  });

  it("stores content as one safe paragraph", () => {
    for (const f of FACTS) {
      expect(seedHtmlProblems(f.content), f.title).toEqual([]);
      expect(f.content, f.title).toMatch(/^<p>[\s\S]+<\/p>$/);
      expect(f.content.match(/<p>/g)?.length, f.title).toBe(1);
      expect(seedHtmlText(f.content).length, f.title).toBeGreaterThan(40);
    }
  });

  it("states the Partner Program thresholds correctly where it quotes them", () => {
    const ypp = FACTS.find((f) => f.title === "The Partner Program thresholds");
    expect(ypp).toBeDefined();
    const text = seedHtmlText(ypp?.content ?? "");
    for (const rule of [
      "1,000 subscribers",
      "4,000 valid public watch hours",
      "12 months",
      "10 million valid public Shorts views",
      "90 days",
    ]) {
      expect(text).toContain(rule);
    }
  });
});

describe("htmlProblems (the check the content tests rely on)", () => {
  it("rejects scripts, handlers, javascript: links, unknown tags and bare ampersands", () => {
    expect(seedHtmlProblems('<p>ok <strong>fine</strong> <a href="https://example.com">x</a> &amp;</p>')).toEqual([]);
    expect(seedHtmlProblems("<script>alert(1)</script>")).not.toEqual([]);
    expect(seedHtmlProblems('<p onclick="x()">a</p>')).not.toEqual([]);
    expect(seedHtmlProblems('<a href="javascript:alert(1)">a</a>')).not.toEqual([]);
    expect(seedHtmlProblems("<div>a</div>")).not.toEqual([]);
    expect(seedHtmlProblems('<p class="x">a</p>')).not.toEqual([]);
    expect(seedHtmlProblems("<p>Q&A</p>")).not.toEqual([]);
  });
});
