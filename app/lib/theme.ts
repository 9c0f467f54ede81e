// The colour theme on the client: the optimistic choice while the cookie is being saved, and
// keeping the `.dark` class on <html> in step with it (and with the OS for "system").
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { DEFAULT_THEME, isThemeOption, type ThemeOption } from "#domain/constants";
import { useRootData } from "~/lib/root-data";

/** Shared by the switcher and the document, so both see the pending choice. */
export const THEME_FETCHER_KEY = "theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The theme to show: a choice being submitted wins over the one the server last rendered. */
export function useTheme(): ThemeOption {
  const root = useRootData();
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const pending = fetcher.formData?.get("theme");
  if (isThemeOption(pending)) return pending;
  return root?.theme ?? DEFAULT_THEME;
}

/** The class the server can put on <html>. "system" is resolved in the browser (THEME_SCRIPT). */
export function serverThemeClass(theme: ThemeOption): string | undefined {
  return theme === "dark" ? "dark" : undefined;
}

/**
 * Runs in <head> before the first paint: for "system", adds `.dark` when the OS prefers dark,
 * so there is no flash of the light theme. Reads `data-theme`, which the server sets on <html>.
 */
export const THEME_SCRIPT = `(function(){try{var d=document.documentElement;if(d.dataset.theme==="system"&&window.matchMedia("${DARK_QUERY}").matches){d.classList.add("dark")}}catch(e){}})();`;

/** Keeps <html class="dark"> right after hydration: on a theme change and, for "system", on an OS change. */
export function useApplyTheme(theme: ThemeOption): void {
  useEffect(() => {
    const root = document.documentElement;
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => {
      const dark = theme === "dark" || (theme === "system" && media.matches);
      root.classList.toggle("dark", dark);
      root.dataset.theme = theme;
    };
    apply();
    if (theme !== "system") return;
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme]);
}
