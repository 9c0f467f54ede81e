// GET /resources/type-channels?type={id}&page={n}: one page (6) of a type's channels for the
// 'Load more channels' button and scroll loading of /channel-types/{typeId}. Public numbers only.
import { TYPE_LIST_ERROR } from "#domain/constants";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";
import type { Route } from "./+types/type-channels";
import { appContext } from "#server/app-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const type = url.searchParams.get("type") ?? "";
  const pageParam = url.searchParams.get("page") ?? "1";
  if (!CHANNEL_TYPE_ID_PATTERN.test(type)) {
    return Response.json({ error: "type must be a channel type id (lowercase letters, digits, underscore)" }, { status: 400 });
  }
  if (!/^[1-9][0-9]{0,3}$/.test(pageParam)) {
    return Response.json({ error: "page must be a positive whole number" }, { status: 400 });
  }
  const { services, logger } = context.get(appContext);
  try {
    const result = await services.channelTypes.channelsPage(type, Number(pageParam));
    return Response.json(result);
  } catch (error) {
    logger.error({ err: error, type }, "type channels page failed");
    return Response.json({ error: TYPE_LIST_ERROR }, { status: 500 });
  }
}
