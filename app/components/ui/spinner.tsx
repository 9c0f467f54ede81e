import { LoaderCircle } from "~/components/ui/icons";
import type * as React from "react";

/**
 * A spinning icon. Decorative on its own: put the text that says what is loading next to it
 * (and `role="status"` on their container). PRODUCT.md: spinners only where the spec names them.
 */
export function Spinner(props: React.ComponentProps<"svg">) {
  return <LoaderCircle aria-hidden="true" data-slot="spinner" {...props} />;
}
