import { FigureSource } from "~/components/research/figure-source";
import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { formatNumber } from "#domain/format";
import { MONETIZATION_RISK_NAME } from "#domain/monetization-risk-words";
import { LevelBadge } from "~/components/guides/level-badge";
import { RpmRange } from "~/components/guides/rpm-range";
import type { NicheCardView } from "#domain/read-models/guides";
import { OpportunityScoreBadge } from "~/components/research/opportunity-score-badge";
import { StageBadge, VerdictBadge } from "~/components/research/verdict-panel";

export function NicheCard({
  niche,
  opportunityAsOf = null,
  verdictAsOf = null,
}: {
  niche: NicheCardView;
  /** The day the list's opportunity scores describe. */
  opportunityAsOf?: string | null;
  /** The day the list's verdicts describe. */
  verdictAsOf?: string | null;
}) {
  return (
    <article className="link-card group h-full gap-3 p-5" data-figure-group>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base leading-snug font-semibold">
            <Link to={`/niches/${niche.slug}`} className="stretched-link after:rounded-xl">
              {niche.name}
            </Link>
          </h2>
          {niche.category ? <p className="mt-0.5 text-xs text-muted-foreground">{niche.category}</p> : null}
        </div>
        <ArrowRight
          className="mt-1 size-4 shrink-0 text-muted-foreground card-arrow group-hover:text-primary"
          aria-hidden="true"
        />
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{niche.excerpt}</p>
      <dl className="grid grid-cols-2 gap-2 border-t pt-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">RPM (editorial)</dt>
          <dd className="font-semibold" data-figure="estimate">
            <RpmRange low={niche.rpmLow} high={niche.rpmHigh} />
          </dd>
        </div>
        <div data-directory-count>
          <dt className="text-xs text-muted-foreground">Channels listed</dt>
          <dd className="font-semibold tabular-nums">{formatNumber(niche.channelCount)}</dd>
        </div>
      </dl>
      {niche.verdict ? (
        <div className="flex flex-wrap gap-1.5">
          <VerdictBadge verdict={niche.verdict} />
          <StageBadge stage={niche.verdict} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        {niche.opportunity ? <OpportunityScoreBadge opportunity={niche.opportunity} /> : null}
        <LevelBadge label="Competition" value={niche.competition} />
        <LevelBadge label={MONETIZATION_RISK_NAME} value={niche.monetizationRisk.level} />
      </div>
      <p className="flex flex-col gap-0.5">
        <FigureSource kind="estimate" asOf={niche.editedOn} method="rates" />
        {niche.opportunity && opportunityAsOf ? (
          <FigureSource kind="estimate" asOf={opportunityAsOf} method="opportunity-score" />
        ) : null}
        {niche.verdict && verdictAsOf ? <FigureSource kind="estimate" asOf={verdictAsOf} method="verdict" /> : null}
      </p>
    </article>
  );
}
