import type { RouteHandler } from "@hono/zod-openapi";
import { INVALID_CHANNEL_ID_MESSAGE, isUuid } from "#domain/channel-slug";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/channels/channels.routes";
import { encodeCursor, toChannelSearchQuery } from "#domain/channel-search-params";
import { revenueAccess } from "#domain/revenue-access";

const NOT_FOUND = "Channel not found";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const access = revenueAccess(c.get("viewer"));
  const { query, ignored } = toChannelSearchQuery(c.req.valid("query"), access);
  // Spec §6: revenue filters and sorts are members-only; say so rather than silently ignoring them.
  if (ignored.length > 0)
    return c.json({ error: `${ignored.join(", ")}: revenue filters and sorts need a signed-in account` }, 400);
  const result = await c.get("services").channels.search(query, access);
  return c.json(
    {
      channels: result.channels,
      total: result.total,
      totalCapped: result.totalCapped,
      page: result.page,
      limit: result.limit,
      nextCursor: result.hasMore ? encodeCursor(result.offset + result.channels.length) : null,
      correctedQuery: result.correctedQuery,
    },
    200,
  );
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
