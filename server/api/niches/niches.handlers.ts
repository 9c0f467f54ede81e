import type { RouteHandler } from "@hono/zod-openapi";
import { toNicheListFilters } from "#domain/niche-list-params";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/niches/niches.routes";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const niches = await c.get("services").niches.list(toNicheListFilters(c.req.valid("query")));
  return c.json({ niches }, 200);
};

export const verdicts: RouteHandler<typeof routes.verdicts, ApiEnv> = async (c) => {
  const { slug } = c.req.valid("param");
  const page = await c.get("services").niches.verdicts(slug);
  if (!page) return c.json({ error: "Niche not found" }, 404);
  return c.json(page, 200);
};
