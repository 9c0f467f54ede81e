import {
  OUTLIER_MIN_AGE_DAYS,
  OUTLIER_MIN_COMPARABLE,
  formatOutlierScore,
  isOutlier,
  outlierBasisLabel,
} from "#domain/outlier-score";
import type { Video } from "#domain/read-models/channel";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";

/**
 * A video's outlier score ("×4.2", domain/outlier-score), marked when it is an outlier, with what
 * it compared ("at 7 days", "on lifetime views") when `ageDays` is given; without a score, says
 * why (too new, or too few comparable uploads) instead of a number.
 */
export function OutlierScoreBadge({
  score,
  ageDays,
  noScoreReason = "not-enough-data",
  className,
}: {
  score: number | null;
  /** The age the score compared views at, null for lifetime views; leave out to show the score alone. */
  ageDays?: number | null;
  noScoreReason?: Video["noScoreReason"];
  className?: string;
}) {
  if (score === null) {
    const tooNew = noScoreReason === "too-new";
    return (
      <span
        className={cn("text-xs text-muted-foreground", className)}
        data-testid="outlier-score"
        title={
          tooNew
            ? `Under ${OUTLIER_MIN_AGE_DAYS} days old when its views were read, and not yet read at a fixed age beside ${OUTLIER_MIN_COMPARABLE} of the channel's uploads: its views are still arriving`
            : `Fewer than ${OUTLIER_MIN_COMPARABLE} uploads of the same format around it to compare with`
        }
      >
        {tooNew ? "Outlier score: too new to score" : "Outlier score: not enough data"}
      </span>
    );
  }
  const text = formatOutlierScore(score);
  const basis = ageDays === undefined ? null : outlierBasisLabel(ageDays);
  const badge = (
    <Badge
      variant={isOutlier(score) ? "accent" : "outline"}
      className={cn("tabular-nums", basis === null && className)}
      data-testid="outlier-score"
      data-figure="derived"
      title={`Outlier score ${text}: ${text.slice(1)} times the median views of the channel's other uploads of the same format around it${basis === null ? "" : `, ${basis}`}`}
    >
      <span className="sr-only">Outlier score </span>
      {text}
    </Badge>
  );
  if (basis === null) return badge;
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      {badge}
      <span className="text-xs text-muted-foreground" data-testid="outlier-basis">
        {basis}
      </span>
    </span>
  );
}
