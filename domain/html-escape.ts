// Text into markup we write by hand (mail bodies, the edge error page, the sitemap, SVG artwork):
// the five characters that could end a text node or an attribute value.

const HTML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// &apos; is XML's own name; HTML 4 (and so some mail clients) lacks it, hence &#39; above.
const XML_ESCAPES: Readonly<Record<string, string>> = { ...HTML_ESCAPES, "'": "&apos;" };

/** `text` safe inside an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** `text` safe inside an XML text node or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}
