import { createRoute, z } from "@hono/zod-openapi";
import { DIFFICULTIES, LEVELS } from "#domain/catalogue-levels";
import { ideaSummarySchema } from "#domain/read-models/guides";
import { errorSchema, jsonContent } from "#server/api/create-router";

const blank = (value: unknown) => (value === "" ? undefined : value);

const ideaSchema = ideaSummarySchema.openapi("Idea");

export const list = createRoute({
  method: "get",
  path: "/ideas",
  tags: ["Guides"],
  summary: "Faceless channel ideas",
  request: {
    query: z.object({
      difficulty: z.preprocess(
        blank,
        z.enum(DIFFICULTIES, { error: `difficulty must be one of ${DIFFICULTIES.join(", ")}` }).optional(),
      ),
      startupCost: z.preprocess(blank, z.enum(LEVELS, { error: `startupCost must be one of ${LEVELS.join(", ")}` }).optional()),
      niche: z.preprocess(
        blank,
        z
          .string()
          .regex(/^[a-z0-9-]+$/, "niche must be a niche slug")
          .optional(),
      ),
      type: z.preprocess(
        blank,
        z
          .string()
          .regex(/^[a-z0-9_]+$/, "type must be a channel type id")
          .optional(),
      ),
    }),
  },
  responses: {
    200: jsonContent(z.object({ ideas: z.array(ideaSchema) }), "Ideas"),
    400: jsonContent(errorSchema, "Invalid parameters"),
  },
});
