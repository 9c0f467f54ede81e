import type * as React from "react";

/** A native checkbox in the design system's colours (submits with plain forms; bulk selection in tables). */
export function Checkbox(props: Omit<React.ComponentProps<"input">, "type">) {
  return <input type="checkbox" data-slot="checkbox" {...props} />;
}
