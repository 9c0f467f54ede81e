import { createRouter } from "#server/api/create-router";
import * as handlers from "#server/api/rankings/rankings.handlers";
import * as routes from "#server/api/rankings/rankings.routes";

export const rankingsRouter = createRouter().openapi(routes.list, handlers.list);
