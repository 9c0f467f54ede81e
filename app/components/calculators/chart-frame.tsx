import type * as React from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The box a projection chart draws in. Charts measure the browser, so they are drawn after
 * hydration; before that (and without JavaScript) a skeleton of the same size holds the place
 * and the table below carries the numbers. The chart is hidden from screen readers: the table
 * is their version of it.
 */
export function ChartFrame({ height = 280, children }: { height?: number; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div aria-hidden="true" className="w-full select-none" style={{ height }} data-chart-ready={hydrated ? "" : undefined}>
      {hydrated ? children : <Skeleton className="size-full" />}
    </div>
  );
}
