import { describe, expect, it } from "vitest";
import { canonicalSavedSearchQuery, describeSavedSearch, savedSearchNameSchema } from "#domain/saved-search";

describe("canonicalSavedSearchQuery", () => {
  it("keeps the filters in one order and leaves out the page, limit and cursor", () => {
    const a = canonicalSavedSearchQuery("?page=3&country=US&q=rain&limit=10&subs_min=1000");
    const b = canonicalSavedSearchQuery(new URLSearchParams("subs_min=1000&q=rain&country=US"));
    expect(a).toEqual({ ok: true, query: "q=rain&country=US&subs_min=1000" });
    expect(b).toEqual(a);
  });

  it("drops blanks, unknown names and the default sort, keeps another sort", () => {
    expect(canonicalSavedSearchQuery("q=&niche=&utm_source=x&sort=subscribers")).toEqual({ ok: true, query: "" });
    expect(canonicalSavedSearchQuery("q=rain&sort=relevance")).toEqual({ ok: true, query: "q=rain" });
    expect(canonicalSavedSearchQuery("sort=newest")).toEqual({ ok: true, query: "sort=newest" });
  });

  it("refuses an invalid field with that field's message instead of dropping it", () => {
    expect(canonicalSavedSearchQuery("subs_min=abc")).toEqual({ ok: false, message: expect.stringMatching(/^subs_min/) });
    expect(canonicalSavedSearchQuery("country=nowhere")).toEqual({
      ok: false,
      message: "country must be a two-letter code or 'Other'",
    });
  });
});

describe("describeSavedSearch", () => {
  const labels = { types: { asmr_ambient: "ASMR & Ambient" }, niches: { "sleep-sounds": "Sleep Sounds" } };

  it("says each filter in words, with the catalogue's names", () => {
    expect(
      describeSavedSearch(
        "q=rain&type=asmr_ambient&niche=sleep-sounds&country=US&subs_min=10000&subs_max=1000000&upload_rate=normal&sort=newest",
        labels,
      ),
    ).toEqual([
      "“rain”",
      "Type: ASMR & Ambient",
      "Niche: Sleep Sounds",
      "Country: United States",
      "Subscribers 10K–1M",
      "Uploads: Normal (2-4 per week)",
      "Sorted by Newest channels",
    ]);
  });

  it("says 'All channels' for an empty search and shows an unknown id as it is", () => {
    expect(describeSavedSearch("", labels)).toEqual(["All channels"]);
    expect(describeSavedSearch("niche=gone&rpm_min=4", labels)).toEqual(["Niche: gone", "RPM ≥ $4.00"]);
    // Saved before the rate filter was named for what it compares.
    expect(describeSavedSearch("cpm_min=4&cpm_max=6", labels)).toEqual(["RPM $4.00–$6.00"]);
  });
});

describe("savedSearchNameSchema", () => {
  it("trims, and wants 1 to 80 characters", () => {
    expect(savedSearchNameSchema.parse("  Rain US  ")).toBe("Rain US");
    expect(savedSearchNameSchema.safeParse("   ").error?.issues[0]?.message).toBe("Give the search a name");
    expect(savedSearchNameSchema.safeParse("x".repeat(81)).error?.issues[0]?.message).toBe(
      "The name can be at most 80 characters",
    );
    expect(savedSearchNameSchema.safeParse("x".repeat(80)).success).toBe(true);
  });
});
