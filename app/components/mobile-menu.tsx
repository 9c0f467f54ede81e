import { Menu } from "~/components/ui/icons";
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { OnDemandBoundary } from "~/components/on-demand-boundary";
import { Button } from "~/components/ui/button";
import type { ShellUser } from "#domain/shell-user";
import { onDemand } from "~/lib/on-demand";
import type { NavItem } from "~/lib/site-navigation";

// The dialog library (Radix Dialog: focus trap, scroll lock) loads when the menu is first opened.
const sheet = onDemand(() => import("~/components/mobile-menu-dialog"));

export type MobileMenuProps = { items: readonly NavItem[]; user: ShellUser | null; className?: string };

/**
 * The menu below the `lg` breakpoint: a sheet with the same items as the desktop nav
 * (spec §2: "A mobile menu mirrors this"). Until it is first opened this is only its button.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Clicks on the plain button: the first loads the sheet, a later one retries a failed load.
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();

  // Close when the page changes by any route (a link, back/forward, a redirect).
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={props.className}
      onPointerEnter={sheet.preload}
      onFocus={sheet.preload}
      onClick={() => {
        setAttempt((n) => n + 1);
        setOpen(true);
      }}
    >
      <MenuIcon />
    </Button>
  );
  if (attempt === 0) return button;
  return (
    <OnDemandBoundary key={attempt} fallback={button}>
      <Suspense fallback={button}>
        <sheet.Component {...props} open={open} onOpenChange={setOpen} />
      </Suspense>
    </OnDemandBoundary>
  );
}

export function MenuIcon() {
  return <Menu className="size-5" aria-hidden="true" />;
}
