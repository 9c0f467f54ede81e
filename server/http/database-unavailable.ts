// While the database is away, answer 503 with Retry-After at once instead of sending each request into a failing
// connection: a self-contained page for people, JSON for the API, plain text for `.data` navigations. Build
// assets never touch the database and are served as usual.
import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseHealth } from "#db/database-health.server";
import { SERVICE_UNAVAILABLE } from "#domain/service-unavailable";
import { readThemeCookie } from "#domain/theme-cookie";

export function databaseUnavailable(health: () => DatabaseHealth): MiddlewareHandler {
  return async (c, next) => {
    if (servedWithoutDatabase(c.req.path)) return next();
    if (!health().available) return unavailableResponse(c);

    await next();
    const { status } = c.res;
    if (status < 400 || status === 503) return;
    // Lost during this request: Hono's error, a failed connection the pool reported (Better Auth turns some into
    // 422s), or for any other 5xx, ask the database. A 4xx while it is up stays as it is.
    const lost =
      (c.error !== undefined && health().report(c.error)) || !health().available || (status >= 500 && !(await health().check()));
    if (!lost) return;
    const failedResponse = c.res;
    await failedResponse.body?.cancel().catch(() => undefined);
    c.res = undefined;
    c.res = unavailableResponse(c);
    const requestId = failedResponse.headers.get("x-request-id");
    if (requestId) c.res.headers.set("x-request-id", requestId);
  };
}

/** `.data` is a page's data, not a file. */
function servedWithoutDatabase(pathname: string): boolean {
  if (pathname.startsWith("/assets/")) return true;
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension !== undefined && extension !== "data" && extension !== "xml" && extension !== "txt";
}

function unavailableResponse(c: Context): Response {
  const headers = { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  const { path } = c.req;
  const accept = c.req.header("accept") ?? "";
  if (path.startsWith("/api/") || (accept.includes("application/json") && !accept.includes("text/html"))) {
    return c.json({ status: "unavailable", error: SERVICE_UNAVAILABLE.apiError }, 503, headers);
  }
  if (path.endsWith(".data") || !accept.includes("text/html")) return c.text(SERVICE_UNAVAILABLE.apiError, 503, headers);
  return c.html(unavailablePage(c.req.raw), 503, { ...headers, "Content-Security-Policy": PAGE_CSP });
}

// Allowed by its hash: the page stands alone (a proxy may not reach build assets either) and passes a strict CSP.
const PAGE_STYLE = `
:root{color-scheme:light;--bg:oklch(0.99 0.002 264);--fg:oklch(0.2 0.015 264);--muted:oklch(0.5 0.015 264);--accent:oklch(0.5 0.2 268);--accent-fg:oklch(0.985 0.005 264)}
:root[data-theme=dark]{color-scheme:dark;--bg:oklch(0.16 0.01 264);--fg:oklch(0.95 0.005 264);--muted:oklch(0.7 0.012 264);--accent:oklch(0.7 0.15 270);--accent-fg:oklch(0.17 0.02 268)}
@media (prefers-color-scheme:dark){:root[data-theme=system]{color-scheme:dark;--bg:oklch(0.16 0.01 264);--fg:oklch(0.95 0.005 264);--muted:oklch(0.7 0.012 264);--accent:oklch(0.7 0.15 270);--accent-fg:oklch(0.17 0.02 268)}}
*{box-sizing:border-box}body{margin:0;min-height:100dvh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;padding:2rem 1.25rem;text-align:center}
.status{margin:0;font-size:.875rem;color:var(--muted)}h1{margin:.5rem 0 0;font-size:1.75rem;line-height:1.2;letter-spacing:-.01em}
p{color:var(--muted)}.actions{margin-top:2rem;display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap}
a{display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none;background:var(--accent);color:var(--accent-fg)}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`.trim();
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(PAGE_STYLE).digest("base64")}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

function unavailablePage(request: Request): string {
  const here = new URL(request.url);
  const again = escapeHtml(here.pathname + here.search);
  return `<!doctype html>
<html lang="en" data-theme="${readThemeCookie(request)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SERVICE_UNAVAILABLE.title} · Faceless Atlas</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="status">Error 503 · Service unavailable</p>
<h1>${SERVICE_UNAVAILABLE.title}</h1>
<p>${SERVICE_UNAVAILABLE.message}</p>
<div class="actions"><a href="${again}">Try again</a></div>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
