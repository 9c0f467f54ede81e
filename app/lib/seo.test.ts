import { describe, expect, it } from "vitest";
import { breadcrumbList, seoMeta, siteOrigin } from "~/lib/seo";

describe("siteOrigin", () => {
  it("prefers PUBLIC_URL over the request's origin", () => {
    const request = new Request("http://10.0.0.5:3000/niches?x=1");
    expect(siteOrigin("https://atlas.example/", request)).toBe("https://atlas.example");
    expect(siteOrigin(null, request)).toBe("http://10.0.0.5:3000");
    expect(siteOrigin("  ", request)).toBe("http://10.0.0.5:3000");
  });
});

describe("seoMeta", () => {
  it("emits title, description, canonical, Open Graph, Twitter and JSON-LD", () => {
    const tags = seoMeta({
      title: "Niches",
      description: "All niches",
      origin: "https://atlas.example",
      path: "/niches",
      breadcrumbs: [{ name: "Niches", path: "/niches" }],
      itemList: [{ name: "Finance", path: "/niches/finance" }],
    });
    expect(tags).toContainEqual({ title: "Niches · Faceless Atlas" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://atlas.example/niches" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://atlas.example/niches" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    const jsonLd = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : [])) as { "@type": string }[];
    expect(jsonLd.map((entry) => entry["@type"])).toEqual(["BreadcrumbList", "ItemList"]);
  });

  it("leaves out the canonical link when the origin is unknown", () => {
    const tags = seoMeta({ title: "X", description: "Y", origin: undefined, path: "/x" });
    expect(tags.some((tag) => "rel" in tag)).toBe(false);
  });

  it("starts breadcrumbs at Home with absolute URLs", () => {
    expect(breadcrumbList("https://a.example", [{ name: "Niches", path: "/niches" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://a.example/" },
      { "@type": "ListItem", position: 2, name: "Niches", item: "https://a.example/niches" },
    ]);
  });
});
