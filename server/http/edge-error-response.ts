// The answer of a request refused before it reaches a route (too large, a NUL character…):
// JSON `{ error }` for the API and for callers that ask for JSON, a small page of its own for
// browsers, plain text otherwise. The page needs no script or style, so it passes the CSP.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const TITLES: Partial<Record<ContentfulStatusCode, string>> = {
  400: "We could not read that request",
  413: "That request is too large",
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function edgeErrorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  const accept = c.req.header("accept") ?? "";
  c.header("cache-control", "no-store");
  if (c.req.path.startsWith("/api/") || c.req.path.endsWith(".data") || accept.includes("application/json")) {
    return c.json({ error: message }, status);
  }
  if (accept.includes("text/html")) {
    const title = TITLES[status] ?? "We could not read that request";
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · Faceless Atlas</title></head><body>` +
        `<main><p>Error ${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Return to Home</a></p></main>` +
        `</body></html>`,
      status,
    );
  }
  return c.text(message, status);
}
