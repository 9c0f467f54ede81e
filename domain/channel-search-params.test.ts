// PRODUCT.md "Channel search": all state in the URL; revenue filters for members only (spec §6).
import { describe, expect, it } from "vitest";
import {
  channelSearchParamsSchema,
  decodeCursor,
  encodeCursor,
  parseSearchParamsLeniently,
  toChannelSearchQuery,
} from "#domain/channel-search-params";
import { firstIssueMessage } from "#domain/request-values";
import { channelSearchHref } from "#domain/channel-search-url";

const VISITOR = { canSeeRevenue: false };
const MEMBER = { canSeeRevenue: true };

describe("channel search params", () => {
  it("reads a shared URL: empty form fields are unset, numbers are coerced", () => {
    const { params, invalid } = parseSearchParamsLeniently(
      new URLSearchParams("q=history&subs_min=&subs_max=5000&country=US&page=2"),
    );
    expect(invalid).toEqual([]);
    const { query } = toChannelSearchQuery(params, VISITOR);
    expect(query).toMatchObject({
      q: "history",
      subscribersMin: null,
      subscribersMax: 5000,
      country: "US",
      page: 2,
      offset: 24,
      sort: "relevance",
    });
  });

  it("drops an invalid field on the page instead of failing the whole search", () => {
    const { params, invalid } = parseSearchParamsLeniently(new URLSearchParams("q=space&subs_min=lots&upload_rate=sometimes"));
    expect(invalid.sort()).toEqual(["subs_min", "upload_rate"]);
    expect(params).toEqual({ q: "space" });
  });

  // Values PostgreSQL refused (a 500) before: counts are compared with integer/bigint columns.
  it.each([
    ["subs_min=1.5", "subs_min must be a whole number"],
    ["subs_max=1e23", "subs_max must be written with digits only, such as 1500"],
    ["videos_min=2147483648", "videos_min must be 2,147,483,647 or less"],
    ["views_max=-1", "views_max cannot be negative"],
    ["started_from=2024-02-30", "started_from must be a real date (yyyy-mm-dd), such as 2024-02-29"],
    ["started_to=2023-02-29", "started_to must be a real date (yyyy-mm-dd), such as 2024-02-29"],
  ])("names the malformed %s with a clear message and leaves it out", (search, message) => {
    const { params, messages } = parseSearchParamsLeniently(new URLSearchParams(`q=space&${search}`));
    expect(messages).toEqual([message]);
    expect(params).toEqual({ q: "space" });
    const strict = channelSearchParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
    expect(strict.success).toBe(false);
    if (!strict.success) expect(firstIssueMessage(strict.error)).toBe(message);
  });

  it("gives the API a clear message for a bad value", () => {
    const result = channelSearchParamsSchema.safeParse({ limit: "500" });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe("limit must be 100 or less");
  });

  it("defaults the sort to relevance with words and to subscribers without", () => {
    expect(toChannelSearchQuery({ q: "x" }, VISITOR).query.sort).toBe("relevance");
    expect(toChannelSearchQuery({}, VISITOR).query.sort).toBe("subscribers");
  });

  it("keeps revenue filters and sorts for members only (spec §6)", () => {
    const params = { sort: "revenue_per_subscriber" as const, monthly_min: 100 };
    expect(toChannelSearchQuery(params, MEMBER)).toMatchObject({
      query: { sort: "revenue_per_subscriber", monthlyRevenueMin: 100 },
      ignored: [],
    });
    const visitor = toChannelSearchQuery(params, VISITOR);
    expect(visitor.query).toMatchObject({ sort: "subscribers", monthlyRevenueMin: null });
    expect(visitor.ignored.sort()).toEqual(["monthly_min", "sort"]);
  });

  it("round-trips a cursor and turns it into an offset", () => {
    expect(decodeCursor(encodeCursor(48))).toBe(48);
    expect(decodeCursor("garbage")).toBeNull();
    expect(toChannelSearchQuery({ cursor: encodeCursor(50), limit: 25 }, VISITOR).query).toMatchObject({ offset: 50, page: 3 });
  });
});

describe("channelSearchHref — the address of a search", () => {
  it("writes the set fields by their query-string names, leaving blanks and page 1 out", () => {
    expect(channelSearchHref({})).toBe("/channel-search");
    expect(channelSearchHref({ niche: "true-crime" })).toBe("/channel-search?niche=true-crime");
    expect(channelSearchHref({ q: " history ", subs_min: 1000, country: "", page: 1 })).toBe(
      "/channel-search?q=history&subs_min=1000",
    );
    expect(channelSearchHref({ q: "café & crime", page: 3 })).toBe("/channel-search?q=caf%C3%A9+%26+crime&page=3");
  });
});
