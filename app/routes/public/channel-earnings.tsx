// /channel-earnings (issue "Calculators" item 3): choose a directory channel or enter its
// numbers → monthly revenue, revenue per video, per subscriber and the 12-month potential.
// The fields are the inputs of the one revenue model (#domain/revenue), so a directory channel
// shows its channel page's figures. Results are shown for the numbers a person types; a
// visitor who opens a directory channel gets its public inputs and a sign-in prompt instead
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
import { NOT_ELIGIBLE_HEADLINE } from "#domain/partner-program";
import { FormMessage } from "~/components/auth/form-message";
import { toSearchParams } from "#domain/calculators/calculator-input";
import { channelEarningsPrefill } from "#domain/calculators/channel-prefill";
import type { EstimateRange } from "#domain/revenue";
import type { NumericInput } from "#domain/numeric-input";
import { formatCurrency, formatMoneyRange, formatNumber, formatRevenuePerSubscriber } from "#domain/format";
import { RevenuePrompt } from "~/components/channels/revenue-card";
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
import { appContext } from "#server/app-context";
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
  return loadCalculator(request, context.get(appContext), CHANNEL_EARNINGS_DEFAULTS, channelEarningsPrefill);
}

export const shouldRevalidate = calculatorShouldRevalidate;

export default function ChannelEarningsPage({ loaderData }: Route.ComponentProps) {
  const { channelSlug, prefill, find, matches, revenueLocked, estimateAsOf } = loaderData;
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
          <CalculatorForm
            action={PATH}
            title="Or enter the numbers"
            search={search}
            onSubmitWithScript={flush}
            hiddenFields={{ channel: channelSlug }}
          >
            <NumberField {...field("subscribers")} label="Subscribers" inputMode="numeric" />
            <NumberField {...field("avgViews")} label="Average views per video" />
            <div className="grid grid-cols-2 gap-4">
              <NumberField {...field("uploads")} label="Uploads per month" />
              <NumberField {...field("shorts")} label="Views from Shorts" suffix="%" />
            </div>
            <NumberField
              {...field("monthlyViews")}
              label="Views a month (optional)"
              hint="Leave blank for views per video × uploads. A directory channel fills it with the views it gained over its last 30 days."
            />
            <fieldset className="grid grid-cols-2 gap-4">
              <legend className="mb-2 text-sm font-medium">Long-form RPM (per 1,000 views)</legend>
              <NumberField {...field("low")} label="Low" prefix="$" />
              <NumberField {...field("high")} label="High" prefix="$" />
            </fieldset>
            <fieldset className="grid grid-cols-2 gap-4">
              <legend className="mb-2 text-sm font-medium">Shorts RPM (per 1,000 views)</legend>
              <NumberField {...field("shortsLow")} label="Low" prefix="$" />
              <NumberField {...field("shortsHigh")} label="High" prefix="$" />
            </fieldset>
            <p className="-mt-2 text-xs text-muted-foreground">
              RPM is what the creator is paid per 1,000 views, after YouTube&apos;s share (creators get about{" "}
              {CREATOR_SHARE_PERCENT}% of long-form ad revenue). A directory channel starts from its niche&apos;s range for its
              audience country.
            </p>
            <NumberField
              {...field("growth")}
              label="Monthly growth rate"
              suffix="%"
              hint="For the 12-month potential. 5% a month is our default; use 0 for a steady channel or a negative rate for a shrinking one."
            />
          </CalculatorForm>
        </>
      }
      results={
        revenueLocked ? (
          <RevenuePrompt returnTo={`${PATH}?${search}`} />
        ) : result && input ? (
          <ChannelEarningsResults result={result} input={input} asOf={estimateAsOf} />
        ) : (
          <ResultsUnavailable count={Object.keys(errors).length} />
        )
      }
    />
  );
}

