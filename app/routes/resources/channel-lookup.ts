// GET /resources/channel-lookup?q=… → { channels: [{ slug, title, subscribers }] }: the
// calculators' search-as-you-type channel picker (at most 10, by title, typo-tolerant).
// Public numbers only: a title, a slug and a subscriber count are on every channel card.
import { appContext } from "#server/app-context";
import type { Route } from "./+types/channel-lookup";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const channels = await services.calculatorPrefill.lookupChannels(query);
  return Response.json({ channels }, { headers: { "Cache-Control": "public, max-age=60" } });
}
