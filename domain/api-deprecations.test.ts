import { describe, expect, it } from "vitest";
import { API_CHANGES, apiChanges, deprecationNote } from "#domain/api-deprecations";

describe("API changes and deprecations", () => {
  it("says until when a deprecated field is served, or that it changed at once", () => {
    expect(deprecationNote(API_CHANGES.nicheDemonetizationRisk)).toMatch(
      /^Deprecated on 2026-11-27; served until 2027-05-31\. The editorial rating alone/,
    );
    expect(deprecationNote(API_CHANGES.nicheRiskTerm)).toMatch(
      /^Changed on 2026-11-27\. Replaced by the term with id monetizationRisk/,
    );
  });

  it("serves a deprecated form for a while after it is deprecated", () => {
    for (const change of apiChanges()) {
      if (change.until !== null) expect(change.until > change.since).toBe(true);
    }
  });
});
