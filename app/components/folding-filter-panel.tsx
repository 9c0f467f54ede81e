import type * as React from "react";
import { SlidersHorizontal } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

// Tailwind needs whole class names: one set per width the panel stays open from.
const UNFOLDED_FROM = {
  sm: {
    details: "sm:[&::details-content]:[content-visibility:visible] sm:[&::details-content]:block",
    summary: "sm:pointer-events-none sm:cursor-default",
    show: "sm:hidden",
    hide: "sm:!hidden",
  },
  lg: {
    details: "lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block",
    summary: "lg:pointer-events-none lg:cursor-default",
    show: "lg:hidden",
    hide: "lg:!hidden",
  },
} as const;

/**
 * A "Filters" panel that is a <details> (folds without JavaScript, opens from the keyboard):
 * closed on narrow screens until a filter is set, so results come first; always open from
 * `unfoldFrom` up. The active-filter count shows on its summary.
 */
export function FoldingFilterPanel({
  activeCount,
  unfoldFrom,
  bodyClassName,
  children,
}: {
  activeCount: number;
  unfoldFrom: keyof typeof UNFOLDED_FROM;
  bodyClassName?: string;
  children: React.ReactNode;
}) {
  const classes = UNFOLDED_FROM[unfoldFrom];
  return (
    <details open={activeCount > 0 || undefined} className={cn("group rounded-xl border bg-card shadow-xs", classes.details)}>
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl p-4 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          classes.summary,
        )}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground tabular-nums">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </span>
        <span className={cn("text-xs font-normal text-muted-foreground group-open:hidden", classes.show)}>Show</span>
        <span className={cn("hidden text-xs font-normal text-muted-foreground group-open:inline", classes.hide)}>Hide</span>
      </summary>
      <div className={cn("border-t p-4", bodyClassName)}>{children}</div>
    </details>
  );
}
