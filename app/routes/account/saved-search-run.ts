// GET /watchlist/saved-searches/:id/run: the watchlist's "Run" link. Notes the run (the list's
// "Last run …") and opens the search itself on /channel-search.
import { redirect } from "react-router";
import { SAVED_SEARCH_NOT_FOUND_MESSAGE } from "#domain/saved-search";
import { flashCookie } from "#domain/flash-message";
import { appContext } from "#server/app-context";
import type { Route } from "./+types/saved-search-run";

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  const viewer = await accounts.requireUser(request, url);
  const search = await services.savedSearches.markRun(viewer.id, params.id);
  if (!search) throw redirect("/watchlist", { headers: { "set-cookie": flashCookie("error", SAVED_SEARCH_NOT_FOUND_MESSAGE) } });
  return redirect(`/channel-search${search.query ? `?${search.query}` : ""}`);
}
