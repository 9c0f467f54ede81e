import { Link } from "react-router";
import { formatDate } from "#domain/format";
import { cn } from "~/lib/cn";

/**
 * Where a figure comes from: YouTube's own counts; worked out from them by plain arithmetic (an
 * upload rate, a growth, an outlier score); or our estimate (anything about money, projections).
 */
export type FigureSourceKind = "youtube" | "derived" | "estimate";

const LABELS: Record<FigureSourceKind, string> = { youtube: "YouTube data", derived: "Computed from YouTube data", estimate: "Estimate" };

/** The /how-it-works sections a figure can point to, by anchor: read out as the link's name. */
const METHODS: Record<string, string> = {
  data: "where the numbers come from",
  "upload-rate": "upload rate",
  rates: "RPM and CPM",
  revenue: "revenue estimates",
  eligibility: "who can earn",
  growth: "growth and milestones",
  "monetization-risk": "monetization risk",
  "opportunity-score": "opportunity score",
  "outlier-score": "outlier score",
};

/**
 * The label under a figure: "YouTube data · as of Nov 20, 2026 · method" or "Estimate · as of
 * … · method" (ARCHITECTURE.md "A figure is a promise": YouTube data or an estimate, its date
 * and its method). `method` is the /how-it-works anchor that explains the figure. One component,
 * so every page words it the same way.
 */
export function FigureSource({ kind, asOf, method, className }: { kind: FigureSourceKind; asOf: string | Date | null | undefined; method?: string; className?: string }) {
  const date = asOf ? formatDate(asOf) : null;
  return (
    <span className={cn("text-xs text-muted-foreground", className)} data-figure-source={kind} data-figure-method={method}>
      {LABELS[kind]}
      {date ? ` · as of ${date}` : ""}
      {method ? (
        <>
          {" · "}
          <Link to={`/how-it-works#${method}`} aria-label={`Method: ${METHODS[method] ?? method}`} className="underline-offset-2 hover:text-foreground hover:underline">
            method
          </Link>
        </>
      ) : null}
    </span>
  );
}
