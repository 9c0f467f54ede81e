import type { RouteHandler } from "@hono/zod-openapi";
import { INVALID_CHANNEL_ID_MESSAGE, isUuid } from "#domain/channel-slug";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/channels/channels.routes";
import { type ChannelSearchParams, encodeCursor, toChannelSearchQuery } from "#domain/channel-search-params";
import type { Viewer } from "#server/auth/viewer.server";
import type { Services } from "#server/services/services.server";
import { revenueAccess } from "#domain/revenue-access";

const NOT_FOUND = "Channel not found";

/**
 * One page of a channel search as the API answers it, or the message of a refusal: the JSON API and the MCP
 * server's search tool both answer through it.
 */
export async function channelSearchAnswer(services: Services, viewer: Viewer | null, params: ChannelSearchParams) {
  const access = revenueAccess(viewer);
  const { query, ignored } = toChannelSearchQuery(params, access);
  // Spec §6: revenue filters and sorts are members-only; say so rather than silently ignoring them.
  if (ignored.length > 0)
    return { ok: false as const, error: `${ignored.join(", ")}: revenue filters and sorts need a signed-in account` };
  const result = await services.channels.search(query, access);
  return {
    ok: true as const,
    body: {
      channels: result.channels,
      total: result.total,
      totalCapped: result.totalCapped,
      page: result.page,
      limit: result.limit,
      nextCursor: result.hasMore ? encodeCursor(result.offset + result.channels.length) : null,
      correctedQuery: result.correctedQuery,
    },
  };
}

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const answer = await channelSearchAnswer(c.get("services"), c.get("viewer"), c.req.valid("query"));
  return answer.ok ? c.json(answer.body, 200) : c.json({ error: answer.error }, 400);
};

export const getOne: RouteHandler<typeof routes.getOne, ApiEnv> = async (c) => {
  const { idOrSlug } = c.req.valid("param");
  const found = await c.get("services").channels.channelDetail(idOrSlug, revenueAccess(c.get("viewer")));
  if (found.kind !== "found")
    return found.kind === "invalid" ? c.json({ error: INVALID_CHANNEL_ID_MESSAGE }, 400) : c.json({ error: NOT_FOUND }, 404);
  return c.json({ channel: found.channel, channelType: found.channelType }, 200);
};

export const topVideos: RouteHandler<typeof routes.topVideos, ApiEnv> = async (c) => {
  const { id } = c.req.valid("param");
  if (!isUuid(id)) return c.json({ error: INVALID_CHANNEL_ID_MESSAGE }, 400);
  const videos = await c.get("services").channels.topVideos(id);
  if (!videos) return c.json({ error: NOT_FOUND }, 404);
  return c.json(videos, 200);
};

export const related: RouteHandler<typeof routes.related, ApiEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { limit } = c.req.valid("query");
  if (!isUuid(id)) return c.json({ error: INVALID_CHANNEL_ID_MESSAGE }, 400);
  const list = await c.get("services").channels.related(id, limit);
  if (!list) return c.json({ error: NOT_FOUND }, 404);
  return c.json({ related: list }, 200);
};
