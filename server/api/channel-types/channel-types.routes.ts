import { createRoute, z } from "@hono/zod-openapi";
import * as readModel from "#domain/read-models/guides";
import { jsonContent } from "#server/api/create-router";

const channelTypeSchema = readModel.channelTypeSchema.openapi("ChannelType");

export const list = createRoute({
  method: "get",
  path: "/channel-types",
  tags: ["Guides"],
  summary: "Channel types",
  responses: {
    200: jsonContent(
      z.object({
        channelTypes: z.array(channelTypeSchema),
        source: z
          .enum(["database", "catalogue"])
          .openapi({ description: "catalogue = the built-in list served when the table read failed" }),
      }),
      "Every channel type, by label",
    ),
  },
});
