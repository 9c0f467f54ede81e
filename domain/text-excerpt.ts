// Card excerpts of HTML descriptions. Spec §2: channel type cards show a "description cut at
// 120 characters"; §9: "description excerpt 120 characters".
import { LIMITS } from "#domain/constants";
import { decodeHtmlEntities } from "#domain/html-entities";

// Inline elements sit inside words ("<b>Y</b>ouTube"), so they vanish without a space;
// every other tag (p, br, li, div…) separates words.
const INLINE_TAGS = new Set(["a", "abbr", "b", "code", "em", "i", "mark", "s", "small", "span", "strong", "sub", "sup", "u"]);

/** Plain text of an HTML fragment: tags, comments, scripts and styles removed, common entities decoded, whitespace collapsed. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return "";
  return decodeHtmlEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
      .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
      // Quoted attribute values may contain ">".
      .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_tag, name: string) =>
        INLINE_TAGS.has(name.toLowerCase()) ? "" : " ",
      ),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The first `max` characters (Unicode code points) of the plain text, cut at the last word
 * boundary when one falls in the second half, with "…" appended only when something was cut.
 */
export function excerpt(text: string | null | undefined, max: number = LIMITS.descriptionExcerptChars): string {
  const plain = htmlToPlainText(text);
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : LIMITS.descriptionExcerptChars;
  const chars = Array.from(plain);
  if (chars.length <= limit) return plain;

  let cut = chars.slice(0, limit).join("");
  const nextChar = chars[limit] ?? "";
  if (!/\s/.test(nextChar)) {
    const lastSpace = cut.lastIndexOf(" ");
    // Only back up to a space in the second half, so one very long word still yields text.
    if (lastSpace >= cut.length / 2) cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/**
 * Whether rich text shows anything: an editor's cleared field is often "<p></p>" or "<p><br></p>",
 * which would render an empty card.
 */
export function hasRichTextContent(html: string | null | undefined): boolean {
  return htmlToPlainText(html) !== "" || /<img\b/i.test(html ?? "");
}

/** Characters of a channel's description on its cards (search results, related channels). */
export const CHANNEL_CARD_DESCRIPTION_CHARS = 220;

/** A channel's description as its cards show it: plain text, cut at a word near the limit. */
export function channelCardText(description: string | null): string {
  const plain = htmlToPlainText(description);
  if (plain.length <= CHANNEL_CARD_DESCRIPTION_CHARS) return plain;
  const cut = plain.slice(0, CHANNEL_CARD_DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > CHANNEL_CARD_DESCRIPTION_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
