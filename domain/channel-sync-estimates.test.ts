import { describe, expect, it } from "vitest";
import { estimateCpm } from "#domain/cpm-estimate";
import { isEstimatedCpm, syncedCpm } from "#domain/channel-sync-estimates";

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
