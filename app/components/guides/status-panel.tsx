import { AlertTriangle, Inbox } from "~/components/ui/icons";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * An error or empty state in place of content: what happened and what to do (a Try Again,
 * Refresh or Go Back action). Errors are announced to screen readers.
 */
export function StatusPanel({
  tone,
  title,
  description,
  action,
  className,
  headingLevel: Heading = "h2",
}: {
  tone: "error" | "empty";
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  headingLevel?: "h1" | "h2" | "h3";
}) {
  const Icon = tone === "error" ? AlertTriangle : Inbox;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center", className)}
    >
      <span
        className={cn(
          "grid size-11 place-items-center rounded-full",
          tone === "error" ? "bg-destructive/10 text-destructive" : "bg-muted text-muted-foreground",
        )}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
