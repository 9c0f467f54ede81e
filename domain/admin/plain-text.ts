// Admin titles and summaries also reach meta tags, the JSON API and feeds, so pasted markup is removed on save.
import { htmlToPlainText } from "#domain/text-excerpt";

/** Repeated until nothing changes, so "&lt;script&gt;" cannot come back as markup after decoding. */
export function toPlainText(value: string): string {
  let current = value;
  for (;;) {
    const next = htmlToPlainText(current);
    if (next === current) return next;
    current = next;
  }
}
