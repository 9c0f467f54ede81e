import type * as React from "react";
import { Minus, TrendingDown, TrendingUp } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * A growth figure in green (up) or red (down) with an arrow icon as well as colour (PRODUCT.md
 * "Look and feel": trends never by colour alone). `value` only decides the direction; the
 * children are the formatted text ("+9.7%", "−5,000").
 */
export function ChannelGrowthTrend({ value, children, className, ...props }: React.ComponentProps<"span"> & { value: number }) {
  const Icon = value > 0 ? TrendingUp : value < 0 ? TrendingDown : Minus;
  return (
    <span
      {...props}
      className={cn(
        "inline-flex items-center gap-1 tabular-nums",
        value > 0 && "text-success",
        value < 0 && "text-destructive",
        className,
      )}
    >
      <Icon className="size-[1em] shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </span>
  );
}
