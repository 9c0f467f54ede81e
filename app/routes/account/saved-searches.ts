// POST /watchlist/saved-searches: save the current /channel-search state under a name
// (intent save: name, query), rename one (intent rename: id, name) or delete one (intent delete: id).
import { redirect } from "react-router";
import { canonicalSavedSearchQuery, savedSearchNameSchema } from "#domain/saved-search";
import { safeRedirectTarget } from "#domain/redirect-target";
import { appContext } from "#server/app-context";
import { readFormData } from "~/lib/form-data";
import { replyOk, replyRefused } from "~/routes/account/member-tool-reply.server";
import type { Route } from "./+types/saved-searches";

const INTENTS = ["save", "rename", "delete"] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => typeof value === "string" && (INTENTS as readonly string[]).includes(value);

export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, services } = context.get(appContext);
  const form = await readFormData(request);
  const redirectField = form.get("redirect");
  const back = redirectField === null ? null : safeRedirectTarget(redirectField, "/watchlist");
  const viewer = await accounts.requireUser(request, back ?? "/watchlist");
  const intent = form.get("intent");
  if (!isIntent(intent)) return replyRefused(null, 400, "intent must be save, rename or delete");

  if (intent === "delete") {
    const outcome = await services.savedSearches.remove(viewer.id, String(form.get("id") ?? ""));
    if (!outcome.ok) return replyRefused(back, outcome.status, outcome.message);
    return replyOk(back, `Deleted the saved search “${outcome.search.name}”.`, { id: outcome.search.id });
  }

  const name = savedSearchNameSchema.safeParse(form.get("name") ?? undefined);
  if (!name.success) return replyRefused(null, 400, name.error.issues[0]?.message ?? "Give the search a name", "name");

  if (intent === "rename") {
    const outcome = await services.savedSearches.rename(viewer.id, String(form.get("id") ?? ""), name.data);
    if (!outcome.ok) return replyRefused(back, outcome.status, outcome.message, outcome.field);
    return replyOk(back, `Renamed to “${outcome.search.name}”.`, { id: outcome.search.id });
  }

  const rawQuery = form.get("query");
  if (typeof rawQuery !== "string") return replyRefused(null, 400, "query is required");
  const canonical = canonicalSavedSearchQuery(rawQuery);
  if (!canonical.ok) return replyRefused(null, 400, canonical.message, "query");
  const outcome = await services.savedSearches.create(viewer.id, name.data, canonical.query);
  if (!outcome.ok) return replyRefused(back, outcome.status, outcome.message, outcome.field);
  return replyOk(back, `Saved “${outcome.search.name}”. It is on your watchlist.`, { id: outcome.search.id });
}

/** Opening the address goes to the watchlist. */
export function loader() {
  return redirect("/watchlist");
}
