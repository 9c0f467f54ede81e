// The rich-text allow-list for stored HTML, as plain data. The sanitizer (server/rich-text.server.ts) stays on the
// server: sanitize-html would add ~100 kB and Node built-ins to the browser bundle.

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

export const RICH_TEXT_DISCARDED_TAGS = [
  "script",
  "style",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "textarea",
  "title",
] as const;

export const RICH_TEXT_ALLOWED_SCHEMES = ["http", "https", "mailto"] as const;

/** Stored content links to other sites and must not pass rank or the opener. */
export const RICH_TEXT_LINK_REL = "nofollow noopener noreferrer";
