import type { RouteHandler } from "@hono/zod-openapi";
import type { ApiEnv } from "#server/api/create-router";
import type * as routes from "#server/api/facts/facts.routes";

export const random: RouteHandler<typeof routes.random, ApiEnv> = async (c) => {
  const { fact, error } = await c.get("services").facts.randomActiveOrError();
  c.header("cache-control", "no-store");
  if (error) return c.json({ fact: null, error }, 503);
  return c.json({ fact }, 200);
};
