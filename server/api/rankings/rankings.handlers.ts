import type { RouteHandler } from "@hono/zod-openapi";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/rankings/rankings.routes";
import { revenueAccess } from "#domain/revenue-access";
import { toRankingFilters } from "#domain/ranking-filters";

export const list: RouteHandler<typeof routes.list, ApiEnv> = async (c) => {
  const { metric, ...filters } = c.req.valid("query");
  const rankings = await c.get("services").rankings.top(metric, revenueAccess(c.get("viewer")), toRankingFilters(filters));
  // Spec §6: "revenue rankings are hidden behind the prompts … 'Sign in to view rankings'".
  if (!rankings) return c.json({ error: "Sign in to view rankings" }, 401);
  return c.json(rankings, 200);
};
