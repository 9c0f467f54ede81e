import { createRouter } from "#server/api/create-router";
import * as handlers from "#server/api/facts/facts.handlers";
import * as routes from "#server/api/facts/facts.routes";

export const factsRouter = createRouter().openapi(routes.random, handlers.random);
