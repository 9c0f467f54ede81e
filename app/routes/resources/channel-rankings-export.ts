// /channel-rankings/export.csv?tab=per-video|per-subscriber: the ranking table of that tab,
// members only (spec §6: rankings are for signed-in users).
import { rankingColumns } from "#domain/csv-export";
import { RANKING_TABS, rankingTabOf } from "#domain/ranking-tabs";
import { revenueAccess } from "#domain/revenue-access";
import type { Route } from "./+types/channel-rankings-export";
import { appContext } from "~/lib/app-context";
import { csvDownload, plainTextError, requireExporter } from "~/lib/csv-export.server";
import { siteOrigin } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv } = context.get(appContext);
  const access = revenueAccess(await requireExporter(request, accounts));
  const value = new URL(request.url).searchParams.get("tab");
  // No tab is the page's first tab, as on /channel-rankings; an unknown one is an error, not a guess.
  const tab = value === null || value === "" ? RANKING_TABS[0] : rankingTabOf(value);
  if (!tab) throw plainTextError(400, `tab must be one of: ${RANKING_TABS.map((t) => t.key).join(", ")}.`);
  const rankings = await services.rankings.top(tab.metric, access);
  const rows = rankings?.rows ?? [];
  return csvDownload(`rankings-${tab.key}`, rankingColumns(siteOrigin(publicEnv.publicUrl, request), tab.label), (async function* () {
    if (rows.length > 0) yield rows;
  })());
}
