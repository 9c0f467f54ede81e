import type { RouteHandler } from "@hono/zod-openapi";
import { toNicheListFilters } from "#domain/niche-list-params";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/niches/niches.routes";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const niches = await c.get("services").niches.list(toNicheListFilters(c.req.valid("query")));
  return c.json({ niches }, 200);
};
