// What the MCP server offers, by name, for /developers and the API's endpoint list: apart from the
// server itself, so listing it does not load the MCP SDK.
import { MCP_PATH } from "#domain/request-limits";
import { METHODS, methodUri } from "#server/api/mcp/mcp-methods";

/** The tools by name, with their titles: registered by mcp-server.ts and listed on /developers from here. */
export const TOOL_TITLES = {
  search_channels: "Search channels",
  get_channel: "Get a channel",
  list_outliers: "List outlier videos",
  get_niches: "Get niches",
  get_niche_verdicts: "Should I start this niche?",
  compare_channels: "Compare channels",
} as const;
export type ToolName = keyof typeof TOOL_TITLES;

export type McpDirectory = {
  path: string;
  tools: { name: string; title: string }[];
  resources: { uri: string; title: string }[];
};

export function mcpDirectory(): McpDirectory {
  return {
    path: MCP_PATH,
    tools: Object.entries(TOOL_TITLES).map(([name, title]) => ({ name, title })),
    resources: METHODS.map((method) => ({ uri: methodUri(method), title: method.title })),
  };
}
