// Applies the rich-text allow-list (domain/rich-text) to stored HTML before it is rendered.
// Server only: services sanitize what they read, components render the result (see
// domain/rich-text for why).
import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import {
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_DISCARDED_TAGS,
  RICH_TEXT_LINK_REL,
} from "#domain/rich-text";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  // rel is set by transformTags below (any stored rel is replaced), so it must survive the filter.
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DISCARDED_TAGS],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      // A link without a usable target keeps its text but loses the element's attributes.
      return href ? { tagName, attribs: { href, rel: RICH_TEXT_LINK_REL } } : { tagName, attribs: {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

// Services sanitize on every read (the channel type list on most pages), and stored HTML changes
// rarely: the same inputs come back, so their results are kept, bounded by size (keys and values
// are whole documents), with the same LRU the page cache uses.
const MEMO_MAX_CHARS = 4_000_000;
const memo = new LRUCache<string, string>({ maxSize: MEMO_MAX_CHARS, sizeCalculation: (clean, html) => Math.max(1, clean.length + html.length) });

/** Stored HTML reduced to the allow-list: safe to render with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  // A document larger than the whole budget is simply not kept (set() refuses it).
  memo.set(html, clean);
  return clean;
}
