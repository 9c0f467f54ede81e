// The theme cookie, read on the server so <html> gets its class without a flash. Unsigned: only a display preference.
import { parse as parseCookie } from "hono/utils/cookie";
import { DEFAULT_THEME, isThemeOption, type ThemeOption } from "#domain/constants";

export const THEME_COOKIE_NAME = "theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Spec §9: "default light". */
export function readThemeCookie(request: Request): ThemeOption {
  // Hono's parser: a malformed escape ("theme=%ff") must not fail every page.
  const value = parseCookie(request.headers.get("Cookie") ?? "", THEME_COOKIE_NAME)[THEME_COOKIE_NAME];
  return value !== undefined && isThemeOption(value) ? value : DEFAULT_THEME;
}

export function serializeThemeCookie(theme: ThemeOption, { secure }: { secure: boolean }): string {
  const attributes = [`${THEME_COOKIE_NAME}=${theme}`, "Path=/", `Max-Age=${ONE_YEAR_SECONDS}`, "SameSite=Lax", "HttpOnly"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
