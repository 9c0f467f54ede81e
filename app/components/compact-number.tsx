import { formatCompact, formatNumber } from "#domain/format";
import { toFiniteNumber, type NumericInput } from "#domain/numeric-input";
import { cn } from "~/lib/cn";

/** A number in compact form ("1.2M") with the exact value on hover (PRODUCT.md "Look and feel"). */
export function CompactNumber({ value, className }: { value: NumericInput; className?: string }) {
  const n = toFiniteNumber(value);
  return (
    <data value={n ?? ""} title={n === null ? undefined : formatNumber(n)} className={cn("tabular-nums", className)}>
      {formatCompact(n)}
    </data>
  );
}
