// The niche list's filters: one schema for /niches (lenient) and GET /api/v1/niches (strict).
import { describe, expect, it } from "vitest";
import { nicheListParamsSchema, parseNicheListParamsLeniently } from "#domain/niche-list-params";
import { firstIssueMessage } from "#domain/request-values";

describe("niche list params", () => {
  it("reads the filters of a URL, empty fields unset and the sort by name unless set", () => {
    expect(
      parseNicheListParamsLeniently(
        new URLSearchParams("competition=low&risk=&category=%20Finance%20&verdict=twist&stage=emerging&sort=verdict"),
      ),
    ).toEqual({
      filters: {
        competition: "low",
        risk: null,
        editorialRisk: null,
        category: "Finance",
        verdict: "twist",
        stage: "emerging",
        sort: "verdict",
      },
      messages: [],
    });
    expect(parseNicheListParamsLeniently(new URLSearchParams("")).filters).toEqual({
      competition: null,
      risk: null,
      editorialRisk: null,
      category: null,
      verdict: null,
      stage: null,
      sort: "name",
    });
  });

  it.each([
    ["competition=extreme", "competition must be one of low, medium, high"],
    ["risk=none", "risk must be one of low, medium, high"],
    ["sort=hottest", "sort must be one of name, rpm, score, verdict"],
    ["verdict=maybe", "verdict must be one of enter, twist, stay-out"],
    ["stage=booming", "stage must be one of emerging, accelerating, saturating, decaying, steady"],
    [`category=${"x".repeat(101)}`, "category must be 100 characters or fewer"],
  ])("leaves out the malformed %s with the message the API answers 400 with", (search, message) => {
    const other = search.startsWith("category") ? "competition=high" : "category=Finance";
    const { filters, messages } = parseNicheListParamsLeniently(new URLSearchParams(`${search}&${other}`));
    expect(messages).toEqual([message]);
    // The other filters still apply.
    expect(filters).toMatchObject(
      search.startsWith("category") ? { category: null, competition: "high" } : { category: "Finance" },
    );
    const strict = nicheListParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
    expect(strict.success).toBe(false);
    if (!strict.success) expect(firstIssueMessage(strict.error)).toBe(message);
  });

  it("names every malformed filter at once", () => {
    expect(parseNicheListParamsLeniently(new URLSearchParams("competition=x&sort=y")).messages).toEqual([
      "competition must be one of low, medium, high",
      "sort must be one of name, rpm, score, verdict",
    ]);
  });
});
