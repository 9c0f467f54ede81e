import { describe, expect, it } from "vitest";
import { isCrossSiteWrite, type WriteSender } from "#domain/cross-site-request";

const post = (sender: Partial<WriteSender>): boolean =>
  isCrossSiteWrite({ method: "POST", origin: null, fetchSite: null, host: "atlas.example", publicOrigin: null, ...sender });

describe("isCrossSiteWrite", () => {
  it("lets the site's own pages write", () => {
    expect(post({ origin: "https://atlas.example" })).toBe(false);
    expect(post({ origin: "http://atlas.example" })).toBe(false);
    expect(post({ origin: "http://localhost:3000", host: "localhost:3000" })).toBe(false);
    expect(post({ origin: "https://Atlas.Example", host: "ATLAS.example" })).toBe(false);
  });

  it("refuses another site, a sibling subdomain, another port and an opaque origin", () => {
    expect(post({ origin: "http://evil.example" })).toBe(true);
    expect(post({ origin: "https://shop.atlas.example" })).toBe(true);
    expect(post({ origin: "http://atlas.example:8080" })).toBe(true);
    expect(post({ origin: "null" })).toBe(true);
    expect(post({ origin: "not a url" })).toBe(true);
    expect(post({ origin: "chrome-extension://abc" })).toBe(true);
    expect(post({ origin: "https://atlas.example", host: null })).toBe(true);
  });

  it("takes PUBLIC_URL's origin when a proxy sends another Host", () => {
    expect(post({ origin: "https://atlas.example", host: "10.0.0.5:3000", publicOrigin: "https://atlas.example" })).toBe(false);
    expect(post({ origin: "https://evil.example", host: "10.0.0.5:3000", publicOrigin: "https://atlas.example" })).toBe(true);
  });

  it("reads Sec-Fetch-Site when there is no Origin", () => {
    expect(post({ fetchSite: "same-origin" })).toBe(false);
    expect(post({ fetchSite: "none" })).toBe(false);
    expect(post({ fetchSite: "same-site" })).toBe(true);
    expect(post({ fetchSite: "cross-site" })).toBe(true);
  });

  it("lets a client that is not a browser write (no Origin, no Sec-Fetch-Site), and never refuses a read", () => {
    expect(post({})).toBe(false);
    for (const method of ["GET", "HEAD", "OPTIONS", "get"])
      expect(
        isCrossSiteWrite({
          method,
          origin: "http://evil.example",
          fetchSite: "cross-site",
          host: "atlas.example",
          publicOrigin: null,
        }),
      ).toBe(false);
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect(
        isCrossSiteWrite({ method, origin: "http://evil.example", fetchSite: null, host: "atlas.example", publicOrigin: null }),
      ).toBe(true);
  });
});
