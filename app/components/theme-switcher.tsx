import { Monitor, Moon, Sun, type IconComponent } from "~/components/ui/icons";
import { useFetcher, useLocation } from "react-router";
import type { ThemeOption } from "#domain/constants";
import { cn } from "~/lib/cn";
import { THEME_FETCHER_KEY, useTheme } from "~/lib/theme";
import { useHydrated } from "~/lib/use-hydrated";

const CHOICES: readonly { value: ThemeOption; label: string; icon: IconComponent }[] = [
  { value: "light", label: "Light theme", icon: Sun },
  { value: "dark", label: "Dark theme", icon: Moon },
  { value: "system", label: "System theme", icon: Monitor },
];

/**
 * Light / dark / system (spec §9). A plain form before hydration (the action sets the cookie
 * and redirects back); a fetcher afterwards, with the class switched optimistically.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const theme = useTheme();
  const location = useLocation();
  const hydrated = useHydrated();

  return (
    <fetcher.Form
      method="post"
      action="/resources/theme"
      className={cn("theme-switcher", className)}
      aria-label="Colour theme"
      role="group"
    >
      {/* Only the no-JavaScript submission needs to be sent back; the fetcher stays on the page. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      {CHOICES.map(({ value, label, icon: Icon }) => {
        const active = theme === value;
        return (
          <button
            key={value}
            type="submit"
            name="theme"
            value={value}
            aria-label={label}
            aria-pressed={active}
            title={label}
            className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-secondary aria-pressed:text-foreground aria-pressed:shadow-xs"
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        );
      })}
    </fetcher.Form>
  );
}
