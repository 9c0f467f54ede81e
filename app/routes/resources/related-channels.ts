// GET /resources/related-channels?channel={id}: the related channels again, for the channel
// page's Try Again (spec §8: "'Failed to load related channels' (toast once and inline with
// Try Again)"). Public data only: related channels carry no revenue.
import type { Route } from "./+types/related-channels";
import { appContext } from "#server/app-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, logger } = context.get(appContext);
  const channelId = new URL(request.url).searchParams.get("channel") ?? "";
  try {
    const related = await services.channels.related(channelId);
    if (related === null) return Response.json({ related: [], error: "Channel not found" }, { status: 404 });
    return Response.json({ related, error: null }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "related channels failed");
    return Response.json({ related: [], error: "Failed to load related channels" }, { status: 500 });
  }
}
