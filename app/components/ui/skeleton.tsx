import type * as React from "react";

/** A pulsing placeholder shaped like the content that is loading (PRODUCT.md: skeletons, not spinners). */
export function Skeleton(props: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden="true" {...props} />;
}
