// The answer to a request refused before any route: JSON for the API and MCP, a small script-free page for browsers,
// plain text otherwise. security-headers runs first, so this answer has the headers.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { escapeHtml } from "#domain/html-escape";
import { MCP_PATH } from "#domain/request-limits";

const TITLES: Partial<Record<ContentfulStatusCode, string>> = {
  400: "We could not read that request",
  403: "That request came from another site",
  413: "That request is too large",
};

// The stylesheet's file name changes with every build.
const PAGE_STYLE =
  ":root{color-scheme:light dark;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}" +
  "body{margin:0;background:Canvas;color:CanvasText}main{max-width:36rem;margin:0 auto;padding:6rem 1rem;text-align:center}" +
  "main>p:first-child{font-size:.875rem;opacity:.7}h1{font-size:1.75rem;margin:.5rem 0 0}" +
  "a{display:inline-block;margin-top:1.5rem;padding:.6rem 1rem;border-radius:.5rem;background:#4338ca;color:#fff;text-decoration:none}";

export function edgeErrorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  const accept = c.req.header("accept") ?? "";
  c.header("cache-control", "no-store");
  if (
    c.req.path.startsWith("/api/") ||
    c.req.path === MCP_PATH ||
    c.req.path.endsWith(".data") ||
    accept.includes("application/json")
  ) {
    return c.json({ error: message }, status);
  }
  if (accept.includes("text/html")) {
    const title = TITLES[status] ?? "We could not read that request";
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · Faceless Atlas</title><style>${PAGE_STYLE}</style></head><body>` +
        `<main><p>Error ${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Return to Home</a></p></main>` +
        `</body></html>`,
      status,
    );
  }
  return c.text(message, status);
}
