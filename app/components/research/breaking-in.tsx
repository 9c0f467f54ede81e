import { FigureSource } from "~/components/research/figure-source";
import { formatNumber } from "#domain/format";
import type { BreakingInView } from "#domain/read-models/guides";
import { formatMonths } from "#domain/time-to-monetization";

/** "Median months to 1,000 subscribers: 7.5 months (12 channels)", or why there is none. */
export function MedianMonthsToThousand({ figure }: { figure: BreakingInView["monthsToAdThreshold"] }) {
  return (
    <p className="text-sm" data-testid="median-months-to-1000">
      <span className="text-muted-foreground">Median time to 1,000 subscribers: </span>
      {figure.status === "measured" ? (
        <>
          <strong className="font-semibold">{formatMonths(figure.months)}</strong>
          <span className="text-muted-foreground"> ({formatNumber(figure.channels)} channels seen crossing it)</span>
        </>
      ) : (
        <strong className="font-semibold">Not enough data</strong>
      )}
    </p>
  );
}

/**
 * Breaking in, for a niche or a channel type: the channels started in the last 6 and 12 months
 * with their growth, and the median months to 1,000 subscribers (domain/time-to-monetization).
 */
export function BreakingIn({ breakingIn, groupName }: { breakingIn: BreakingInView; groupName: string }) {
  return (
    <section
      aria-labelledby="breaking-in-heading"
      className="rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="breaking-in"
      data-figure-group
    >
      <h2 id="breaking-in-heading" className="text-lg font-semibold">
        Breaking in
      </h2>
      <FigureSource kind="derived" asOf={breakingIn.asOf} method="opportunity-score" className="mt-1 block" />
      <p className="mt-1 text-xs text-muted-foreground">
        Counted over the directory&apos;s {groupName} channels. The months to 1,000 run from a channel&apos;s start date to its
        first snapshot at or past 1,000 subscribers (snapshots are monthly, so up to a month late); channels already past 1,000
        when their history starts are left out.
      </p>
      <div className="mt-3">
        <MedianMonthsToThousand figure={breakingIn.monthsToAdThreshold} />
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Channels started recently in {groupName}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-2 font-medium">
                Started in the last
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Channels
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Past 1,000
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Median subs.
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Median 30-day gain
              </th>
            </tr>
          </thead>
          <tbody>
            {breakingIn.cohorts.map((cohort) => (
              <tr key={cohort.months} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-2 font-medium whitespace-nowrap">
                  {cohort.months} months
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{formatNumber(cohort.channels)}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{formatNumber(cohort.passedAdThreshold)}</td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {cohort.medianSubscribers === null ? "—" : formatNumber(cohort.medianSubscribers)}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {cohort.medianSubscribersChange30d === null ? "—" : `+${formatNumber(cohort.medianSubscribersChange30d)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
