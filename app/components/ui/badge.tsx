// The Slot package itself, not the radix-ui barrel: this is on every page, the rest of Radix is not.
import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { cn } from "~/lib/cn";

// .badge (app.css) is the shape, written once for the many badges a page shows; each variant's
// colours are there too, by data-variant.
export type BadgeProps = React.ComponentProps<"span"> & {
  variant?: "default" | "secondary" | "accent" | "outline" | "destructive" | "warning" | null;
  asChild?: boolean;
};

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return <Comp data-slot="badge" data-variant={variant ?? "default"} className={cn("badge", className)} {...props} />;
}
