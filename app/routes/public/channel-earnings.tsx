// /channel-earnings (issue "Calculators" item 3): choose a directory channel or enter its
// numbers → monthly revenue, revenue per video, per subscriber and the 12-month potential.
// Results are shown to everyone: the visitor's own numbers, or a channel's public numbers
// (see calculator-prefill.server.ts on revenue gating).
import { useMemo } from "react";
import {
  CHANNEL_EARNINGS_DEFAULTS,
  type ChannelEarningsInput,
  type ChannelEarningsResult,
  evaluateChannelEarnings,
} from "#domain/calculators/channel-earnings-calculator";
import { formatPercent } from "#domain/calculators/calculator-format";
import { CREATOR_SHARE_PERCENT } from "#domain/calculators/earnings-calculator";
import { toSearchParams } from "#domain/calculators/calculator-input";
import { channelEarningsPrefill } from "#domain/calculators/channel-prefill";
import { formatCurrency, formatNumber, formatRevenuePerSubscriber } from "#domain/format";
import { creatorShare } from "#domain/revenue";
import type { Route } from "./+types/channel-earnings";
import { CalculatorForm } from "~/components/calculators/calculator-form";
import { CalculatorPage } from "~/components/calculators/calculator-page";
import { ChannelPicker } from "~/components/calculators/channel-picker";
import { LiveSummary } from "~/components/calculators/live-summary";
import { NumberField } from "~/components/calculators/number-field";
import { PrefillNotice } from "~/components/calculators/prefill-notice";
import { ProjectionTable } from "~/components/calculators/projection-table";
import { ResultCard } from "~/components/calculators/result-card";
import { ResultStat } from "~/components/calculators/result-stat";
import { ResultsUnavailable } from "~/components/calculators/results-unavailable";
import { RevenueProjectionChart } from "~/components/calculators/revenue-projection-chart";
import { calculatorShouldRevalidate, useCalculatorUrlState } from "~/components/calculators/use-calculator-url-state";
import { appContext } from "~/lib/app-context";
import { calculatorField } from "~/components/calculators/calculator-field";
import { loadCalculator } from "~/lib/calculator-loader.server";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/channel-earnings";
const TITLE = "Channel Earnings";
const DESCRIPTION =
  "Pick a channel or enter its numbers to see monthly revenue, revenue per video and per subscriber, and the 12-month potential.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCalculator(request, context.get(appContext).services, CHANNEL_EARNINGS_DEFAULTS, channelEarningsPrefill);
}

export const shouldRevalidate = calculatorShouldRevalidate;

export default function ChannelEarningsPage({ loaderData }: Route.ComponentProps) {
  const { channelSlug, prefill, find, matches } = loaderData;
  const { raw, setField, flush } = useCalculatorUrlState(loaderData.raw, { channel: channelSlug });
  const { errors, result, input } = useMemo(() => evaluateChannelEarnings(raw), [raw]);
  const field = calculatorField(raw, errors, setField);
  const search = toSearchParams(raw, { channel: channelSlug }).toString();

  return (
    <CalculatorPage
      title={TITLE}
      description={DESCRIPTION}
      current={PATH}
      notice={<PrefillNotice prefill={prefill} clearTo={PATH} />}
      form={
        <>
          <div className="rounded-xl border bg-card p-5 shadow-xs">
            <ChannelPicker action={PATH} serverQuery={find ?? undefined} serverMatches={matches} />
          </div>
          <CalculatorForm action={PATH} title="Or enter the numbers" search={search} onSubmitWithScript={flush} hiddenFields={{ channel: channelSlug }}>
            <NumberField {...field("subscribers")} label="Subscribers" inputMode="numeric" />
            <NumberField {...field("avgViews")} label="Average views per video" />
            <div className="grid grid-cols-2 gap-4">
              <NumberField {...field("uploads")} label="Uploads per month" />
              <NumberField {...field("cpm")} label="CPM" prefix="$" />
            </div>
            <NumberField
              {...field("growth")}
              label="Monthly growth rate"
              suffix="%"
              hint="For the 12-month potential. 5% a month is our default; use 0 for a steady channel or a negative rate for a shrinking one."
            />
          </CalculatorForm>
        </>
      }
      results={result && input ? <ChannelEarningsResults result={result} input={input} /> : <ResultsUnavailable count={Object.keys(errors).length} />}
    />
  );
}

function ChannelEarningsResults({ result, input }: { result: ChannelEarningsResult; input: ChannelEarningsInput }) {
  const rows = result.projection.map((row) => ({ ...row, share: creatorShare(row.revenue) ?? 0 }));
  return (
    <>
      <LiveSummary text={`Estimated monthly revenue: ${formatCurrency(result.monthlyRevenue)}`} />
      <ResultCard
        id="channel-earnings"
        methodAnchor="revenue"
        title="Estimated revenue"
        description={`${formatNumber(result.monthlyViews)} views a month (${formatNumber(input.avgViews)} a video × ${formatNumber(input.uploads)} uploads) at a ${formatCurrency(input.cpm)} CPM.`}
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          <ResultStat
            label="Monthly revenue"
            value={formatCurrency(result.monthlyRevenue)}
            testId="monthly-revenue"
            emphasis
            detail={`Your share (about ${CREATOR_SHARE_PERCENT}%): ${formatCurrency(result.creatorShareMonthly)}`}
          />
          <ResultStat
            label="12-month potential"
            value={formatCurrency(result.twelveMonthPotential)}
            testId="twelve-month-potential"
            emphasis
            detail={`At ${formatPercent(input.growth)} a month · your share: ${formatCurrency(result.creatorSharePotential)}`}
          />
          <ResultStat label="Revenue per video" value={formatCurrency(result.revenuePerVideo)} testId="revenue-per-video" detail="A video's average views × CPM ÷ 1,000" />
          <ResultStat
            label="Revenue per subscriber"
            value={result.revenuePerSubscriber === null ? "N/A" : formatRevenuePerSubscriber(result.revenuePerSubscriber)}
            testId="revenue-per-subscriber"
            detail={result.revenuePerSubscriber === null ? "Needs at least one subscriber" : "Monthly revenue ÷ subscribers"}
          />
        </dl>
      </ResultCard>
      <ResultCard
        id="channel-earnings-projection"
        methodAnchor="revenue"
        title="12-month projection"
        description={`Monthly revenue growing ${formatPercent(input.growth)} a month, compounding.`}
      >
        <div className="flex flex-col gap-5">
          <RevenueProjectionChart rows={rows} />
          <ProjectionTable
            id="channel-earnings-table"
            caption="Projected revenue month by month"
            rows={rows}
            rowKey={(row) => row.month}
            columns={[
              { key: "month", header: "Month", cell: (row) => `Month ${row.month}` },
              { key: "revenue", header: "Revenue", numeric: true, cell: (row) => formatCurrency(row.revenue) },
              { key: "share", header: "Your share", numeric: true, cell: (row) => formatCurrency(row.share) },
            ]}
          />
          <p className="text-sm text-muted-foreground">
            Total over 12 months: <span className="font-medium text-foreground tabular-nums">{formatCurrency(result.twelveMonthPotential)}</span>
          </p>
        </div>
      </ResultCard>
    </>
  );
}
