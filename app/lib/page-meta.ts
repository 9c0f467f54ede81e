import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Faceless Atlas";

/** `<title>` "X · Faceless Atlas" and the description meta tag of a page. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} · ${SITE_NAME}` },
    { name: "description", content: description },
    { property: "og:title", content: `${title} · ${SITE_NAME}` },
    { property: "og:description", content: description },
  ];
}
