// /channel-rankings/export.csv?tab=per-video|per-subscriber[&type&niche&country&subs_min&subs_max]:
// the ranking table of that tab with the page's filters, members only (spec §6: rankings are for
// signed-in users).
import { rankingColumns } from "#domain/csv-export";
import { RANKING_TABS, rankingTabOf } from "#domain/ranking-tabs";
import { parseRankingFilters, toRankingFilters } from "#domain/ranking-filters";
import { revenueAccess } from "#domain/revenue-access";
import type { Route } from "./+types/channel-rankings-export";
import { appContext } from "#server/app-context";
import { csvDownload, plainTextError, requireExporter } from "~/lib/csv-export.server";
import { siteOrigin } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv } = context.get(appContext);
  const access = revenueAccess(await requireExporter(request, accounts));
  const searchParams = new URL(request.url).searchParams;
  const value = searchParams.get("tab");
  // No tab is the page's first tab, as on /channel-rankings; an unknown one is an error, not a guess.
  const tab = value === null || value === "" ? RANKING_TABS[0] : rankingTabOf(value);
  if (!tab) throw plainTextError(400, `tab must be one of: ${RANKING_TABS.map((t) => t.key).join(", ")}.`);
  const { params, messages } = parseRankingFilters(searchParams);
  // A file is not a page that can say what it left out: a malformed filter is refused.
  if (messages[0]) throw plainTextError(400, `${messages[0]}.`);
  const rankings = await services.rankings.top(tab.metric, access, toRankingFilters(params));
  const rows = rankings?.rows ?? [];
  return csvDownload(
    `rankings-${tab.key}`,
    rankingColumns(siteOrigin(publicEnv.publicUrl, request), tab.label),
    (async function* () {
      if (rows.length > 0) yield rows;
    })(),
  );
}
