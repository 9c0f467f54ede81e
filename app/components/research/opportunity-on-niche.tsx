import { FigureSource } from "~/components/research/figure-source";
import type { OpportunityTermSource } from "#domain/niche-opportunity";
import type { NicheOpportunityView } from "#domain/read-models/guides";
import { OpportunityScoreBadge } from "~/components/research/opportunity-score-badge";
import { formatNumber } from "#domain/format";

// A term not computed from the niche's channels says what it comes from instead of a count.
const NOT_FROM_CHANNELS: Record<Exclude<OpportunityTermSource, "channels">, string> = {
  editorial: "Editorial",
  "editorial-and-formats": "Editorial + formats",
};

function basis(term: { source: OpportunityTermSource; channels: number }): string {
  return term.source === "channels" ? `${formatNumber(term.channels)} channels` : NOT_FROM_CHANNELS[term.source];
}

/**
 * A niche's opportunity score with the full table of its terms: each term's value, weight,
 * points and the channels behind it (domain/niche-opportunity), or "not enough data" and why.
 */
export function OpportunityOnNiche({ opportunity, nicheName }: { opportunity: NicheOpportunityView; nicheName: string }) {
  return (
    <section
      aria-labelledby="opportunity-heading"
      className="rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="niche-opportunity"
      data-figure-group
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="opportunity-heading" className="text-lg font-semibold">
          Opportunity score
        </h2>
        <OpportunityScoreBadge opportunity={opportunity} large />
      </div>
      <FigureSource kind="estimate" asOf={opportunity.asOf} method="opportunity-score" className="mt-1 block" />
      <p className="mt-1 text-xs text-muted-foreground">
        From YouTube data in the directory and two editorial inputs. Weighted mean of the terms below;{" "}
        <a href="/how-it-works#opportunity-score" className="underline underline-offset-4 hover:text-foreground">
          how it is computed
        </a>
        .
      </p>
      {opportunity.status === "not-enough-data" ? (
        <p className="mt-3 rounded-lg border border-dashed p-3 text-sm" role="status">
          Not enough data to score {nicheName}: {opportunity.reasons.join("; ")}.
        </p>
      ) : null}
      {opportunity.terms.length > 0 ? (
        <>
          {/* Phones get the terms as a list; wider screens as a table (the same content). */}
          <ul className="mt-4 flex flex-col divide-y text-sm sm:hidden">
            {opportunity.terms.map((term) => (
              <li key={term.id} className="py-3">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{term.label}</span>
                  <span className="tabular-nums">
                    <strong className="font-semibold">{term.points === null ? "—" : term.points}</strong>
                    <span className="text-muted-foreground"> points</span>
                  </span>
                </p>
                <p className="mt-0.5">{term.valueText}</p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  Weight {term.weight}% · {basis(term)} · {term.scale}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden sm:block">
            <table className="w-full text-left text-sm" data-testid="opportunity-terms">
              <caption className="sr-only">The terms of the opportunity score of {nicheName}</caption>
              <thead className="text-xs text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Term
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Value
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Weight
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Points (0–100)
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    From
                  </th>
                </tr>
              </thead>
              <tbody>
                {opportunity.terms.map((term) => (
                  <tr key={term.id} className="border-b last:border-0 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {term.label}
                      <span className="block text-xs font-normal text-muted-foreground">{term.scale}</span>
                    </th>
                    <td className="py-2 pr-3">{term.valueText}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{term.weight}%</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{term.points === null ? "—" : term.points}</td>
                    <td className="py-2 text-right tabular-nums">{basis(term)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
