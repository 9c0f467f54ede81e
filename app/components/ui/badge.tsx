import { cva, type VariantProps } from "class-variance-authority";
// The Slot package itself, not the radix-ui barrel: this is on every page, the rest of Radix is not.
import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva(
  // .badge (app.css): the shape, written once for the many badges a page shows.
  "badge",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        accent: "border-transparent bg-accent text-accent-foreground",
        outline: "text-foreground",
        destructive: "border-transparent bg-destructive-fill text-destructive-foreground",
        warning: "border-warning/40 bg-warning/15 text-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
