// GET /api/v1/channel-types: every channel type (how-to guides of faceless formats), by label.
import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "#server/api/create-router";

const channelTypeSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    description: z.string().openapi({ description: "HTML, sanitized with the site's allow-list" }),
    production: z.string().openapi({ description: "How to Create (sanitized HTML)" }),
    example: z.string().openapi({ description: "Example Ideas (sanitized HTML)" }),
    imageUrl: z.string().nullable(),
    gradient: z.tuple([z.string(), z.string()]),
  })
  .openapi("ChannelType");

export const list = createRoute({
  method: "get",
  path: "/channel-types",
  tags: ["Guides"],
  summary: "Channel types",
  responses: {
    200: jsonContent(
      z.object({ channelTypes: z.array(channelTypeSchema), source: z.enum(["database", "catalogue"]).openapi({ description: "catalogue = the built-in list served when the table read failed" }) }),
      "Every channel type, by label",
    ),
  },
});
