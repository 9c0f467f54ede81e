// The theme cookie: read by the root loader so <html> gets its class on the server (no flash) and
// by the 503 page, written by the /resources/theme action. A plain value ("dark"), no signing: it
// is only a display preference.
import { parse as parseCookie } from "hono/utils/cookie";
import { DEFAULT_THEME, isThemeOption, type ThemeOption } from "#domain/constants";

export const THEME_COOKIE_NAME = "theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The theme saved in the request's cookie, or the spec default (§9: "default light"). */
export function readThemeCookie(request: Request): ThemeOption {
  // Hono's parser, not a split and decodeURIComponent: a malformed escape ("theme=%ff") is
  // somebody's typo or probe, and must not fail every page.
  const value = parseCookie(request.headers.get("Cookie") ?? "", THEME_COOKIE_NAME)[THEME_COOKIE_NAME];
  return value !== undefined && isThemeOption(value) ? value : DEFAULT_THEME;
}

/** A Set-Cookie value remembering `theme` for a year. */
export function serializeThemeCookie(theme: ThemeOption, { secure }: { secure: boolean }): string {
  const attributes = [`${THEME_COOKIE_NAME}=${theme}`, "Path=/", `Max-Age=${ONE_YEAR_SECONDS}`, "SameSite=Lax", "HttpOnly"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
