// Titles and summaries of admin-edited content are plain text: React escapes them on render, but
// they also travel to meta tags, the JSON API and feeds, so markup pasted into them is removed on
// save (admin area: content "sanitized … on save and again on render").
import { htmlToPlainText } from "#domain/text-excerpt";

/**
 * `value` with every tag, comment and script removed, entities decoded and whitespace collapsed.
 * Repeated until nothing changes, so an encoded tag ("&lt;script&gt;") cannot come back as markup
 * after decoding. Each pass that changes the text shortens it or normalises a space, so it ends.
 */
export function toPlainText(value: string): string {
  let current = value;
  for (;;) {
    const next = htmlToPlainText(current);
    if (next === current) return next;
    current = next;
  }
}
