import type { NicheOpportunityView } from "#domain/read-models/guides";
import { cn } from "~/lib/cn";

/** A niche's opportunity score "62 / 100", or "Not enough data", as one compact badge. */
export function OpportunityScoreBadge({
  opportunity,
  large = false,
}: {
  opportunity: Pick<NicheOpportunityView, "status" | "score">;
  /** In small type by default (a card); `large` on the niche's or idea's own page. */
  large?: boolean;
}) {
  const scored = opportunity.status === "scored" && opportunity.score !== null;
  return (
    <span
      className={cn(
        "inline-flex items-baseline gap-1 rounded-md border px-2 py-0.5",
        large ? "text-sm" : "text-xs",
        scored ? "bg-primary/10 text-foreground" : "text-muted-foreground",
      )}
      data-testid="opportunity-score"
    >
      <span className="text-muted-foreground">Opportunity</span>
      {scored ? (
        <span>
          <strong className="text-sm font-semibold tabular-nums">{opportunity.score}</strong>
          <span className="text-muted-foreground"> / 100</span>
        </span>
      ) : (
        <span className="font-medium">Not enough data</span>
      )}
    </span>
  );
}
