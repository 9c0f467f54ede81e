import { Link } from "react-router";
import { formatDate } from "#domain/format";
import { cn } from "~/lib/cn";

/**
 * Where a figure comes from: YouTube's own counts; worked out from them by plain arithmetic (an
 * upload rate, a growth, an outlier score); or our estimate (anything about money, projections).
 */
export type FigureSourceKind = "youtube" | "derived" | "estimate";

const LABELS: Record<FigureSourceKind, string> = {
  youtube: "YouTube data",
  derived: "Computed from YouTube data",
  estimate: "Estimate",
};

/** The /how-it-works sections a figure can point to, by anchor: read out as the link's name. */
const METHODS: Record<string, string> = {
  data: "where the numbers come from",
  "upload-rate": "upload rate",
  rates: "RPM and CPM",
  revenue: "revenue estimates",
  eligibility: "who can earn",
  growth: "growth and milestones",
  "view-counting": "how views are counted",
  projections: "projections",
  "monetization-risk": "monetization risk",
  "opportunity-score": "opportunity score",
  "outlier-score": "outlier score",
  "outlier-signal": "outlier signal",
  "template-risk": "template risk",
  verdict: "verdicts and life stages",
};

/**
 * How a page marks its figures, so that none goes unlabelled (tests/e2e/figure-labels.spec.ts
 * walks every page type and holds each one to it):
 *
 * - A figure group is an element with `data-figure-group`: a stats tile, a card, a table. The
 *   FigureSource labels whose nearest group it is cover every figure inside it, so one label
 *   may speak for a table or a card as long as it sits in that group.
 * - A figure value may say what it is with `data-figure="youtube" | "derived" | "estimate"`:
 *   its group must then hold a label of that kind, so a computed figure cannot hide under a
 *   "YouTube data" label.
 * - A number in a `dd`, a `td` or a `tabular-nums` element outside every group is a figure that
 *   forgot the convention; the only numbers allowed outside are counts of this directory itself
 *   (`data-directory-count`: how many channels or ideas it lists), which are neither YouTube's nor
 *   ours to estimate.
 */
/**
 * The label under a figure: "YouTube data · as of Nov 20, 2026 · method" or "Estimate · as of
 * … · method" (ARCHITECTURE.md "A figure is a promise": YouTube data or an estimate, its date
 * and its method). `method` is the /how-it-works anchor that explains the figure. One component,
 * so every page words it the same way.
 */
export function FigureSource({
  kind,
  asOf,
  method: given,
  className,
}: {
  kind: FigureSourceKind;
  asOf: string | Date | null | undefined;
  method?: string;
  className?: string;
}) {
  const date = asOf ? formatDate(asOf) : null;
  // YouTube's own counts have one method, where they come from; every other kind names its own.
  const method = given ?? (kind === "youtube" ? "data" : undefined);
  return (
    <span className={cn("text-xs text-muted-foreground", className)} data-figure-source={kind} data-figure-method={method}>
      {LABELS[kind]}
      {date ? ` · as of ${date}` : ""}
      {method ? (
        <>
          {" · "}
          <Link
            to={`/how-it-works#${method}`}
            aria-label={`Method: ${METHODS[method] ?? method}`}
            className="underline-offset-2 hover:text-foreground hover:underline"
          >
            method
          </Link>
        </>
      ) : null}
    </span>
  );
}
