import { Link } from "react-router";
import { FigureSource } from "~/components/research/figure-source";
import { formatMonthYear } from "#domain/calculators/calculator-format";
import type { ChannelHistory } from "#domain/channel-history";
import { formatCompact, formatDate, formatNumber } from "#domain/format";
import type { PartnerProgramTierName, TierOutlook } from "#domain/time-to-monetization";
import { Badge } from "~/components/ui/badge";
import {
  PROJECTION_METHOD_ANCHOR,
  type SubscriberProjection,
  describeRule,
  formatMonthsAway,
  formatPace,
  shortfallText,
} from "#domain/subscriber-projection";

const TIER_NAMES: Record<PartnerProgramTierName, string> = {
  lower: "the lower Partner Program tier: fan funding and Shopping",
  ad: "the ad-revenue tier",
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

function UploadsCondition({ uploads }: { uploads: NonNullable<TierOutlook["uploads"]> }) {
  const counted = `${uploads.exact ? "" : "at least "}${formatNumber(uploads.counted)} in the last 90 days`;
  return (
    <li data-testid="tier-uploads" data-met={uploads.met}>
      <span className="text-muted-foreground">{formatNumber(uploads.needed)} public uploads in 90 days: </span>
      <strong className="font-semibold" data-figure="derived">
        {uploads.met ? "met" : "not met"} ({counted})
      </strong>
    </li>
  );
}

function WatchHoursOrShorts({ outlook }: { outlook: TierOutlook }) {
  const { conditions, shorts } = outlook;
  const hours = `${formatNumber(conditions.watchHours)} watch hours in ${conditions.watchHoursWindow}`;
  return (
    <li data-testid="tier-watch-time">
      <span className="text-muted-foreground">
        {hours}
        {conditions.shortsViews !== null ? `, or ${formatCompact(conditions.shortsViews)} Shorts views in 90 days` : ""}:{" "}
      </span>
      {shorts ? (
        <strong className="font-semibold" data-figure="derived" data-testid="tier-shorts">
          {shorts.met ? "met through Shorts" : "watch hours not in the YouTube API"}; at least {formatCompact(shorts.atLeast)}{" "}
          Shorts views from its Shorts of the last 90 days
        </strong>
      ) : (
        <strong className="font-semibold">not in the YouTube API</strong>
      )}
    </li>
  );
}

function RulesNote({ outlook }: { outlook: TierOutlook }) {
  const { rules } = outlook;
  if (rules.verified) return null;
  return (
    <p className="mt-1 text-xs text-muted-foreground" data-testid="tier-unverified-rule">
      <Badge variant="outline" className="mr-1.5 align-middle">
        Unverified rule
      </Badge>
      Judged by the rule {rules.change}, from {formatDate(`${rules.from}T12:00:00Z`)}
      {rules.unmeasuredCondition ? `, plus ${rules.unmeasuredCondition}` : ""}. Source: {rules.source.name}; an admin chose to
      apply it.
    </p>
  );
}

/**
 * Time to monetization on a channel page: each Partner Program tier's subscriber threshold dated
 * by the one projection rule (domain/subscriber-projection), the same that dates the History's
 * next milestone, judged by the rules in force on that date (domain/partner-program), with what
 * the channel's stored uploads show of the tier's other conditions. Watch hours are not in the
 * YouTube Data API.
 */
export function TimeToMonetizationOnChannel({
  history,
  tiers,
  uploadsCountedOn,
}: {
  history: ChannelHistory | null;
  tiers: TierOutlook[] | null;
  /** The day the uploads and Shorts views were counted from the stored videos. */
  uploadsCountedOn: string | null;
}) {
  if (!history || !tiers) return null;
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
      <ul className="mt-3 flex flex-col gap-4 text-sm">
        {tiers.map((outlook) => (
          <li key={outlook.tier} data-tier={outlook.tier} data-rules={outlook.rules.id}>
            <p
              data-testid={`time-to-${outlook.projection.target}`}
              data-projection={outlook.projection.status === "projected" ? outlook.projection.date : outlook.projection.status}
            >
              <span className="text-muted-foreground">
                {formatNumber(outlook.projection.target)} subscribers ({TIER_NAMES[outlook.tier]}):{" "}
              </span>
              <strong className="font-semibold" data-figure="estimate">
                {projectionText(outlook.projection)}
              </strong>
            </p>
            <ul className="mt-1 flex flex-col gap-1 border-l-2 pl-3">
              {outlook.uploads ? <UploadsCondition uploads={outlook.uploads} /> : null}
              <WatchHoursOrShorts outlook={outlook} />
            </ul>
            <RulesNote outlook={outlook} />
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-0.5">
        <FigureSource kind="estimate" asOf={latest?.day} method={PROJECTION_METHOD_ANCHOR} />
        {tiers.some((outlook) => outlook.uploads || outlook.shorts) ? (
          <FigureSource kind="derived" asOf={uploadsCountedOn ?? undefined} method="partner-program-rules" />
        ) : null}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        Projected from YouTube&apos;s subscriber counts: {describeRule()}
        {pace ? ` (${formatPace(pace)})` : ""}, the same projection as the next milestone (
        <Link to={`/how-it-works#${PROJECTION_METHOD_ANCHOR}`} className="underline underline-offset-4 hover:text-foreground">
          how we project, and how far off it has been
        </Link>
        ). Each tier is judged by the{" "}
        <Link to="/how-it-works#partner-program-rules" className="underline underline-offset-4 hover:text-foreground">
          Partner Program rules
        </Link>{" "}
        in force on the day it is projected. Uploads and Shorts views are counted from the videos we store. Watch hours are not in
        the YouTube API, and meeting a threshold does not mean a channel is monetized.
      </p>
    </section>
  );
}
