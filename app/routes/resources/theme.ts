// POST /resources/theme (field `theme`: light | dark | system) remembers the choice in the
// `theme` cookie. With `redirectTo` (the no-JavaScript form) it redirects back; a fetcher
// gets a small JSON answer and the root loader revalidates.
import { data, redirect } from "react-router";
import { isThemeOption } from "#domain/constants";
import { safeRedirectTarget } from "#domain/redirect-target";
import { serializeThemeCookie } from "#domain/theme-cookie";
import type { Route } from "./+types/theme";
import { readFormData } from "~/lib/form-data";

export async function action({ request, url }: Route.ActionArgs) {
  const form = await readFormData(request);
  const theme = form.get("theme");
  if (!isThemeOption(theme)) {
    return data({ ok: false as const, error: "Choose light, dark or system." }, { status: 400 });
  }
  const headers = { "Set-Cookie": serializeThemeCookie(theme, { secure: url.protocol === "https:" }) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) throw redirect(safeRedirectTarget(redirectTo), { status: 303, headers });
  return data({ ok: true as const, theme }, { headers });
}

/** A GET (someone opening the URL) goes home rather than showing an error. */
export function loader() {
  return redirect("/");
}
