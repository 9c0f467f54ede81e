import { Link } from "react-router";
import { VideoTitle } from "~/components/channels/video-title";
import { LevelBadge } from "~/components/guides/level-badge";
import { FigureSource } from "~/components/research/figure-source";
import { StageBadge, VerdictBadge } from "~/components/research/verdict-panel";
import { Badge } from "~/components/ui/badge";
import { Lock, ThumbsUp, TrendingDown } from "~/components/ui/icons";
import { formatCurrency, formatDate, formatMoneyRange, formatNumber } from "#domain/format";
import type { StartOptionView } from "#domain/read-models/start";
import type { StageWindow } from "#domain/niche-stage";
import { START_LANGUAGES, type LanguageCode } from "#domain/start-params";
import { uploadsPerWeekText } from "#domain/start-plan";

const windowText = (window: StageWindow) =>
  `${formatNumber(window.withOutlier)} of ${formatNumber(window.active)} channels had an outlier (×3 or more), over ${formatNumber(window.uploads)} scored uploads`;

/** One niche × format option: its verdict and stage, why, the evidence, the risk and (members) a revenue range. */
export function StartOptionCard({
  option,
  rank,
  languages,
  returnTo,
}: {
  option: StartOptionView;
  rank: number;
  languages: readonly LanguageCode[];
  returnTo: string;
}) {
  const { verdict } = option;
  const evidence = verdict.evidence;
  const headingId = `option-${rank}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="start-option"
      data-figure-group
    >
      <header className="flex flex-col gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-balance">
          <span className="mr-2 text-muted-foreground tabular-nums">{rank}.</span>
          <Link to={`/niches/${encodeURIComponent(option.niche.slug)}`} className="hover:underline hover:underline-offset-4">
            {option.niche.name}
          </Link>
          <span className="text-muted-foreground"> × </span>
          <Link to={`/channel-types/${encodeURIComponent(option.type.id)}`} className="hover:underline hover:underline-offset-4">
            {option.type.label}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <VerdictBadge verdict={verdict} />
          <StageBadge stage={verdict} />
          <LevelBadge label="Monetization risk" value={evidence.monetizationRisk} />
          <Badge variant="secondary" className="font-normal">
            {option.mode === "long" ? "Long-form" : "Shorts"}, {uploadsPerWeekText(option.uploadsPerWeek)}
          </Badge>
        </div>
        {option.basis === "niche" ? (
          <p className="text-sm text-muted-foreground" data-testid="option-basis">
            Judged on the niche as a whole: too few channels of this format to judge it alone.
          </p>
        ) : null}
        <FigureSource kind="estimate" asOf={verdict.asOf} method="verdict" />
      </header>

      {verdict.status === "judged" ? (
        <div className="flex flex-col gap-2">
          <ul className="flex flex-col gap-1.5 text-sm">
            {verdict.reasons.map((reason) => (
              <li key={reason.text} className="flex gap-2">
                {reason.direction === "for" ? (
                  <ThumbsUp className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                ) : (
                  <TrendingDown className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span>
                  <span className="sr-only">{reason.direction === "for" ? "For: " : "Against: "}</span>
                  {reason.text}
                </span>
              </li>
            ))}
          </ul>
          {verdict.wouldChange ? <p className="text-sm text-muted-foreground">{verdict.wouldChange}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No verdict: {verdict.notEnoughData.join("; ")}.</p>
      )}

      <details className="group rounded-lg border px-4 py-3 text-sm" data-testid="option-evidence" open={rank === 1}>
        <summary className="cursor-pointer font-medium">Evidence</summary>
        <div className="mt-3 flex flex-col gap-3">
          <ul className="flex flex-col gap-1 text-muted-foreground">
            <li>
              Last {evidence.windowDays} days to {formatDate(verdict.asOf)}: {windowText(evidence.recent)}.
            </li>
            <li>
              The {evidence.windowDays} days before: {windowText(evidence.before)}.
            </li>
            {evidence.newChannels !== null && evidence.newChannelsPast1000 !== null ? (
              <li>
                Started in the last 12 months: {formatNumber(evidence.newChannels)} channels,{" "}
                {formatNumber(evidence.newChannelsPast1000)} past 1,000 subscribers.
              </li>
            ) : null}
          </ul>
          {evidence.firstOutlier ? (
            <div>
              <p className="font-medium">First outlier of the window</p>
              <div className="mt-1 flex flex-col gap-0.5">
                <VideoTitle video={evidence.firstOutlier} demo={evidence.firstOutlier.channel.isDemo} />
                <span className="text-muted-foreground">
                  <Link
                    to={`/channel/${encodeURIComponent(evidence.firstOutlier.channel.slug)}`}
                    className="underline underline-offset-2"
                  >
                    {evidence.firstOutlier.channel.title}
                  </Link>
                  {" · "}
                  {formatDate(evidence.firstOutlier.publishedAt)} · ×{evidence.firstOutlier.score.toFixed(1)} its channel&apos;s
                  usual views
                </span>
              </div>
            </div>
          ) : null}
          {evidence.breakouts.length > 0 ? (
            <div>
              <p className="font-medium">
                Channels that broke in recently ({formatNumber(evidence.breakoutChannels)} in the last {evidence.windowDays} days)
              </p>
              <ul className="mt-1 flex flex-col gap-1" data-testid="option-breakouts">
                {evidence.breakouts.map((breakout) => (
                  <li key={breakout.channel.id} className="flex flex-wrap gap-x-2">
                    <Link to={`/channel/${encodeURIComponent(breakout.channel.slug)}`} className="underline underline-offset-2">
                      {breakout.channel.title}
                    </Link>
                    <span className="text-muted-foreground">
                      first outlier {formatDate(breakout.publishedAt)} (×{breakout.score.toFixed(1)})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-muted-foreground">No channel broke in over the last {evidence.windowDays} days.</p>
          )}
        </div>
      </details>

      <p className="text-xs text-muted-foreground">{option.assumption}</p>

      {"revenue" in option ? (
        option.revenue ? (
          <div className="rounded-lg bg-muted/50 px-4 py-3 text-sm" data-testid="option-revenue">
            <p>
              <span className="text-muted-foreground">Once monetized, about </span>
              <strong className="font-semibold tabular-nums" data-figure="estimate">
                {formatMoneyRange(option.revenue.monthly)}
              </strong>
              <span className="text-muted-foreground"> a month</span>
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {option.revenue.uploadsPerMonth} uploads a month × {formatNumber(option.revenue.medianViews)} views each (the median
              recent upload of {option.revenue.viewsOf === "pair" ? "this pair" : "the niche"}), at the niche&apos;s{" "}
              {formatCurrency(option.revenue.rpm.low)}–{formatCurrency(option.revenue.rpm.high)} RPM (US) read for{" "}
              {languages.map((code) => START_LANGUAGES[code].label).join(", ")} audiences.{" "}
              <FigureSource kind="estimate" asOf={verdict.asOf} method="revenue" />
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No revenue range: no recent uploads to read views from.</p>
        )
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="option-revenue-prompt">
          <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
          <Link
            to={`/auth?redirect=${encodeURIComponent(returnTo)}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            Sign in to see a revenue range
          </Link>
          <span className="text-muted-foreground">for what your hours allow.</span>
        </p>
      )}
    </article>
  );
}
