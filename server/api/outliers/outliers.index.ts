import { createRouter } from "#server/api/create-router";
import * as handlers from "#server/api/outliers/outliers.handlers";
import * as routes from "#server/api/outliers/outliers.routes";

export const outliersRouter = createRouter().openapi(routes.list, handlers.list);
