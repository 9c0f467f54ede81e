import { ChevronDown } from "~/components/ui/icons";
import type * as React from "react";

/**
 * A styled native <select>: works before hydration, inside plain forms, and with the platform's
 * own keyboard and screen-reader behaviour (admin forms and filters).
 */
export function NativeSelect({ children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select data-slot="native-select" {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
