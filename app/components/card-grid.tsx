import type * as React from "react";
import { HydratesApart } from "~/components/hydrates-apart";
import { cn } from "~/lib/cn";

/** Cards in the site's list grid: one column on a phone, two, then three; each card fills its cell and hydrates on its own. */
export function CardGrid<T>({
  items,
  keyOf,
  children,
  className,
  testId,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)} data-testid={testId}>
      {items.map((item) => (
        <li key={keyOf(item)} className="grid render-when-near-72">
          <HydratesApart>{children(item)}</HydratesApart>
        </li>
      ))}
    </ul>
  );
}
