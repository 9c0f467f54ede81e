import { LoaderCircle } from "~/components/ui/icons";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A spinning icon. Decorative on its own: put the text that says what is loading next to it
 * (and `role="status"` on their container). PRODUCT.md: spinners only where the spec names them.
 */
export function Spinner({ className, ...props }: React.ComponentProps<"svg">) {
  return <LoaderCircle aria-hidden="true" data-slot="spinner" className={cn("size-5 animate-spin", className)} {...props} />;
}
