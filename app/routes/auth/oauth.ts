import { redirect } from "react-router";
import type { Route } from "./+types/oauth";
import { appContext } from "#server/app-context";
import { flashCookie } from "#domain/flash-message";
import { redirectTarget } from "~/routes/auth/auth-actions.server";
import { AUTH_TOASTS } from "~/routes/auth/auth-toasts";
import { readFormData } from "~/lib/form-data";

/**
 * Starts an OAuth sign-in (PKCE; the state and verifier travel in cookies Better Auth sets) and
 * sends the browser to the provider. Only configured providers are accepted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const { accounts } = context.get(appContext);
  const provider = accounts.oauthProviders.find((p) => p.id === formData.get("provider"));
  if (!provider) return redirect("/auth");
  // Back through our loader below, which adds the 'Logged in successfully' toast.
  const callbackURL = `/auth/oauth?next=${encodeURIComponent(redirectTarget(formData.get("redirect"), "/"))}`;
  const errorCallbackURL = "/auth?error=oauth";
  // Generic OpenID Connect providers register as social providers too (Better Auth 1.7).
  const response = await accounts.callAuthEndpoint<{ url?: string }>(request, "/sign-in/social", {
    provider: provider.id,
    callbackURL,
    errorCallbackURL,
    disableRedirect: true,
  });
  const url = response.data?.url;
  if (!response.ok || !url) return redirect("/auth?error=oauth");
  return redirect(url, { headers: accounts.withCookies(response.setCookies) });
}

/** Where the provider's callback lands once the session is set: on to the page asked for, with the spec §8 toast. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts } = context.get(appContext);
  const next = url.searchParams.get("next");
  if (next === null || !(await accounts.getViewer(request))) return redirect("/auth");
  return redirect(redirectTarget(next, "/"), { headers: { "set-cookie": flashCookie("success", AUTH_TOASTS.loggedIn) } });
}
