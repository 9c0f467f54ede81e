// /channel-search/export.csv?<the search's query>: every result of that search (at most
// CSV_EXPORT_MAX_ROWS), members only, with the revenue columns (PRODUCT.md: revenue is gated
// on the server, CSV exports included).
import { CSV_EXPORT_MAX_ROWS, channelSearchColumns } from "#domain/csv-export";
import { parseSearchParamsLeniently, toChannelSearchQuery } from "#domain/channel-search-params";
import { revenueAccess } from "#domain/revenue-access";
import type { Route } from "./+types/channel-search-export";
import { appContext } from "#server/app-context";
import { csvDownload, plainTextError, requireExporter } from "~/lib/csv-export.server";
import { siteOrigin } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv } = context.get(appContext);
  const access = revenueAccess(await requireExporter(request, accounts));
  // The page leaves a malformed field out and says so; a file would hide that, so it is refused.
  const { params, messages } = parseSearchParamsLeniently(new URL(request.url).searchParams);
  if (messages.length > 0) throw plainTextError(400, `${messages.join("; ")}.`);
  const { query } = toChannelSearchQuery(params, access);
  const typeLabels = Object.fromEntries((await services.catalogue.channelTypes()).map((type) => [type.id, type.label]));
  const columns = channelSearchColumns(siteOrigin(publicEnv.publicUrl, request), access.canSeeRevenue, typeLabels);
  return csvDownload("channel-search", columns, services.channels.searchInBatches(query, access, CSV_EXPORT_MAX_ROWS));
}
