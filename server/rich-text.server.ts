// Applies the rich-text allow-list to stored HTML, on the server only (see domain/rich-text for why).
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
  // transformTags replaces any stored rel, so it must survive the filter.
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DISCARDED_TAGS],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      return href ? { tagName, attribs: { href, rel: RICH_TEXT_LINK_REL } } : { tagName, attribs: {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

// Services sanitize on every read and stored HTML rarely changes, so results are kept, bounded by size (keys and
// values are whole documents).
const MEMO_MAX_CHARS = 4_000_000;
const memo = new LRUCache<string, string>({
  maxSize: MEMO_MAX_CHARS,
  sizeCalculation: (clean, html) => Math.max(1, clean.length + html.length),
});

/** Safe to render with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  // A document larger than the whole budget is simply not kept.
  memo.set(html, clean);
  return clean;
}
