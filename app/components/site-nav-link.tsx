import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import type { NavItem } from "~/lib/site-navigation";

/** A navigation link that marks the current page (NavLink sets aria-current="page"). */
export function SiteNavLink({ item, className, onClick }: { item: NavItem; className?: string; onClick?: () => void }) {
  return (
    <NavLink
      to={item.to}
      // "/" would otherwise be active on every page; /admin/channels on its add and edit pages.
      end={item.to === "/" || item.to === "/admin/channels"}
      onClick={onClick}
      className={cn("nav-link", className)}
    >
      {item.label}
    </NavLink>
  );
}
