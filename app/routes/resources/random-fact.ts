// GET /resources/random-fact: another random active fact for the Did You Know card.
import type { Route } from "./+types/random-fact";
import { appContext } from "#server/app-context";

export async function loader({ context }: Route.LoaderArgs) {
  const state = await context.get(appContext).services.facts.randomActiveOrError();
  // A new fact on every request: never served from a cache.
  return Response.json(state, { headers: { "cache-control": "no-store" } });
}
