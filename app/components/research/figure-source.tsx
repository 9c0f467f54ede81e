import { formatDate } from "#domain/format";
import { cn } from "~/lib/cn";

/** Where a figure comes from: YouTube's own counts, or our estimate built on them. */
export type FigureSourceKind = "youtube" | "estimate";

const LABELS: Record<FigureSourceKind, string> = { youtube: "YouTube data", estimate: "Estimate" };

/**
 * The label under a figure: "YouTube data · as of Nov 20, 2026" or "Estimate · as of …"
 * (PRODUCT.md: every figure labelled as YouTube data or an estimate, with its date). One
 * component, so every page words it the same way.
 */
export function FigureSource({ kind, asOf, className }: { kind: FigureSourceKind; asOf: string | Date | null | undefined; className?: string }) {
  const date = asOf ? formatDate(asOf) : null;
  return (
    <span className={cn("text-xs text-muted-foreground", className)} data-figure-source={kind}>
      {LABELS[kind]}
      {date ? ` · as of ${date}` : ""}
    </span>
  );
}
