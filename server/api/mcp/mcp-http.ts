// POST /mcp: the MCP server over Streamable HTTP, stateless (ADR 029). Each request is answered by a server of its
// own, bound to the caller the JSON API would see (getApiViewer: a member's API token or session cookie), and
// counts against the API's limits per address and per token. Requests from a web page of another site are refused (DNS rebinding).
import { REQUEST_BODY_LIMITS } from "#domain/request-limits";
import { type ApiViewerResult, apiViewerRefusal } from "#server/auth/api-viewer.server";
import type { RateLimitDecision } from "#server/rate-limit/rate-limiter.server";
import type { Services } from "#server/services/services.server";
import { apiRateLimitMessage } from "#server/api/create-api";

export type McpHttpDeps = {
  services: () => Promise<Services>;
  getApiViewer: (request: Request) => Promise<ApiViewerResult>;
  /** The JSON API's limit; absent = no limit. */
  rateLimit?: (request: Request) => Promise<RateLimitDecision>;
  onError?: (error: unknown) => void;
  /** PUBLIC_URL: the one web origin whose pages may call /mcp; without it, no page may. */
  publicUrl: string | null;
};

const MCP_FOREIGN_ORIGIN_MESSAGE =
  "MCP requests from a web page are refused unless the page is this site's own. Use an MCP client (desktop, CLI or server), which sends no Origin.";
const MCP_METHOD_MESSAGE = "This MCP server is stateless: send JSON-RPC messages with POST.";

/** A JSON-RPC error as the SDK's transport words its own HTTP refusals. */
function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { jsonrpc: "2.0", error: { code: -32000, message }, id: null },
    { status, headers: { "cache-control": "no-store", ...headers } },
  );
}

export function createMcpHandler(deps: McpHttpDeps): (request: Request) => Promise<Response> {
  const ownOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : null;
  return async (request) => {
    // A browser names the page's origin; a rebinding attacker's page has its own name, which the Host header then
    // matches too, so only the configured origin is trusted. MCP clients outside a browser send none.
    const origin = request.headers.get("origin");
    if (origin !== null && origin !== ownOrigin) return refusal(403, MCP_FOREIGN_ORIGIN_MESSAGE);
    // Stateless: no stream to open with GET and no session to end with DELETE (the spec's 405 for both).
    if (request.method !== "POST") return refusal(405, MCP_METHOD_MESSAGE, { allow: "POST" });

    // A limiter whose database is down lets the request through, to meet the outage and its 503, not a 500.
    const decision = await deps.rateLimit?.(request).catch((error: unknown) => {
      deps.onError?.(error);
      return null;
    });
    if (decision && !decision.allowed) {
      return refusal(429, apiRateLimitMessage(decision.retryAfterSeconds), {
        "retry-after": String(decision.retryAfterSeconds),
      });
    }

    const [services, caller] = await Promise.all([deps.services(), deps.getApiViewer(request)]);
    // A token that is revoked, unknown or over its limit is refused as the API refuses it, never served as a visitor.
    if (!caller.ok) return apiViewerRefusal(caller);
    // The MCP SDK loads with the first MCP request, not with the server (a sixth of a second of start-up).
    const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
      import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
      import("#server/api/mcp/mcp-server"),
    ]);
    const server = createMcpServer({
      services,
      viewer: caller.viewer,
      siteUrl: ownOrigin,
      onError: deps.onError,
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      // Every answer is one JSON body: nothing here streams, and a JSON answer passes compression and the logs as is.
      enableJsonResponse: true,
      maxRequestBodySize: REQUEST_BODY_LIMITS.mcpBytes,
    });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(request);
      response.headers.set("cache-control", "no-store");
      return response;
    } finally {
      await server.close();
    }
  };
}
