import { describe, expect, it } from "vitest";
import {
  CREATOR_SHARE,
  MONETIZED_PLAYBACK_SHARE,
  RPM_PER_CPM,
  advertiserCpmFromRpm,
  rpmFromAdvertiserCpm,
} from "#domain/ad-rates";

describe("advertiser CPM and creator RPM", () => {
  it("relates them by the monetized-playback share and the creator's 55%", () => {
    expect(CREATOR_SHARE.value).toBe(0.55);
    expect(RPM_PER_CPM).toBeCloseTo(0.341, 3);
    // Within the published ratio of US creator RPM to advertiser CPM (0.31–0.37).
    expect(RPM_PER_CPM).toBeGreaterThan(0.31);
    expect(RPM_PER_CPM).toBeLessThan(0.37);
    expect(MONETIZED_PLAYBACK_SHARE.source).toMatch(/11\.04/);
  });

  it("works the issue's example both ways: a $15.83 CPM is a $5.40 RPM, and a $1.77 RPM a $5.19 CPM", () => {
    expect(rpmFromAdvertiserCpm(15.83)).toBeCloseTo(5.3981, 3);
    expect(advertiserCpmFromRpm(1.77)).toBe(5.19);
    // The advertiser's rate is always the higher of the two.
    expect(advertiserCpmFromRpm(1.77)!).toBeGreaterThan(1.77);
  });

  it("gives null for a missing or negative rate", () => {
    expect(advertiserCpmFromRpm(null)).toBeNull();
    expect(rpmFromAdvertiserCpm(-1)).toBeNull();
    expect(advertiserCpmFromRpm("2.5")).toBe(7.33);
  });
});
