import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { appContext } from "#server/app-context";

/** Spec §2: "/admin redirects to /admin/dashboard" (admins only, like every admin page). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await context.get(appContext).accounts.requireAdmin(request, url);
  return redirect("/admin/dashboard");
}
