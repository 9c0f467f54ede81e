import type { RouteHandler } from "@hono/zod-openapi";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/niches/niches.routes";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const query = c.req.valid("query");
  const niches = await c.get("services").niches.list({
    competition: query.competition ?? null,
    risk: query.risk ?? null,
    editorialRisk: query.editorialRisk ?? null,
    category: query.category ?? null,
    sort: query.sort ?? null,
  });
  return c.json({ niches }, 200);
};
