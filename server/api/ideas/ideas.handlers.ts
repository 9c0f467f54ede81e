import type { RouteHandler } from "@hono/zod-openapi";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/ideas/ideas.routes";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const query = c.req.valid("query");
  const ideas = await c.get("services").ideas.list({
    difficulty: query.difficulty ?? null,
    startupCost: query.startupCost ?? null,
    niche: query.niche ?? null,
    type: query.type ?? null,
  });
  return c.json({ ideas }, 200);
};
