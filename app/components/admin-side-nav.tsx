import { SiteNavLink } from "~/components/site-nav-link";
import { ADMIN_NAV_ITEMS } from "~/lib/site-navigation";

/** The admin pages: a column beside the content on wide screens, a scrolling row on phones. */
export function AdminSideNav({ counts = {} }: { counts?: Readonly<Record<string, number>> }) {
  return (
    <nav aria-label="Admin" className="border-b md:w-56 md:shrink-0 md:border-r md:border-b-0">
      <ul className="flex gap-1 overflow-x-auto px-4 py-2 md:sticky md:top-14 md:flex-col md:overflow-visible md:px-3 md:py-6">
        {ADMIN_NAV_ITEMS.map((item) => (
          <li key={item.to} className="shrink-0">
            {/* A count (unread messages) joins the link's name: "Contact inbox (3)". */}
            <SiteNavLink
              item={counts[item.to] ? { ...item, label: `${item.label} (${counts[item.to]})` } : item}
              className="block whitespace-nowrap"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
