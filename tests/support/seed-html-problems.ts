// Checks for the rich text the demo catalogue ships: only the allow-listed
// tags, no attributes but https links, nothing executable, no bare "&".
const ALLOWED_TAGS = new Set(["p", "ul", "ol", "li", "strong", "em", "h3", "a"]);

/** Problems that would make stored rich text unsafe or outside the rich-text allow-list. */
export function seedHtmlProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(html)) problems.push("contains <script");
  if (/\son[a-z]+\s*=/i.test(html)) problems.push("contains an on…= handler");
  if (/javascript:/i.test(html)) problems.push("contains javascript:");
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const tag = (match[1] ?? "").toLowerCase();
    const attrs = (match[2] ?? "").trim();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}> not allowed`);
    if (attrs && !(tag === "a" && /^href="https:\/\/[^"\s]+"$/.test(attrs))) problems.push(`attributes "${attrs}" on <${tag}>`);
  }
  // A bare "&" in text would be mis-parsed; only entities are allowed.
  if (/&(?![a-z]+;|#\d+;)/i.test(html)) problems.push("unescaped &");
  return problems;
}

/** The text of an HTML fragment, tags removed. */
export function seedHtmlText(html: string): string {
  return html.replace(/<[^>]+>/g, "").trim();
}