function ChannelEarningsResults({
  result,
  input,
  asOf,
}: {
  result: ChannelEarningsResult;
  input: ChannelEarningsInput;
  asOf: string | null;
}) {
  const rows = result.projection;
  const rate = formatMoneyRange(result.rpm);
  return (
    <>
      <LiveSummary
        text={`Estimated monthly revenue: ${formatCurrency(result.monthly.mid)} (${formatMoneyRange(result.monthly)})`}
      />
      <ResultCard
        id="channel-earnings"
        methodAnchor="revenue"
        asOf={asOf}
        title="Estimated revenue"
        description={`${formatNumber(Math.round(result.monthlyViews))} views a month (${input.monthlyViews === null ? `${formatNumber(input.avgViews)} a video × ${formatNumber(input.uploads)} uploads` : "as entered"}) at an RPM of ${rate}. Midpoints, with the range below.`}
      >
        {result.eligibility.eligible ? null : (
          <FormMessage kind="info" className="mb-4">
            {NOT_ELIGIBLE_HEADLINE}: at {formatNumber(result.eligibility.subscribers)} subscribers a channel cannot earn from ads.
            It needs {formatNumber(result.eligibility.subscribersToGo)} more to reach the Partner Program&apos;s{" "}
            {formatNumber(result.eligibility.threshold)}; the figures below are what it would earn once it does.
          </FormMessage>
        )}
        <dl className="grid gap-3 sm:grid-cols-2">
          <ResultStat
            label="Monthly revenue"
            value={formatCurrency(result.monthly.mid)}
            testId="monthly-revenue"
            emphasis
            detail={<RangeLine range={result.monthly} testId="monthly-revenue-range" />}
          />
          <ResultStat
            label="12-month potential"
            value={formatCurrency(result.twelveMonth.mid)}
            testId="twelve-month-potential"
            emphasis
            detail={
              <>
                <RangeLine range={result.twelveMonth} testId="twelve-month-potential-range" />
                <span className="block">At {formatPercent(input.growth)} a month</span>
              </>
            }
          />
          <ResultStat
            label="Revenue per video"
            value={formatCurrency(result.perVideo.mid)}
            testId="revenue-per-video"
            detail={<RangeLine range={result.perVideo} testId="revenue-per-video-range" />}
          />
          <ResultStat
            label="Revenue per subscriber, a month"
            value={result.perSubscriber === null ? "N/A" : formatRevenuePerSubscriber(result.perSubscriber.mid)}
            testId="revenue-per-subscriber"
            detail={
              result.perSubscriber === null ? (
                "Needs at least one subscriber"
              ) : (
                <>
                  <RangeLine
                    range={result.perSubscriber}
                    format={formatRevenuePerSubscriber}
                    testId="revenue-per-subscriber-range"
                  />
                  <span className="block">A month&apos;s revenue ÷ subscribers</span>
                </>
              )
            }
          />
        </dl>
      </ResultCard>
      <ResultCard
        id="channel-earnings-projection"
        methodAnchor="revenue"
        asOf={asOf}
        title="12-month projection"
        description={`Monthly revenue (midpoint) growing ${formatPercent(input.growth)} a month, compounding.`}
      >
        <div className="flex flex-col gap-5">
          <RevenueProjectionChart rows={rows} />
          <ProjectionTable
            id="channel-earnings-table"
            caption="Projected revenue month by month (midpoint)"
            rows={rows}
            rowKey={(row) => row.month}
            columns={[
              { key: "month", header: "Month", cell: (row) => `Month ${row.month}` },
              { key: "low", header: "Low", numeric: true, cell: (row) => formatCurrency(row.low) },
              { key: "revenue", header: "Midpoint", numeric: true, cell: (row) => formatCurrency(row.revenue) },
              { key: "high", header: "High", numeric: true, cell: (row) => formatCurrency(row.high) },
            ]}
          />
          <p className="text-sm text-muted-foreground">
            Total over 12 months:{" "}
            <span className="font-medium text-foreground tabular-nums">{formatCurrency(result.twelveMonth.mid)}</span>
          </p>
        </div>
      </ResultCard>
    </>
  );
}

function RangeLine({
  range,
  testId,
  format = formatCurrency,
}: {
  range: EstimateRange;
  testId: string;
  format?: (value: NumericInput) => string;
}) {
  return (
    <span className="block tabular-nums" data-testid={testId}>
      Range {formatMoneyRange(range, format)}
    </span>
  );
}
