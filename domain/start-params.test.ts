import { describe, expect, it } from "vitest";
import { firstIssueMessage } from "#domain/request-values";
import { DEFAULT_START_CONSTRAINTS, parseStartParams, startParamsSchema, startUrl } from "#domain/start-params";

const parse = (query: string) => parseStartParams(new URLSearchParams(query));

describe("/start's constraints", () => {
  it("reads every field of a shared URL, languages repeated", () => {
    expect(parse("hours=10&budget=50&voice=narrate&format=shorts&lang=es&lang=pt&lang=es")).toEqual({
      constraints: { hours: 10, budget: 50, narrates: true, format: "shorts", languages: ["es", "pt"] },
      submitted: true,
      messages: [],
      invalid: [],
      fieldErrors: {},
    });
  });

  it("shows the form alone for a bare /start, and fills a partial URL with the defaults", () => {
    expect(parse("")).toMatchObject({ submitted: false, constraints: DEFAULT_START_CONSTRAINTS });
    expect(parse("hours=3")).toMatchObject({
      submitted: true,
      constraints: { ...DEFAULT_START_CONSTRAINTS, hours: 3 },
    });
  });

  it.each([
    ["hours=0", "hours", "hours must be 1 or more"],
    ["hours=200", "hours", "hours must be 80 or less"],
    ["hours=2.5", "hours", "hours must be a whole number"],
    ["hours=lots", "hours", "hours must be a number"],
    ["budget=-5", "budget", "budget cannot be negative"],
    ["budget=1e9", "budget", "budget must be written with digits only, such as 1500"],
    ["voice=robot", "voice", "voice must be one of narrate, none"],
    ["format=vertical", "format", "format must be one of long, shorts, either"],
    ["lang=xx", "lang", "lang must be one of en, es, pt, de, fr, it, hi, id, ja, ko, ar, tr"],
  ])("names the bad %s and keeps the rest", (query, field, message) => {
    const other = field === "hours" ? "budget=20" : "hours=9";
    const result = parse(`${query}&${other}`);
    expect(result.invalid).toEqual([field]);
    expect(result.messages).toEqual([message]);
    expect(result.fieldErrors).toEqual({ [field]: message });
    // The bad field falls back to its default; the good one still applies.
    expect(result.constraints).toMatchObject(field === "hours" ? { hours: 5, budget: 20 } : { hours: 9 });
  });

  it("refuses the same values strictly, as an API would", () => {
    const strict = startParamsSchema.safeParse({ hours: "200" });
    expect(strict.success).toBe(false);
    if (!strict.success) expect(firstIssueMessage(strict.error)).toBe("hours must be 80 or less");
    expect(startParamsSchema.parse({ hours: "4", lang: ["en", "de"] })).toEqual({ hours: 4, lang: ["en", "de"] });
  });

  it("writes the URL the form submits, so it reads back the same", () => {
    const constraints = {
      hours: 12,
      budget: 40,
      narrates: true,
      format: "long" as const,
      languages: ["en" as const, "fr" as const],
    };
    const url = startUrl(constraints);
    expect(url).toBe("/start?hours=12&budget=40&voice=narrate&format=long&lang=en&lang=fr");
    expect(parseStartParams(new URL(url, "http://x").searchParams).constraints).toEqual(constraints);
  });
});
