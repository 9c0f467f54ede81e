// /niches/export.csv?<the list's filters>: the niches as the list shows them, with their verdicts
// and life stages, members only like every CSV export.
import { nicheColumns } from "#domain/csv-export";
import { parseNicheListParamsLeniently } from "#domain/niche-list-params";
import type { Route } from "./+types/niches-export";
import { appContext } from "#server/app-context";
import { csvDownload, plainTextError, requireExporter } from "~/lib/csv-export.server";
import { siteOrigin } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv } = context.get(appContext);
  await requireExporter(request, accounts);
  // The page leaves a malformed filter out and says so; a file would hide that, so it is refused.
  const { filters, messages } = parseNicheListParamsLeniently(new URL(request.url).searchParams);
  if (messages.length > 0) throw plainTextError(400, `${messages.join("; ")}.`);
  const niches = await services.niches.list(filters);
  return csvDownload("niches", nicheColumns(siteOrigin(publicEnv.publicUrl, request)), oneBatch(niches));
}

async function* oneBatch<Row>(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}
