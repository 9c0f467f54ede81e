import { createRouter } from "#server/api/create-router";
import * as handlers from "#server/api/niches/niches.handlers";
import * as routes from "#server/api/niches/niches.routes";

export const nichesRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.verdicts, handlers.verdicts);
