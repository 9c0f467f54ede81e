import { describe, expect, it } from "vitest";
import { FOOTER_GROUPS, headerNavItems } from "~/lib/site-navigation";

describe("header navigation", () => {
  // Spec §2: "Header navigation: Home, Channels, Channel Rankings, Channel Types, YouTube Ideas,
  // Niches, Calculators, plus Profile when signed in or Login when not." Outliers (the research
  // engine's list of outlier videos) is linked from the header too.
  const main = ["Home", "Channels", "Channel Rankings", "Outliers", "Channel Types", "YouTube Ideas", "Niches", "Calculators"];

  it("ends with Login when signed out", () => {
    expect(headerNavItems(null).map((i) => i.label)).toEqual([...main, "Login"]);
    expect(headerNavItems(null).at(-1)?.to).toBe("/auth");
  });

  it("ends with Profile when signed in", () => {
    const items = headerNavItems({ email: "a@example.com", initial: "A", isAdmin: false });
    expect(items.map((i) => i.label)).toEqual([...main, "Profile"]);
    expect(items.at(-1)?.to).toBe("/profile");
  });
});

describe("footer groups", () => {
  it("are Tools, Resources and Legal (spec §2)", () => {
    expect(FOOTER_GROUPS.map((g) => g.title)).toEqual(["Tools", "Resources", "Legal"]);
  });

  it("link the legal anchors of /how-it-works (spec §2: #cookies, #disclaimer)", () => {
    const legal = FOOTER_GROUPS.find((g) => g.title === "Legal")?.items.map((i) => i.to);
    expect(legal).toEqual(expect.arrayContaining(["/how-it-works#cookies", "/how-it-works#disclaimer"]));
  });
});
