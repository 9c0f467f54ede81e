import { formatCpm } from "#domain/format";
import { toFiniteNumber, type NumericInput } from "#domain/numeric-input";

/** "$4.00 – $12.00" RPM range (spec §9 "CPM 2 decimals"); N/A when an end is missing. */
export function formatRpmRange(low: NumericInput, high: NumericInput): string {
  if (toFiniteNumber(low) === null || toFiniteNumber(high) === null) return "N/A";
  return `${formatCpm(low)} – ${formatCpm(high)}`;
}

export function RpmRange({ low, high, className }: { low: NumericInput; high: NumericInput; className?: string }) {
  return <span className={className ? `tabular-nums ${className}` : "tabular-nums"}>{formatRpmRange(low, high)}</span>;
}
