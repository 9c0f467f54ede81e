import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { flashCookie } from "#domain/flash-message";
import { appContext } from "#server/app-context";
import { AUTH_TOASTS } from "~/routes/auth/auth-toasts";

/** The user menu's Log out posts here (spec §8: 'Logged out successfully' / 'Error signing out'). */
export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, logger } = context.get(appContext);
  const headers = new Headers();
  try {
    const response = await accounts.callAuthEndpoint(request, "/sign-out", {});
    for (const cookie of response.setCookies) headers.append("set-cookie", cookie);
    if (!response.ok) throw new Error(response.message ?? `sign-out answered ${response.status}`);
    headers.append("set-cookie", flashCookie("success", AUTH_TOASTS.loggedOut));
  } catch (error) {
    logger.warn({ err: error }, "sign-out failed");
    headers.append("set-cookie", flashCookie("error", AUTH_TOASTS.logoutFailed));
  }
  return redirect("/", { headers });
}

/** A GET (a bookmarked or typed URL) signs nobody out: back home. */
export function loader() {
  return redirect("/");
}
