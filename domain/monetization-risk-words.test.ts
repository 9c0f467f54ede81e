import { describe, expect, it } from "vitest";
import { MONETIZATION_RISK_NAME, editorialProvenance, monetizationRiskLabel } from "#domain/monetization-risk-words";

describe("the figure's name and levels", () => {
  it("is called Monetization risk, Low / Medium / High", () => {
    expect(MONETIZATION_RISK_NAME).toBe("Monetization risk");
    expect(["low", "medium", "high"].map((level) => monetizationRiskLabel(level as "low"))).toEqual(["Low", "Medium", "High"]);
  });
});

describe("editorialProvenance: who set the rating and when", () => {
  it("names the admin from the audit log, or says it came with the niche, or that it is not recorded", () => {
    expect(editorialProvenance({ source: "admin-edit", setBy: "Ada Admin", setOn: "2026-11-27" })).toBe(
      "Set by Ada Admin on Nov 27, 2026.",
    );
    expect(editorialProvenance({ source: "admin-edit", setBy: null, setOn: "2026-11-27" })).toBe(
      "Set by a former admin on Nov 27, 2026.",
    );
    expect(editorialProvenance({ source: "niche-added", setBy: null, setOn: "2026-11-01" })).toBe(
      "Set by the catalogue's editors when the niche was added on Nov 1, 2026; no admin has changed it since.",
    );
    expect(editorialProvenance({ source: "unrecorded", setBy: null, setOn: "2026-11-20" })).toBe(
      "Changed outside the admin screens on Nov 20, 2026; who set it is not recorded.",
    );
  });
});
