import type * as React from "react";

export function Input({ type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" {...props} />;
}
