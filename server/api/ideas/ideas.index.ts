import { createRouter } from "#server/api/create-router";
import * as handlers from "#server/api/ideas/ideas.handlers";
import * as routes from "#server/api/ideas/ideas.routes";

export const ideasRouter = createRouter().openapi(routes.list, handlers.list);
