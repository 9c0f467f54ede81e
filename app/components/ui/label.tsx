import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";

export function Label(props: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" {...props} />;
}
