import type * as React from "react";
import { cn } from "~/lib/cn";

/** A pulsing placeholder shaped like the content that is loading (PRODUCT.md: skeletons, not spinners). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="skeleton" aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />
  );
}
