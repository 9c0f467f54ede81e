// GET /api/docs: the Scalar API reference, its bundle pinned to one version and checked by
// Subresource Integrity (domain/content-security-policy.ts API_DOCS_SCRIPT), its inline start-up
// script carrying the response's CSP nonce, and no font or proxy requests to Scalar's hosts.
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
    nonce: (c.get as (key: string) => unknown)("secureHeadersNonce") as string | undefined,
  }));
  return async (c, next) => {
    const response = await render(c, next);
    if (!(response instanceof Response)) return response;
    const html = await response.text();
    const nonce = (c.get as (key: string) => unknown)("secureHeadersNonce") as string | undefined;
    // The bundle's zod would probe for `new Function` (a reported CSP violation) unless told to
    // parse without compiling, through the global config zod reads at start-up.
    const zodConfig = nonce ? `<script nonce="${nonce}">globalThis.__zod_globalConfig={jitless:true}</script>\n    ` : "";
    const pinned = html.replace(SCRIPT_TAG, `${zodConfig}${SCRIPT_TAG} integrity="${API_DOCS_SCRIPT.integrity}" crossorigin="anonymous"`);
    if (pinned === html) throw new Error("the API docs page no longer loads the pinned Scalar bundle");
    return c.html(pinned, response.status as 200);
  };
}
