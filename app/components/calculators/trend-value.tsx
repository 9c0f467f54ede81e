import { Minus, TrendingDown, TrendingUp } from "~/components/ui/icons";
import { formatCount } from "#domain/calculators/calculator-format";
import { cn } from "~/lib/cn";

/** A signed change with an icon as well as colour (PRODUCT.md: "never colour alone"). */
export function TrendValue({ value, className }: { value: number; className?: string }) {
  const Icon = value > 0 ? TrendingUp : value < 0 ? TrendingDown : Minus;
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 tabular-nums",
        value > 0 && "text-success",
        value < 0 && "text-destructive",
        className,
      )}
    >
      <Icon className="size-[0.9em] shrink-0" aria-hidden="true" />
      <span>
        {value < 0 ? <span className="sr-only">minus </span> : null}
        <span aria-hidden={value < 0 ? true : undefined}>{sign}</span>
        {formatCount(Math.abs(value))}
      </span>
    </span>
  );
}
