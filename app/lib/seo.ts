// Per-page SEO tags (catalogue "SEO"): title, description, canonical URL, Open Graph / Twitter card
// and JSON-LD (BreadcrumbList; ItemList on lists). Loaders work out the site origin with
// `siteOrigin`; `meta` functions build the tags with `seoMeta`.
import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "~/lib/page-meta";

/** The public origin: PUBLIC_URL when configured (behind a proxy the request's host may be internal), else the request's. */
export function siteOrigin(publicUrl: string | null | undefined, request: Request): string {
  const base = publicUrl?.trim() ? publicUrl : request.url;
  return new URL(base).origin;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

export type Crumb = { name: string; path: string };

export type SeoInput = {
  title: string;
  description: string;
  /** Site origin from `siteOrigin`; without it no canonical or structured data is emitted (e.g. an error render). */
  origin: string | undefined;
  /** Canonical path of the page, e.g. "/niches/personal-finance". */
  path: string;
  /** Trail after Home, ending with this page. */
  breadcrumbs?: Crumb[];
  /** Entries of a list page, in display order. */
  itemList?: Crumb[];
  type?: "website" | "article";
  image?: string | null;
  /** Keep this page out of search results (not-found states). */
  noindex?: boolean;
};

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const fullTitle = `${input.title} · ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: input.description },
  ];
  if (input.image) {
    tags.push({ property: "og:image", content: input.image }, { name: "twitter:image", content: input.image });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  if (!input.origin) return tags;

  const url = absoluteUrl(input.origin, input.path);
  tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  if (input.breadcrumbs?.length) tags.push({ "script:ld+json": breadcrumbList(input.origin, input.breadcrumbs) });
  if (input.itemList?.length) tags.push({ "script:ld+json": itemList(input.origin, input.itemList) });
  return tags;
}

/** schema.org BreadcrumbList starting at Home. */
export function breadcrumbList(origin: string, crumbs: Crumb[]) {
  const trail = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** schema.org ItemList of the entries a list page links to. */
function itemList(origin: string, items: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(origin, item.path),
    })),
  };
}
