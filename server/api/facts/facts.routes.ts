// GET /api/v1/facts/random (spec §7), or the spec §8 error 'Failed to load fact'.
import { createRoute, z } from "@hono/zod-openapi";
import { didYouKnowFactSchema } from "#domain/read-models/guides";
import { jsonContent } from "#server/api/create-router";

const factSchema = didYouKnowFactSchema.openapi("Fact");

export const random = createRoute({
  method: "get",
  path: "/facts/random",
  tags: ["Guides"],
  summary: "A random Did You Know fact",
  responses: {
    200: jsonContent(z.object({ fact: factSchema.nullable() }), "A fact, or null when none is active"),
    503: jsonContent(z.object({ fact: z.null(), error: z.string() }), "Failed to load fact"),
  },
});
