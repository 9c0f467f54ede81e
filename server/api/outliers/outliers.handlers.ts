import type { RouteHandler } from "@hono/zod-openapi";
import { toOutlierSearchQuery } from "#domain/outlier-search-params";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/outliers/outliers.routes";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const result = await c.get("services").outliers.search(toOutlierSearchQuery(c.req.valid("query")));
  return c.json(result, 200);
};
