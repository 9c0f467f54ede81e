import type { RouteHandler } from "@hono/zod-openapi";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/channel-types/channel-types.routes";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const { types, source } = await c.get("services").channelTypes.list();
  return c.json({ channelTypes: types, source }, 200);
};
