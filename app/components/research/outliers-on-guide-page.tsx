import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { formatMonthYear } from "#domain/calculators/calculator-format";
import { NOT_AVAILABLE, formatNumber } from "#domain/format";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { OUTLIER_SIGNAL_MIN_CHANNELS, formatChance, formatOutlierRate } from "#domain/outlier-signal";
import { outliersHref } from "#domain/outlier-filters";
import type { OutlierSignal } from "#domain/read-models/outliers";
import { FigureSource } from "~/components/research/figure-source";
import { OutlierVideoList } from "~/components/research/outlier-video-list";
import { OUTLIER_SIGNAL_ANCHOR } from "~/components/how-it-works/outliers-method";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

/**
 * A niche's or a channel type's outliers of the last 30 days, and the signal practitioners look
 * for, read against chance: more of its channels with a hit than the rest of the catalogue's rate
 * gives a group of its size (domain/outlier-signal.ts). Then its outlier rate by month.
 */
export function OutliersOnGuidePage({
  outliers,
  name,
  filter,
  now,
}: {
  outliers: OutlierSignal;
  /** The niche's or type's name, as the page says it. */
  name: string;
  /** The /outliers filter that lists all of them. */
  filter: { niche: string } | { type: string };
  now: number;
}) {
  const { videos, days } = outliers;
  return (
    <section aria-labelledby="recent-outliers-heading" className="mt-12" data-testid="recent-outliers">
      <h2 id="recent-outliers-heading" className="mb-2 text-2xl font-semibold tracking-tight">
        Outliers of the last {days} days
      </h2>
      <div className="mb-4 flex max-w-3xl flex-col gap-1" data-figure-group>
        <p className="text-sm" data-testid="outlier-signal">
          <SignalLine outliers={outliers} name={name} />
        </p>
        <FigureSource kind="derived" asOf={outliers.asOf} method={OUTLIER_SIGNAL_ANCHOR} />
      </div>
      {videos.length > 0 ? (
        <>
          <OutlierVideoList videos={videos} now={now} asOf={outliers.asOf} />
          <p className="mt-4">
            <Link
              to={outliersHref({ ...filter, within: days })}
              className="group inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline hover:underline-offset-4"
            >
              All outliers in {name}
              <ArrowRight className="card-arrow size-4" aria-hidden="true" />
            </Link>
          </p>
        </>
      ) : null}
      {outliers.months.length > 0 ? <OutlierRateByMonth outliers={outliers} name={name} /> : null}
    </section>
  );
}

function SignalLine({ outliers, name }: { outliers: OutlierSignal; name: string }) {
  const { active, withOutlier, expected, chance, signal, days } = outliers;
  if (withOutlier === 0) {
    return (
      <>
        No video in {name} reached ×{OUTLIER_THRESHOLD} of its channel&rsquo;s usual views in the last {days} days.
      </>
    );
  }
  const found = (
    <>
      {formatNumber(withOutlier)} of the {formatNumber(active)} {active === 1 ? "channel" : "channels"} in {name} that uploaded in
      the last {days} days had a video at ×{OUTLIER_THRESHOLD} or more of their usual views
    </>
  );
  if (expected === null || chance === null) {
    return <>{found}. Too few other channels uploaded in those days to tell what chance gives, so no signal.</>;
  }
  const byChance = <>chance alone would give about {formatExpected(expected)}</>;
  if (signal) {
    return (
      <>
        <strong className="font-semibold text-primary">Signal:</strong> {found}; {byChance}, and this many {formatChance(chance)}.
        Something is working here now.
      </>
    );
  }
  return (
    <>
      {found}; {byChance}. No signal:{" "}
      {withOutlier < OUTLIER_SIGNAL_MIN_CHANNELS
        ? `that takes at least ${OUTLIER_SIGNAL_MIN_CHANNELS} channels, more than chance gives.`
        : `chance alone gives this many ${formatChance(chance)}.`}
    </>
  );
}

/** "4.2" (one decimal below 10, whole numbers above). */
function formatExpected(expected: number): string {
  return expected < 10 ? expected.toFixed(1) : formatNumber(Math.round(expected));
}

function OutlierRateByMonth({ outliers, name }: { outliers: OutlierSignal; name: string }) {
  const catalogue = new Map(outliers.catalogueMonths.map((month) => [month.month, month]));
  return (
    <div className="mt-8 max-w-xl" data-testid="outlier-rate-by-month" data-figure-group>
      <h3 className="text-lg font-semibold">Outlier rate by month</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        The share of {name}&rsquo;s scored uploads of each month that reached ×{OUTLIER_THRESHOLD}, beside the whole
        directory&rsquo;s. By publish month; the newest months are still collecting views.
      </p>
      <FigureSource kind="derived" asOf={outliers.asOf} method={OUTLIER_SIGNAL_ANCHOR} className="mt-1 block" />
      {/* One line per month at 360 px: narrower cells than the table's default. */}
      <Table className="mt-3 text-sm [&_td]:px-2 [&_td]:py-2 [&_td]:whitespace-nowrap [&_th]:px-2">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Month</TableHead>
            <TableHead scope="col" className="text-right">
              Outliers
            </TableHead>
            <TableHead scope="col" className="text-right">
              Rate
            </TableHead>
            <TableHead scope="col" className="text-right">
              Directory
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {outliers.months.map((month) => {
            const all = catalogue.get(month.month);
            return (
              <TableRow key={month.month}>
                <TableCell>{formatMonthYear(`${month.month}-01`)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatNumber(month.outliers)} of {formatNumber(month.scored)}
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatOutlierRate(month)}</TableCell>
                <TableCell className="text-right tabular-nums text-muted-foreground">
                  {all ? formatOutlierRate(all) : NOT_AVAILABLE}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
