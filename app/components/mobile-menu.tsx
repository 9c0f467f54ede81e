import { Menu } from "~/components/ui/icons";
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import type { ShellUser } from "~/lib/shell-user";
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
  const [used, setUsed] = useState(false);
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
      onPointerEnter={() => void sheet.preload()}
      onFocus={() => void sheet.preload()}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      <MenuIcon />
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <sheet.Component {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

export function MenuIcon() {
  return <Menu className="size-5" aria-hidden="true" />;
}
