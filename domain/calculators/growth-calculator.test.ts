// /growth-rate-calculator. Spec §9: "growth projection … with compounding, default 5% monthly
// rate"; issue: "the date each milestone is reached (1K, 10K, 100K, 1M), and the growth rate
// needed to reach a target by a date".
import { describe, expect, it } from "vitest";
import {
  GROWTH_MILESTONES,
  MAX_HORIZON_MONTHS,
  computeGrowth,
  evaluateGrowth,
  growthDefaults,
  requiredGrowthPercent,
} from "#domain/calculators/growth-calculator";
import { monthsToReach } from "#domain/calculators/compound-growth";

const TODAY = "2026-01-15";
const raw = (overrides: Partial<ReturnType<typeof growthDefaults>> = {}) => ({ ...growthDefaults(TODAY), ...overrides });

describe("growth projection — worked example (the defaults)", () => {
  it("500 subscribers growing 5% a month for 36 months", () => {
    expect(GROWTH_MILESTONES).toEqual([1000, 10_000, 100_000, 1_000_000]);
    const { result, errors } = evaluateGrowth(raw(), TODAY);
    expect(errors).toEqual({});
    expect(result?.rows).toHaveLength(37); // month 0 (today) … month 36
    expect(result?.rows[0]).toEqual({ month: 0, date: "2026-01-15", value: 500, change: 0 });
    expect(result?.rows[1]).toEqual({ month: 1, date: "2026-02-15", value: 525, change: 25 });
    expect(result?.rows[12]).toMatchObject({ date: "2027-01-15", value: 898 }); // 500 × 1.05¹² = 897.9
    expect(result?.final).toBe(2896); // 500 × 1.05³⁶ = 2,895.8
    expect(result?.change).toBe(2396);
  });

  it("dates each milestone: the first month at or above it", () => {
    const { result } = evaluateGrowth(raw(), TODAY);
    expect(result?.milestones).toEqual([
      // 500 × 1.05¹⁴ = 989.97, × 1.05¹⁵ = 1,039.46
      { target: 1000, status: "projected", month: 15, date: "2027-04-15" },
      { target: 10_000, status: "projected", month: 62, date: "2031-03-15" },
      { target: 100_000, status: "projected", month: 109, date: "2035-02-15" },
      { target: 1_000_000, status: "projected", month: 156, date: "2039-01-15" },
    ]);
  });

  it("the rate needed for 10,000 by 2028-01-15 (24 months): 20^(1/24) − 1 = 13.2946…% → 13.30%", () => {
    const { target } = evaluateGrowth(raw(), TODAY);
    expect(target).toEqual({
      target: 10_000,
      by: "2028-01-15",
      months: 24,
      requiredPercent: 13.3,
      alreadyReached: false,
      onTrack: false,
    });
  });
});

describe("required growth rate — rounded up so it really gets there", () => {
  it.each([
    [1000, 2000, 12, 5.95], // 2^(1/12) − 1 = 5.946%
    [100, 200, 1, 100], // exact: stays 100, not 100.01
    [1000, 1000, 12, 0], // already there
    [5000, 1000, 12, 0],
    [0, 10, 12, null], // no percentage grows 0
  ])("%j → %j in %j months: %j%", (current, target, months, expected) => {
    expect(requiredGrowthPercent(current, target, months)).toBe(expected);
  });

  it("reaching the target at the rounded rate, not one hundredth below", () => {
    const rate = requiredGrowthPercent(1000, 2000, 12)!;
    expect(Math.round(1000 * (1 + rate / 100) ** 12)).toBeGreaterThanOrEqual(2000);
    expect(Math.round(1000 * (1 + (rate - 0.01) / 100) ** 12)).toBeLessThan(2000);
  });
});

describe("0%, negative growth and zero", () => {
  it("0%: flat, and milestones above today are never reached", () => {
    const { result } = evaluateGrowth(raw({ growth: "0", current: "2000" }), TODAY);
    expect(new Set(result?.rows.map((row) => row.value))).toEqual(new Set([2000]));
    expect(result?.milestones[0]).toEqual({ target: 1000, status: "reached", month: 0, date: TODAY });
    expect(result?.milestones[1]).toMatchObject({ status: "never", month: null, date: null });
  });

  it("negative growth shrinks the projection and is reported, not rejected", () => {
    const { result, errors } = evaluateGrowth(raw({ growth: "-10", months: "2" }), TODAY);
    expect(errors).toEqual({});
    expect(result?.rows.map((row) => row.value)).toEqual([500, 450, 405]);
    expect(result?.rows.map((row) => row.change)).toEqual([0, -50, -45]);
    expect(result?.change).toBe(-95);
    expect(result?.milestones.every((m) => m.status === "never")).toBe(true);
  });

  it("-100% and below are rejected with a message", () => {
    expect(evaluateGrowth(raw({ growth: "-100" }), TODAY).errors.growth).toBe("Must be more than -100%.");
  });

  it("starting from 0 stays at 0", () => {
    const { result, target } = evaluateGrowth(raw({ current: "0" }), TODAY);
    expect(result?.final).toBe(0);
    expect(result?.milestones.every((m) => m.status === "never")).toBe(true);
    expect(target?.requiredPercent).toBeNull();
  });

  it("monthsToReach: exact fits, rounding to whole subscribers, and a century cap", () => {
    expect(monthsToReach(500, 100, 1000)).toBe(1);
    expect(monthsToReach(999, 0.1, 1000)).toBe(1); // 999.999 shows as 1,000
    expect(monthsToReach(1, 0.01, 1_000_000)).toBeNull(); // about 115,000 years
  });
});

describe("validation — a message at the field", () => {
  it.each([
    [{ current: "-1" }, "current", "Can't be negative."],
    [{ current: "12.5" }, "current", "Enter a whole number."],
    [{ months: "0" }, "months", "Must be at least 1."],
    [{ months: "121" }, "months", "Must be at most 120."],
    [{ target: "0" }, "target", "Must be more than 0."],
    [{ by: "2026-02-14" }, "by", "Pick a date at least one month from today."],
    [{ by: TODAY }, "by", "Pick a date at least one month from today."],
    [{ by: "2126-02-15" }, "by", "Pick a date within 100 years."],
    [{ by: "2026-02-30" }, "by", "Enter a date as YYYY-MM-DD."],
  ] as const)("%j → %s: %s", (overrides, field, message) => {
    expect(evaluateGrowth(raw(overrides), TODAY).errors[field]).toBe(message);
  });

  it("a bad target keeps the projection; a bad projection field hides everything", () => {
    const badTarget = evaluateGrowth(raw({ by: "soon" }), TODAY);
    expect(badTarget.result).not.toBeNull();
    expect(badTarget.target).toBeNull();
    const badCurrent = evaluateGrowth(raw({ current: "x" }), TODAY);
    expect(badCurrent.result).toBeNull();
    expect(badCurrent.target).toBeNull();
  });

  it("a date one month ahead is accepted", () => {
    expect(evaluateGrowth(raw({ by: "2026-02-15" }), TODAY).target?.months).toBe(1);
  });
});

describe("huge numbers", () => {
  it("a trillion at 100% a month for ten years stays finite", () => {
    const result = computeGrowth({ metric: "views", current: 1e12, growth: 100, months: MAX_HORIZON_MONTHS }, TODAY);
    expect(Number.isFinite(result.final)).toBe(true);
    expect(result.final).toBe(1e12 * 2 ** 120);
  });
});
