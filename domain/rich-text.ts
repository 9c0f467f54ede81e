// The rich-text allow-list for stored HTML (channel type guides, niche and idea bodies, facts).
// CONVENTIONS.md: "sanitizing stored HTML … sanitize-html (allow-list), on save and on render".
//
// This module is only the policy — plain data, safe for the browser. The sanitizer that applies
// it (server/rich-text.server.ts) runs on the server: sanitize-html pulls in postcss and
// htmlparser2, which would add ~100 kB and Node built-ins to the browser bundle, and HTML is
// only ever rendered from loader data that the server has already cleaned.

/** Elements kept; everything else is removed (its text is kept unless it is a script/style/svg…). */
export const RICH_TEXT_ALLOWED_TAGS = [
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "h3",
  "h4",
  "a",
  "br",
  "blockquote",
  "code",
] as const;

/** Elements dropped together with everything inside them. */
export const RICH_TEXT_DISCARDED_TAGS = ["script", "style", "svg", "math", "iframe", "object", "embed", "noscript", "template", "textarea", "title"] as const;

/** Link targets allowed in `a[href]`; javascript:, data:, vbscript: and the rest are removed. */
export const RICH_TEXT_ALLOWED_SCHEMES = ["http", "https", "mailto"] as const;

/** Added to every kept link: stored content links to other sites and must not pass rank or the opener. */
export const RICH_TEXT_LINK_REL = "nofollow noopener noreferrer";
