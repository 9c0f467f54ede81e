// The MCP server: the JSON API's catalogue reads as tools for AI assistants, and the methods behind the figures as
// resources. One server per request (stateless, ADR 029), bound to the caller: the same services, the same filters
// (the API's zod schemas) and the same revenue gate (revenue only for a signed-in viewer) as /api/v1.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { channelSearchParamsSchema } from "#domain/channel-search-params";
import { INVALID_CHANNEL_ID_MESSAGE } from "#domain/channel-slug";
import { COMPARE_MAX, COMPARE_MIN } from "#domain/compare-channels";
import { nicheListParamsSchema, nicheSlugSchema, toNicheListFilters } from "#domain/niche-list-params";
import { REPEAT_MIN_SCORE, REPEAT_WINDOW_DAYS } from "#domain/outlier-repeats";
import { toOutlierSearchQuery, outlierSearchParamsSchema } from "#domain/outlier-search-params";
import { revenueAccess } from "#domain/revenue-access";
import type { Viewer } from "#server/auth/viewer.server";
import type { Services } from "#server/services/services.server";
import { channelSearchAnswer } from "#server/api/channels/channels.handlers";
import { TOOL_TITLES, type ToolName } from "#server/api/mcp/mcp-directory";
import { METHODS, methodText, methodUri } from "#server/api/mcp/mcp-methods";

const MCP_SERVER_NAME = "faceless-atlas";
/** The interface's version, as the API's OpenAPI document gives its own. */
const MCP_SERVER_VERSION = "1.0.0";

export type McpServerDeps = {
  services: Services;
  /** Decides revenue, as for the JSON API; null for a visitor (and for stdio, which has no session). */
  viewer: Viewer | null;
  /** The site's address for links to /how-it-works; null when not configured. */
  siteUrl: string | null;
  /** Told of a tool that failed on our side; the caller gets a plain message, never the error's text. */
  onError?: (error: unknown) => void;
};

/** The longest channel reference (an id, a slug or a YouTube URL) a tool reads. */
const CHANNEL_REFERENCE_MAX_CHARS = 300;

/**
 * The API's query schema as tool arguments: the API reads URL text, an assistant often sends JSON numbers, so a
 * number is read as its digits and meets the same rules and messages. Unknown arguments are refused by name.
 */
function toolArguments<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    shape[name] = z.preprocess((value) => (typeof value === "number" ? String(value) : value), field as z.ZodType);
  }
  return z.strictObject(shape) as unknown as z.ZodObject<Shape>;
}

const channelReference = z
  .string()
  .trim()
  .min(1, "channel must not be empty")
  .max(CHANNEL_REFERENCE_MAX_CHARS, `channel must be ${CHANNEL_REFERENCE_MAX_CHARS} characters or fewer`)
  .describe("The channel's id, its slug (as in /channel/{slug}) or its YouTube URL");

function answer(result: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(result) }], structuredContent: result };
}

