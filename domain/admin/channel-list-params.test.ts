import { describe, expect, it } from "vitest";
import { adminChannelListSearch, hasAdminChannelFilters, parseAdminChannelListParams } from "#domain/admin/channel-list-params";

const NICHE = "0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f2e";

describe("admin channel list params", () => {
  it("reads every filter from the URL", () => {
    const params = parseAdminChannelListParams(
      new URLSearchParams(`q=+ocean+&type=asmr_ambient&niche=${NICHE}&country=GB&featured=yes&demo=no&sort=views&page=3`),
    );
    expect(params).toEqual({
      query: "ocean",
      type: "asmr_ambient",
      nicheId: NICHE,
      country: "GB",
      featured: "yes",
      demo: "no",
      sort: "views",
      page: 3,
    });
    expect(hasAdminChannelFilters(params)).toBe(true);
  });

  it("ignores values it does not know instead of failing", () => {
    const params = parseAdminChannelListParams(
      new URLSearchParams("type=Bad Type&niche=nope&country=XX&featured=maybe&sort=random&page=-2"),
    );
    expect(params).toEqual({
      query: "",
      type: null,
      nicheId: null,
      country: null,
      featured: null,
      demo: null,
      sort: "newest",
      page: 1,
    });
    expect(hasAdminChannelFilters(params)).toBe(false);
  });

  it("writes short addresses, leaving defaults out", () => {
    const params = parseAdminChannelListParams(new URLSearchParams("q=ocean&page=2"));
    expect(adminChannelListSearch(params)).toBe("?q=ocean&page=2");
    expect(adminChannelListSearch(params, { page: 1, query: "" })).toBe("");
  });
});
