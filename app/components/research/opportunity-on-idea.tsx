import { FigureSource } from "~/components/research/figure-source";
import { Link } from "react-router";
import type { BreakingInView, NicheOpportunityView } from "#domain/read-models/guides";
import { MedianMonthsToThousand } from "~/components/research/breaking-in";
import { OpportunityScoreBadge } from "~/components/research/opportunity-score-badge";

/** On an idea page: its niche's opportunity score and the median months to 1,000 subscribers. */
export function OpportunityOnIdea({
  niche,
  opportunity,
  monthsToThousand,
}: {
  niche: { slug: string; name: string } | null;
  opportunity: NicheOpportunityView | null;
  monthsToThousand: { label: string; figure: BreakingInView["monthsToAdThreshold"] }[];
}) {
  if (!opportunity && monthsToThousand.length === 0) return null;
  return (
    <section
      aria-labelledby="idea-opportunity-heading"
      className="rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="idea-opportunity"
      data-figure-group
    >
      <h2 id="idea-opportunity-heading" className="text-lg font-semibold">
        Opportunity
      </h2>
      {opportunity && niche ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <OpportunityScoreBadge opportunity={opportunity} large />
          <span className="text-muted-foreground">
            of the{" "}
            <Link to={`/niches/${niche.slug}`} className="font-medium text-foreground underline underline-offset-4">
              {niche.name}
            </Link>{" "}
            niche (its page shows the terms)
          </span>
        </div>
      ) : null}
      {monthsToThousand.map((entry) => (
        <div key={entry.label} className="mt-3">
          <p className="text-xs text-muted-foreground">{entry.label}</p>
          <MedianMonthsToThousand figure={entry.figure} />
        </div>
      ))}
      {/* The score is an estimate; the months to 1,000 are measured on the directory's snapshots. */}
      <p className="mt-3 flex flex-col gap-0.5">
        {opportunity ? <FigureSource kind="estimate" asOf={opportunity.asOf} method="opportunity-score" /> : null}
        {monthsToThousand.length > 0 ? <FigureSource kind="derived" asOf={opportunity?.asOf} method="opportunity-score" /> : null}
      </p>
    </section>
  );
}
