// Text into markup we write by hand (mail, the edge error page, the sitemap, SVG artwork).

const HTML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// HTML 4 (and so some mail clients) lacks &apos;, hence &#39; above.
const XML_ESCAPES: Readonly<Record<string, string>> = { ...HTML_ESCAPES, "'": "&apos;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}
