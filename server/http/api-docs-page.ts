// GET /api/docs: the Scalar reference from our own assets (docs/vendored-files.md), its bundle checked by SRI, its
// start-up script carrying the CSP nonce, and no request to any other host.
import type { Context, MiddlewareHandler } from "hono";
import { Scalar } from "@scalar/hono-api-reference";
import { API_DOCS_SCRIPT } from "#domain/content-security-policy";

const SCRIPT_TAG = `<script src="${API_DOCS_SCRIPT.url}"`;

export function apiDocsPage(openApiPath: string): MiddlewareHandler {
  const render = Scalar((c: Context) => ({
    url: openApiPath,
    pageTitle: "Faceless Atlas API",
    cdn: API_DOCS_SCRIPT.url,
    withDefaultFonts: false,
    // Scalar's hosted extras (its AI chat, MCP generator and developer toolbar) would reach its
    // servers, which the page's CSP refuses anyway: not offered.
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: "never",
    nonce: (c.get as (key: string) => unknown)("secureHeadersNonce") as string | undefined,
  }));
  return async (c, next) => {
    const response = await render(c, next);
    if (!(response instanceof Response)) return response;
    const html = await response.text();
    const nonce = (c.get as (key: string) => unknown)("secureHeadersNonce") as string | undefined;
    // Without jitless, the bundle's zod probes for `new Function`, a reported CSP violation.
    const zodConfig = nonce ? `<script nonce="${nonce}">globalThis.__zod_globalConfig={jitless:true}</script>\n    ` : "";
    const pinned = html.replace(
      SCRIPT_TAG,
      `${zodConfig}${SCRIPT_TAG} integrity="${API_DOCS_SCRIPT.integrity}" crossorigin="anonymous"`,
    );
    if (pinned === html) throw new Error("the API docs page no longer loads the pinned Scalar bundle");
    return c.html(pinned, response.status as 200);
  };
}
