import { FigureSource } from "~/components/research/figure-source";
import { ArrowRight, Clock } from "~/components/ui/icons";
import { Link } from "react-router";
import { LevelBadge } from "~/components/guides/level-badge";
import { formatRpmRange } from "~/components/guides/rpm-range";
import { Badge } from "~/components/ui/badge";
import type { IdeaSummary } from "#domain/read-models/guides";

/** An idea in a list; the niche page's ideas come without the figures and links. */
export type IdeaCardData = Pick<IdeaSummary, "slug" | "title" | "summary" | "difficulty" | "startupCost"> &
  Partial<Pick<IdeaSummary, "rpmLow" | "rpmHigh" | "hoursPerVideo" | "niche" | "channelType" | "editedOn">>;

export function IdeaCard({ idea, headingLevel: Heading = "h2" }: { idea: IdeaCardData; headingLevel?: "h2" | "h3" }) {
  const rpm = idea.rpmLow !== undefined ? formatRpmRange(idea.rpmLow, idea.rpmHigh) : null;
  return (
    <article className="link-card group h-full gap-3 p-5" data-figure-group>
      <div className="flex flex-wrap gap-1.5">
        {idea.niche ? <Badge variant="outline">{idea.niche.name}</Badge> : null}
        {idea.channelType ? <Badge variant="outline">{idea.channelType.label}</Badge> : null}
      </div>
      <Heading className="text-base leading-snug font-semibold">
        <Link to={`/faceless-ideas/${idea.slug}`} className="stretched-link after:rounded-xl">
          {idea.title}
        </Link>
      </Heading>
      <p className="flex-1 text-sm text-muted-foreground">{idea.summary}</p>
      {rpm !== null || idea.hoursPerVideo ? (
        <div className="flex flex-col gap-1 border-t pt-3">
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {rpm !== null ? (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">RPM (editorial)</dt>
                <dd className="font-medium tabular-nums" data-figure="estimate">
                  {rpm}
                </dd>
              </div>
            ) : null}
            {idea.hoursPerVideo ? (
              <div className="flex items-center gap-1.5">
                <dt className="inline-flex items-center gap-1 text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  Per video (editorial)
                </dt>
                <dd className="font-medium tabular-nums" data-figure="estimate">
                  {idea.hoursPerVideo} h
                </dd>
              </div>
            ) : null}
          </dl>
          {/* Both are editorial estimates, set by an admin; the label sits outside the list (a dl holds only dt/dd groups). */}
          <FigureSource kind="estimate" asOf={idea.editedOn} method="rates" />
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <div className="flex flex-wrap gap-1.5">
          <LevelBadge label="Difficulty" value={idea.difficulty} />
          <LevelBadge label="Startup cost" value={idea.startupCost} />
        </div>
        <ArrowRight className="size-4 shrink-0 text-muted-foreground card-arrow group-hover:text-primary" aria-hidden="true" />
      </div>
    </article>
  );
}
