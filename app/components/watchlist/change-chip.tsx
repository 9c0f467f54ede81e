// One change on the watchlist ("+2,500 subscribers", "2 new uploads"…): a small labelled chip,
// highlighted when something changed, quiet when not.
import type * as React from "react";
import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

export function ChangeChip({
  icon: Icon,
  children,
  tone = "change",
}: {
  icon: IconComponent;
  children: React.ReactNode;
  tone?: "change" | "drop" | "quiet";
}) {
  return (
    <li
      className={cn(
        "inline-flex max-w-full min-w-0 items-start gap-1.5 rounded-md border px-2 py-1 text-xs",
        tone === "change" && "border-primary/30 bg-primary/10 text-foreground",
        tone === "drop" && "border-destructive/30 bg-destructive/10 text-foreground",
        tone === "quiet" && "text-muted-foreground",
      )}
    >
      <Icon
        className={cn("mt-px size-3.5 shrink-0", tone === "change" ? "text-primary" : tone === "drop" ? "text-destructive" : "")}
        aria-hidden="true"
      />
      {/* Wraps rather than cuts: on a phone the title of a new upload is the point. */}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}
