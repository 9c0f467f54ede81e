// Card excerpts of HTML descriptions (spec §2, §9: "description excerpt 120 characters").
import { LIMITS } from "#domain/constants";
import { decodeHtmlEntities } from "#domain/html-entities";

// Inline elements sit inside words ("<b>Y</b>ouTube"), so they vanish without a space.
const INLINE_TAGS = new Set(["a", "abbr", "b", "code", "em", "i", "mark", "s", "small", "span", "strong", "sub", "sup", "u"]);

export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return "";
  return decodeHtmlEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
      .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
      .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_tag, name: string) =>
        INLINE_TAGS.has(name.toLowerCase()) ? "" : " ",
      ),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Cut at a word boundary in the second half; "…" only when something was cut. */
export function excerpt(text: string | null | undefined, max: number = LIMITS.descriptionExcerptChars): string {
  const plain = htmlToPlainText(text);
  const limit = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : LIMITS.descriptionExcerptChars;
  const chars = Array.from(plain);
  if (chars.length <= limit) return plain;

  let cut = chars.slice(0, limit).join("");
  const nextChar = chars[limit] ?? "";
  if (!/\s/.test(nextChar)) {
    const lastSpace = cut.lastIndexOf(" ");
    // So one very long word still yields text.
    if (lastSpace >= cut.length / 2) cut = cut.slice(0, lastSpace);
  }
  return `${cut.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/** An editor's cleared field is often "<p></p>", which would render an empty card. */
export function hasRichTextContent(html: string | null | undefined): boolean {
  return htmlToPlainText(html) !== "" || /<img\b/i.test(html ?? "");
}

export const CHANNEL_CARD_DESCRIPTION_CHARS = 220;

export function channelCardText(description: string | null): string {
  const plain = htmlToPlainText(description);
  if (plain.length <= CHANNEL_CARD_DESCRIPTION_CHARS) return plain;
  const cut = plain.slice(0, CHANNEL_CARD_DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > CHANNEL_CARD_DESCRIPTION_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
