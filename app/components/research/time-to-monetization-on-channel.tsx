import { formatMonthYear } from "#domain/calculators/calculator-format";
import type { ChannelHistory } from "#domain/channel-growth";
import { formatDate, formatNumber } from "#domain/format";
import { PROJECTION_WINDOW_DAYS, type ThresholdProjection, monetizationProjections } from "#domain/time-to-monetization";

const TIERS: Record<number, string> = {
  500: "500 subscribers (the lower Partner Program tier: fan funding and Shopping)",
  1000: "1,000 subscribers (the ad-revenue tier)",
};

const REASONS: Record<Extract<ThresholdProjection, { status: "not-enough-data" }>["reason"], string> = {
  "too-few-snapshots": "not enough data: fewer than three snapshots to read a pace from",
  "too-small": "not enough data: fewer than 100 subscribers at the start of the last 90 days, too few to read a pace from",
  "not-growing": "not enough data: subscribers did not grow over the last 90 days",
  "too-far": "not enough data: at this pace it would take more than a century",
};

function projectionText(projection: ThresholdProjection): string {
  if (projection.status === "passed") return "already reached";
  if (projection.status === "not-enough-data") return REASONS[projection.reason];
  return `around ${formatMonthYear(projection.date)} (in ${projection.months} ${projection.months === 1 ? "month" : "months"})`;
}

/**
 * Time to monetization on a channel page: the projected months to 500 and 1,000 subscribers at
 * the channel's pace of the last 90 days (domain/time-to-monetization). Subscribers only: watch
 * hours, the thresholds' other half, are not in the YouTube Data API.
 */
export function TimeToMonetizationOnChannel({ history }: { history: ChannelHistory | null }) {
  if (!history) return null;
  const latest = history.points.at(-1);
  const projections = monetizationProjections(history.points);
  return (
    <section aria-labelledby="time-to-monetization-heading" data-testid="time-to-monetization" className="rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6">
      <h2 id="time-to-monetization-heading" className="text-lg font-semibold">
        Time to monetization
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {projections.map((projection) => (
          <li key={projection.threshold} data-testid={`time-to-${projection.threshold}`}>
            <span className="text-muted-foreground">{TIERS[projection.threshold] ?? `${formatNumber(projection.threshold)} subscribers`}: </span>
            <strong className="font-semibold">{projectionText(projection)}</strong>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">
        Estimate from YouTube data{latest ? `, as of ${formatDate(latest.day)}` : ""}: the subscriber pace of the last {PROJECTION_WINDOW_DAYS} days, compounded
        month by month. It covers subscribers only: watch hours (4,000 in 12 months, or 10M Shorts views in 90 days, for ads) are not in the YouTube API,
        and meeting a threshold does not mean a channel is monetized.
      </p>
    </section>
  );
}
