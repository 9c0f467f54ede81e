import { describe, expect, it } from "vitest";
import {
  COMPARE_MAX,
  addComparePick,
  compareHref,
  mergeHistories,
  parseCompareParam,
  readComparePicks,
  removeComparePick,
} from "#domain/compare-channels";

const A = "history-lab-5b0c8a4e-9f1d-4c1e-8a55-0c2f6a1b7d10";
const B = "calm-sleep-7e2d0a11-3b4c-4d5e-9f60-1a2b3c4d5e6f";

describe("parseCompareParam", () => {
  it("keeps the slugs in the URL's order", () => {
    expect(parseCompareParam(`${A},${B}`)).toEqual({ ok: true, selection: { slugs: [A, B], repeated: [], dropped: [] } });
  });

  it("treats a missing or blank value as no channels, and skips empty items", () => {
    expect(parseCompareParam(null)).toEqual({ ok: true, selection: { slugs: [], repeated: [], dropped: [] } });
    expect(parseCompareParam("  ")).toEqual({ ok: true, selection: { slugs: [], repeated: [], dropped: [] } });
    expect(parseCompareParam(`${A},,${B},`)).toMatchObject({ ok: true, selection: { slugs: [A, B] } });
  });

  it("shows a repeated slug once and names it", () => {
    expect(parseCompareParam(`${A},${B},${A},${A}`)).toEqual({
      ok: true,
      selection: { slugs: [A, B], repeated: [A], dropped: [] },
    });
  });

  it("compares the first four and names the rest", () => {
    const slugs = ["a-1", "b-2", "c-3", "d-4", "e-5", "f-6"];
    const parsed = parseCompareParam(slugs.join(","));
    expect(parsed).toEqual({
      ok: true,
      selection: { slugs: slugs.slice(0, COMPARE_MAX), repeated: [], dropped: ["e-5", "f-6"] },
    });
  });

  it("accepts non-Latin titles (slugs keep Unicode letters)", () => {
    expect(parseCompareParam("история-1,b-2")).toMatchObject({ ok: true, selection: { slugs: ["история-1", "b-2"] } });
  });

  it("refuses what is not a slug, naming it", () => {
    const parsed = parseCompareParam(`${A},<script>`);
    expect(parsed).toEqual({ ok: false, message: 'c must be channel slugs separated by commas; "<script>" is not one' });
    expect(parseCompareParam("a b,c").ok).toBe(false);
    expect(parseCompareParam(`${"x".repeat(301)},b`).ok).toBe(false);
    expect(parseCompareParam("a,".repeat(1_001)).ok).toBe(false);
  });
});

describe("compareHref", () => {
  it("builds the shareable URL", () => {
    expect(compareHref([A, B])).toBe(`/compare?c=${A},${B}`);
    expect(compareHref([])).toBe("/compare");
  });
});

describe("mergeHistories", () => {
  it("puts every snapshot day on one time line, oldest first, null where a channel has none", () => {
    const merged = mergeHistories([
      [
        { day: "2026-02-01", value: 20 },
        { day: "2026-01-01", value: 10 },
      ],
      [
        { day: "2026-01-15", value: 5 },
        { day: "2026-02-01", value: 7 },
      ],
    ]);
    expect(merged).toEqual([
      { day: "2026-01-01", values: [10, null] },
      { day: "2026-01-15", values: [null, 5] },
      { day: "2026-02-01", values: [20, 7] },
    ]);
  });
});

describe("compare picks", () => {
  const pick = (n: number) => ({ slug: `c-${n}`, title: `Channel ${n}` });

  it("adds each channel once and holds at most four", () => {
    let picks = addComparePick([], pick(1));
    picks = addComparePick(picks, pick(1));
    expect(picks).toEqual([pick(1)]);
    for (const n of [2, 3, 4, 5]) picks = addComparePick(picks, pick(n));
    expect(picks.map((p) => p.slug)).toEqual(["c-1", "c-2", "c-3", "c-4"]);
    expect(removeComparePick(picks, "c-2").map((p) => p.slug)).toEqual(["c-1", "c-3", "c-4"]);
  });

  it("reads stored picks defensively", () => {
    expect(readComparePicks(null)).toEqual([]);
    expect(readComparePicks("{not json")).toEqual([]);
    expect(readComparePicks('{"slug":"a"}')).toEqual([]);
    expect(readComparePicks(JSON.stringify([pick(1), { slug: "<x>", title: "bad" }, { slug: 3 }, pick(1), pick(2)]))).toEqual([
      pick(1),
      pick(2),
    ]);
  });
});
