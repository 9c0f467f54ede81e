// The /api/v1 endpoints read from the route definitions, so /developers cannot list one that is not served.
import { API_DOCS_PATH, API_VERSION_PATH, OPENAPI_PATH } from "#server/api/create-api";
import * as channelTypes from "#server/api/channel-types/channel-types.routes";
import * as channels from "#server/api/channels/channels.routes";
import * as facts from "#server/api/facts/facts.routes";
import * as ideas from "#server/api/ideas/ideas.routes";
import * as niches from "#server/api/niches/niches.routes";
import * as outliers from "#server/api/outliers/outliers.routes";
import * as rankings from "#server/api/rankings/rankings.routes";
import { RATE_LIMITS } from "#server/rate-limit/limits";
import { type McpDirectory, mcpDirectory } from "#server/api/mcp/mcp-directory";

type ApiEndpoint = { method: string; path: string; summary: string };
export type ApiDirectory = {
  endpoints: ApiEndpoint[];
  docsPath: string;
  openApiPath: string;
  rateLimit: { requests: number; perSeconds: number };
  /** The MCP server beside the API: its address, tools and resources. */
  mcp: McpDirectory;
  /** Each personal API token's own limit, beside the address's. */
  tokenRateLimit: { requests: number; perSeconds: number };
};

const ROUTES = [
  channels.list,
  channels.getOne,
  channels.topVideos,
  channels.related,
  rankings.list,
  outliers.list,
  channelTypes.list,
  niches.list,
  niches.verdicts,
  ideas.list,
  facts.random,
];

export function apiDirectory(): ApiDirectory {
  const { points, durationSeconds } = RATE_LIMITS.apiPerAddress;
  return {
    endpoints: ROUTES.map((route) => ({
      method: route.method.toUpperCase(),
      path: `${API_VERSION_PATH}${route.path}`,
      summary: route.summary ?? "",
    })),
    docsPath: API_DOCS_PATH,
    openApiPath: OPENAPI_PATH,
    rateLimit: { requests: points, perSeconds: durationSeconds },
    mcp: mcpDirectory(),
    tokenRateLimit: { requests: RATE_LIMITS.apiPerToken.points, perSeconds: RATE_LIMITS.apiPerToken.durationSeconds },
  };
}
