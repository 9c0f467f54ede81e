import { Link } from "react-router";
import { formatDate } from "#domain/format";
import { cn } from "~/lib/cn";

export interface ContactListItem {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  readAt: Date | null;
  createdAt: Date;
}

/** The inbox list, newest first; unread messages carry a dot, bold text and the word "Unread" for screen readers. */
export function ContactMessageList({
  messages,
  openId,
  hrefFor,
}: {
  messages: ContactListItem[];
  openId: string | null;
  hrefFor: (id: string) => string;
}) {
  return (
    <ul aria-label="Messages" className="divide-y overflow-hidden rounded-xl border bg-card shadow-xs">
      {messages.map((message) => {
        const unread = message.readAt === null;
        const open = message.id === openId;
        return (
          <li key={message.id}>
            <Link
              to={hrefFor(message.id)}
              aria-current={open ? "true" : undefined}
              className={cn(
                "flex gap-3 px-4 py-3 outline-none transition-colors hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                open && "bg-accent",
              )}
            >
              <span className="mt-1.5 flex size-2.5 shrink-0 items-center justify-center" aria-hidden="true">
                {unread ? <span className="size-2.5 rounded-full bg-primary" /> : null}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-3">
                  <span className={cn("truncate text-sm", unread ? "font-semibold" : "font-medium text-muted-foreground")}>
                    {unread ? <span className="sr-only">Unread: </span> : null}
                    {message.name}
                  </span>
                  <time dateTime={new Date(message.createdAt).toISOString()} className="shrink-0 text-xs text-muted-foreground">
                    {formatDate(message.createdAt)}
                  </time>
                </span>
                <span className={cn("truncate text-sm", unread ? "text-foreground" : "text-muted-foreground")}>
                  {message.subject || "(no subject)"}
                </span>
                <span className="line-clamp-1 text-xs break-all text-muted-foreground">{message.message}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