function refusal(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

export const TOOL_FAILED_MESSAGE = "Something went wrong on our side. Please try again.";

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;
const REVENUE_NOTE = "Revenue figures (the revenue key) are only given to signed-in members; for others the key is absent.";

export function createMcpServer({ services, viewer, siteUrl, onError }: McpServerDeps): McpServer {
  // The SDK would answer a thrown error with its message, which may name a query: ours is logged, not shown.
  const safely =
    <A>(tool: (args: A) => Promise<CallToolResult>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await tool(args);
      } catch (error) {
        onError?.(error);
        return refusal(TOOL_FAILED_MESSAGE);
      }
    };
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    {
      instructions: `Faceless Atlas: a directory of faceless YouTube channels with their public numbers, estimates and methods. ${REVENUE_NOTE} The methods behind every figure are resources (faceless-atlas://methods/…).`,
    },
  );
  const access = revenueAccess(viewer);
  const tool: typeof server.registerTool = (name, config, callback) =>
    server.registerTool(name, { title: TOOL_TITLES[name as ToolName], ...config }, callback);

  tool(
    "search_channels",
    {
      description: `Full-text, typo-tolerant channel search with the JSON API's filters, sorts and paging (GET /api/v1/channels). Numbers may be sent as numbers or digits. Revenue filters and sorts (rpv_*, monthly_*, revenue sorts) need a signed-in member. ${REVENUE_NOTE}`,
      inputSchema: toolArguments(channelSearchParamsSchema),
      annotations: READ_ONLY,
    },
    safely(async (params) => {
      const result = await channelSearchAnswer(services, viewer, params);
      return result.ok ? answer(result.body) : refusal(result.error);
    }),
  );

  tool(
    "get_channel",
    {
      description: `One channel with its public numbers, its history (snapshots, 30-day growth, next milestone), its outlier counts and its top videos with their outlier scores. ${REVENUE_NOTE}`,
      inputSchema: z.strictObject({ channel: channelReference }),
      annotations: READ_ONLY,
    },
    safely(async ({ channel }) => {
      const [entry] = await services.channels.compareChannels([channel], access);
      if (!entry || entry.kind !== "found") {
        const detail = await services.channels.channelDetail(channel, access);
        return refusal(detail.kind === "invalid" ? INVALID_CHANNEL_ID_MESSAGE : `No channel found for "${channel}".`);
      }
      const topVideos = await services.channels.topVideos(entry.channel.id);
      return answer({
        channel: entry.channel,
        typeLabel: entry.typeLabel,
        history: entry.history,
        outliers: entry.outliers,
        topVideos,
      });
    }),
  );

  tool(
    "list_outliers",
    {
      description: `Videos that did far better than their own channel usually does, best score first, with the JSON API's filters (GET /api/v1/outliers). The score's method is the resource faceless-atlas://methods/outlier-score; each outlier's repeatChannels (other channels of its format with a ×${REPEAT_MIN_SCORE} hit within ${REPEAT_WINDOW_DAYS} days) is faceless-atlas://methods/outlier-repeats.`,
      inputSchema: toolArguments(outlierSearchParamsSchema),
      annotations: READ_ONLY,
    },
    safely(async (params) => answer(await services.outliers.search(toOutlierSearchQuery(params)))),
  );

  tool(
    "get_niches",
    {
      description:
        "Niches with the JSON API's filters (GET /api/v1/niches), each with its opportunity score and the five terms behind it, its verdict (enter, twist, stay-out) and life stage with reasons and evidence, its monetization risk and RPM range. The methods are the resources faceless-atlas://methods/opportunity-score and faceless-atlas://methods/verdict.",
      inputSchema: toolArguments(nicheListParamsSchema),
      annotations: READ_ONLY,
    },
    safely(async (params) => answer({ niches: await services.niches.list(toNicheListFilters(params)) })),
  );

  tool(
    "get_niche_verdicts",
    {
      description:
        "Should I start this? One niche's verdict (enter, twist = enter with a twist, stay-out) and life stage (emerging, accelerating, steady, saturating, decaying), with the three strongest reasons, what would change it and the dated evidence (windows, breakout channels and their first outliers), and the same for each format (channel type) within the niche, judged on its channels of that format alone (GET /api/v1/niches/{slug}/verdicts). The method is the resource faceless-atlas://methods/verdict.",
      inputSchema: z.strictObject({ niche: nicheSlugSchema.describe("The niche's slug, as get_niches gives it") }),
      annotations: READ_ONLY,
    },
    safely(async ({ niche }) => {
      const found = await services.niches.verdicts(niche);
      return found ? answer(found) : refusal(`No niche found for "${niche}".`);
    }),
  );

  tool(
    "compare_channels",
    {
      description: `${COMPARE_MIN} to ${COMPARE_MAX} channels side by side, as /compare shows them: each with its numbers, history and outlier counts; a reference that finds nothing is named as not found. ${REVENUE_NOTE}`,
      inputSchema: z.strictObject({
        channels: z
          .array(channelReference)
          .min(COMPARE_MIN, `channels must name at least ${COMPARE_MIN} channels`)
          .max(COMPARE_MAX, `channels must name at most ${COMPARE_MAX} channels`),
      }),
      annotations: READ_ONLY,
    },
    safely(async ({ channels }) => answer({ channels: await services.channels.compareChannels(channels, access) })),
  );

  for (const method of METHODS) {
    server.registerResource(
      `method-${method.name}`,
      methodUri(method),
      { title: method.title, description: method.description, mimeType: "text/markdown" },
      async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: methodText(method, siteUrl) }] }),
    );
  }
  return server;
}
