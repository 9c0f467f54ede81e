import { Link } from "react-router";
import { FigureSource } from "~/components/research/figure-source";
import { formatMonthYear } from "#domain/calculators/calculator-format";
import type { ChannelHistory } from "#domain/channel-history";
import { formatNumber } from "#domain/format";
import {
  PROJECTION_METHOD_ANCHOR,
  type SubscriberProjection,
  describeRule,
  formatMonthsAway,
  formatPace,
  shortfallText,
} from "#domain/subscriber-projection";

const TIERS: Record<number, string> = {
  500: "500 subscribers (the lower Partner Program tier: fan funding and Shopping)",
  1000: "1,000 subscribers (the ad-revenue tier)",
};

function projectionText(projection: SubscriberProjection): string {
  switch (projection.status) {
    case "passed":
      return "already reached";
    case "not-enough-data":
      return `not enough data: ${shortfallText(projection.reason)}`;
    case "too-far":
      return "more than 100 years away at this pace";
    case "projected":
      return `around ${formatMonthYear(projection.date)} (${formatMonthsAway(projection.months)})`;
  }
}

/**
 * Time to monetization on a channel page: the months to 500 and 1,000 subscribers from the one
 * projection rule (domain/subscriber-projection), the same that dates the History's next
 * milestone. Subscribers only: watch hours, the thresholds' other half, are not in the YouTube
 * Data API.
 */
export function TimeToMonetizationOnChannel({ history }: { history: ChannelHistory | null }) {
  if (!history) return null;
  const latest = history.points.at(-1);
  const pace = history.monetization.flatMap((projection) =>
    projection.status === "projected" || projection.status === "too-far" ? [projection.pace] : [],
  )[0];
  return (
    <section
      aria-labelledby="time-to-monetization-heading"
      data-testid="time-to-monetization"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
      data-figure-group
    >
      <h2 id="time-to-monetization-heading" className="text-lg font-semibold">
        Time to monetization
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {history.monetization.map((projection) => (
          <li
            key={projection.target}
            data-testid={`time-to-${projection.target}`}
            data-projection={projection.status === "projected" ? projection.date : projection.status}
          >
            <span className="text-muted-foreground">
              {TIERS[projection.target] ?? `${formatNumber(projection.target)} subscribers`}:{" "}
            </span>
            <strong className="font-semibold" data-figure="estimate">
              {projectionText(projection)}
            </strong>
          </li>
        ))}
      </ul>
      <FigureSource kind="estimate" asOf={latest?.day} method={PROJECTION_METHOD_ANCHOR} className="mt-3 block" />
      <p className="mt-1 text-xs text-muted-foreground">
        Projected from YouTube&apos;s subscriber counts: {describeRule()}
        {pace ? ` (${formatPace(pace)})` : ""}, the same projection as the next milestone (
        <Link to={`/how-it-works#${PROJECTION_METHOD_ANCHOR}`} className="underline underline-offset-4 hover:text-foreground">
          how we project, and how far off it has been
        </Link>
        ). It covers subscribers only: watch hours (4,000 in 12 months, or 10M Shorts views in 90 days, for ads) are not in the
        YouTube API, and meeting a threshold does not mean a channel is monetized.
      </p>
    </section>
  );
}
