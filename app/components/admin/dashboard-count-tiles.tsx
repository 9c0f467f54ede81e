import { Boxes, Film, Inbox, Layers, Lightbulb, Sparkles, Users } from "~/components/ui/icons";
import type * as React from "react";
import { Link } from "react-router";
import { formatNumber } from "#domain/format";
import { CompactNumber } from "~/components/compact-number";
import type { DashboardCounts } from "#domain/read-models/dashboard";

export type DashboardCountsView = DashboardCounts;

interface Tile {
  key: string;
  label: string;
  value: number;
  note?: string;
  href: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  /** Draws the eye when there is something to do (unread messages). */
  attention?: boolean;
}

/** The catalogue and site at a glance; each tile opens the page that manages it. */
export function DashboardCountTiles({ counts }: { counts: DashboardCountsView }) {
  const tiles: Tile[] = [
    {
      key: "channels",
      label: "Channels",
      value: counts.channels,
      note: counts.demoChannels > 0 ? `${formatNumber(counts.demoChannels)} demo` : undefined,
      href: "/admin/channels",
      icon: Film,
    },
    { key: "channel-types", label: "Channel types", value: counts.channelTypes, href: "/admin/channel-types", icon: Layers },
    { key: "niches", label: "Niches", value: counts.niches, href: "/admin/niches", icon: Boxes },
    { key: "ideas", label: "Faceless ideas", value: counts.ideas, href: "/admin/faceless-ideas", icon: Lightbulb },
    {
      key: "facts",
      label: "Did-you-know facts",
      value: counts.facts,
      note: `${formatNumber(counts.activeFacts)} active`,
      href: "/admin/did-you-know-facts",
      icon: Sparkles,
    },
    {
      key: "users",
      label: "Users",
      value: counts.users,
      note: `${formatNumber(counts.admins)} ${counts.admins === 1 ? "admin" : "admins"}`,
      href: "/admin/users",
      icon: Users,
    },
    {
      key: "unread-messages",
      label: "Unread messages",
      value: counts.unreadMessages,
      note: counts.unreadMessages === 0 ? "Inbox clear" : "Waiting in the inbox",
      href: "/admin/contact-messages",
      icon: Inbox,
      attention: counts.unreadMessages > 0,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7" aria-label="Counts">
      {tiles.map((tile) => (
        <li key={tile.key} className="grid">
          <Link
            to={tile.href}
            data-testid={`count-${tile.key}`}
            className="group flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span className="min-w-0 leading-snug">{tile.label}</span>
              <tile.icon className={tile.attention ? "size-4 shrink-0 text-primary" : "size-4 shrink-0"} aria-hidden />
            </span>
            <CompactNumber value={tile.value} className="text-2xl font-semibold tracking-tight" />
            {tile.note ? (
              <span className={tile.attention ? "text-xs font-medium text-primary" : "text-xs text-muted-foreground"}>
                {tile.note}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
