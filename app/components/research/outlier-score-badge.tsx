import { OUTLIER_MIN_AGE_DAYS, OUTLIER_MIN_COMPARABLE, formatOutlierScore, isOutlier } from "#domain/outlier-score";
import type { Video } from "#domain/read-models/channel";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";

/**
 * A video's outlier score ("×4.2", domain/outlier-score), marked when it is an outlier; without a
 * score, says why (too new, or too few comparable uploads) instead of a number.
 */
export function OutlierScoreBadge({
  score,
  noScoreReason = "not-enough-data",
  className,
}: {
  score: number | null;
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
            ? `Under ${OUTLIER_MIN_AGE_DAYS} days old when its views were read: its views are still arriving`
            : `Fewer than ${OUTLIER_MIN_COMPARABLE} uploads of the same format around it to compare with`
        }
      >
        {tooNew ? "Outlier score: too new to score" : "Outlier score: not enough data"}
      </span>
    );
  }
  const text = formatOutlierScore(score);
  return (
    <Badge
      variant={isOutlier(score) ? "accent" : "outline"}
      className={cn("tabular-nums", className)}
      data-testid="outlier-score"
      data-figure="derived"
      title={`Outlier score ${text}: ${text.slice(1)} times the median views of the channel's other uploads of the same format around it`}
    >
      <span className="sr-only">Outlier score </span>
      {text}
    </Badge>
  );
}
