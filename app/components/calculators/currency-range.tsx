import { formatCurrency } from "#domain/format";

/** "$609.00 – $1,826.00" that breaks only at the dash, never inside an amount. */
export function CurrencyRange({ low, high }: { low: number; high: number }) {
  if (low === high) return <span className="whitespace-nowrap">{formatCurrency(low)}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{formatCurrency(low)} –</span>{" "}
      <span className="whitespace-nowrap">{formatCurrency(high)}</span>
    </>
  );
}
