// The Slot package itself, not the radix-ui barrel: this is on every page, the rest of Radix is not.
import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";

// The look of each variant and size is in app.css, by data-variant and data-size.
export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: "default" | "secondary" | "outline" | "ghost" | "destructive" | "link" | null;
  size?: "default" | "sm" | "lg" | "icon" | "icon-sm" | null;
  /** Render the child element (e.g. a <Link>) with button styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      // A bare <button> inside a form submits; say so explicitly so it is never a surprise.
      type={asChild ? type : (type ?? "button")}
      {...props}
    />
  );
}
