import { describe, expect, it } from "vitest";
import { derivedRevenueFields } from "#domain/admin/channel-form";
import { estimateCpm } from "#domain/cpm-estimate";
import { isEstimatedCpm, syncedCpm, syncedRevenueFields } from "#domain/channel-sync-estimates";

const niche = { nicheRpmLow: 4, nicheRpmHigh: 12 };

describe("syncedCpm", () => {
  it("estimates a missing CPM from the niche range and the country, and remembers it as an estimate", () => {
    const mid = estimateCpm(4, 12, "GB")!.mid;
    expect(syncedCpm({ storedCpm: null, estimatedCpm: undefined, ...niche, country: "GB" })).toEqual({ cpm: mid, estimate: mid });
  });

  it("re-estimates its own estimate when the country changes", () => {
    const before = estimateCpm(4, 12, "GB")!.mid;
    const after = estimateCpm(4, 12, "US")!.mid;
    expect(syncedCpm({ storedCpm: before, estimatedCpm: before, ...niche, country: "US" })).toEqual({ cpm: after, estimate: after });
  });

  it("keeps a CPM an admin typed", () => {
    expect(syncedCpm({ storedCpm: 7.5, estimatedCpm: undefined, ...niche, country: "US" })).toEqual({ cpm: 7.5, estimate: null });
    // Typed over an earlier estimate: no longer ours.
    expect(syncedCpm({ storedCpm: 7.5, estimatedCpm: 3.2, ...niche, country: "US" })).toEqual({ cpm: 7.5, estimate: null });
    expect(isEstimatedCpm(7.5, 3.2)).toBe(false);
  });

  it("leaves the CPM alone without a niche range to estimate from", () => {
    expect(syncedCpm({ storedCpm: null, estimatedCpm: undefined, nicheRpmLow: null, nicheRpmHigh: null, country: "US" })).toEqual({ cpm: null, estimate: null });
    expect(syncedCpm({ storedCpm: 3.2, estimatedCpm: 3.2, nicheRpmLow: null, nicheRpmHigh: null, country: "US" })).toEqual({ cpm: 3.2, estimate: 3.2 });
  });
});

describe("syncedRevenueFields", () => {
  const savedAt = new Date("2026-01-01T00:00:00Z");
  const now = new Date("2026-02-01T00:00:00Z");
  const basis = { totalViews: 1_000_000, totalSubscribers: 10_000, videoCount: 100, cpm: 5, startDate: "2024-01-01" };
  const grown = { ...basis, totalViews: 1_500_000, totalSubscribers: 12_000, videoCount: 110 };

  it("recalculates figures the formulas gave, and fills missing ones", () => {
    const previous = { ...basis, ...derivedRevenueFields(basis, savedAt), updatedAt: savedAt };
    expect(syncedRevenueFields(previous, grown, now)).toEqual(derivedRevenueFields(grown, now));
    const empty = { ...basis, revenuePerMonth: null, revenuePerVideo: null, revenuePerSubscriber: null, updatedAt: savedAt };
    expect(syncedRevenueFields(empty, grown, now)).toEqual(derivedRevenueFields(grown, now));
  });

  it("keeps figures an admin typed", () => {
    const previous = { ...basis, ...derivedRevenueFields(basis, savedAt), revenuePerVideo: 123.45, updatedAt: savedAt };
    const result = syncedRevenueFields(previous, grown, now);
    expect(result.revenuePerVideo).toBe(123.45);
    expect(result.revenuePerSubscriber).toBe(derivedRevenueFields(grown, now).revenuePerSubscriber);
  });
});
