import { createRouter } from "#server/api/create-router";
import * as handlers from "#server/api/channel-types/channel-types.handlers";
import * as routes from "#server/api/channel-types/channel-types.routes";

export const channelTypesRouter = createRouter().openapi(routes.list, handlers.list);
