import { createRouter } from "#server/api/create-router";
import * as handlers from "#server/api/channels/channels.handlers";
import * as routes from "#server/api/channels/channels.routes";

export const channelsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.topVideos, handlers.topVideos)
  .openapi(routes.related, handlers.related);
