import { Link } from "react-router";
import type { ContactInboxFilter } from "#domain/admin/contact-inbox";

/** All / Unread: links, so the filter can be bookmarked and works before hydration. */
export function ContactInboxFilterLinks({
  filter,
  total,
  unread,
}: {
  filter: ContactInboxFilter;
  total: number | null;
  unread: number;
}) {
  const items = [
    { value: "all" as const, label: "All", count: total, to: "/admin/contact-messages" },
    { value: "unread" as const, label: "Unread", count: unread, to: "/admin/contact-messages?filter=unread" },
  ];
  return (
    <nav aria-label="Show messages" className="inline-flex w-fit rounded-lg border bg-muted p-1">
      {items.map((item) => (
        <Link
          key={item.value}
          to={item.to}
          aria-current={filter === item.value ? "page" : undefined}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-xs"
        >
          {item.label}
          {item.count !== null ? <span className="ml-1.5 tabular-nums">({item.count})</span> : null}
        </Link>
      ))}
    </nav>
  );
}
