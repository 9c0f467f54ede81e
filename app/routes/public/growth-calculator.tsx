// /growth-rate-calculator and its alias /growth-calculator (issue "Calculators" item 4): a
// month-by-month compounding projection (default 5% a month), the date each milestone is
// reached, and the growth rate needed to reach a target by a date.
import { CheckCircle2, CircleDashed, Flag, XCircle } from "~/components/ui/icons";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { formatCount, formatMonthCount, formatPercent } from "#domain/calculators/calculator-format";
import { toSearchParams } from "#domain/calculators/calculator-input";
import { isoToday } from "#domain/calculators/calendar-months";
import { growthPrefill, growthPrefillSource } from "#domain/calculators/channel-prefill";
import {
  GROWTH_MILESTONES,
  type GrowthProjectionInput,
  type GrowthResult,
  type GrowthTargetResult,
  MAX_HORIZON_MONTHS,
  evaluateGrowth,
  growthDefaults,
} from "#domain/calculators/growth-calculator";
import { projectedValue } from "#domain/calculators/compound-growth";
import { formatCompact, formatDate, formatNumber } from "#domain/format";
import type { Route } from "./+types/growth-calculator";
import { CalculatorForm } from "~/components/calculators/calculator-form";
import { CalculatorPage } from "~/components/calculators/calculator-page";
import { ChannelPicker } from "~/components/calculators/channel-picker";
import { GrowthChart } from "~/components/calculators/growth-chart";
import { GrowthPrefillNote } from "~/components/calculators/growth-prefill-note";
import { LiveSummary } from "~/components/calculators/live-summary";
import { NumberField } from "~/components/calculators/number-field";
import { PrefillNotice } from "~/components/calculators/prefill-notice";
import { ProjectionTable } from "~/components/calculators/projection-table";
import { ResultCard } from "~/components/calculators/result-card";
import { ResultStat } from "~/components/calculators/result-stat";
import { ResultsUnavailable } from "~/components/calculators/results-unavailable";
import { SegmentedChoice } from "~/components/calculators/segmented-choice";
import { TrendValue } from "~/components/calculators/trend-value";
import { calculatorShouldRevalidate, useCalculatorUrlState } from "~/components/calculators/use-calculator-url-state";
import { appContext } from "#server/app-context";
import { calculatorField } from "~/components/calculators/calculator-field";
import { loadCalculator } from "~/lib/calculator-loader.server";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Growth Rate Calculator";
const DESCRIPTION =
  "Project subscribers or views month by month with compounding growth (5% a month by default), see when each milestone arrives and the rate a target needs.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Dates count from the server's today, handed to the browser so both render the same dates.
  const today = isoToday();
  return {
    ...(await loadCalculator(request, context.get(appContext), growthDefaults(today), growthPrefill, growthPrefillSource)),
    today,
  };
}

export const shouldRevalidate = calculatorShouldRevalidate;

export default function GrowthCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { today, channelSlug, prefill, find, matches, growthSource } = loaderData;
  // Served at /growth-rate-calculator and /growth-calculator: the form stays on the address used.
  const path = useLocation().pathname;
  const { raw, setField, flush } = useCalculatorUrlState(loaderData.raw, { channel: channelSlug });
  const evaluation = useMemo(() => evaluateGrowth(raw, today), [raw, today]);
  const { errors } = evaluation;
  const field = calculatorField(raw, errors, setField);
  const search = toSearchParams(raw, { channel: channelSlug }).toString();
  const noun = raw.metric === "views" ? "views" : "subscribers";

  return (
    <CalculatorPage
      title={TITLE}
      description={DESCRIPTION}
      current="/growth-rate-calculator"
      notice={<PrefillNotice prefill={prefill} clearTo={path} />}
      form={
        <>
          <CalculatorForm action={path} search={search} onSubmitWithScript={flush} hiddenFields={{ channel: channelSlug }}>
            <SegmentedChoice
              name="metric"
              legend="Project"
              value={raw.metric === "views" ? "views" : "subscribers"}
              options={[
                { value: "subscribers", label: "Subscribers" },
                { value: "views", label: "Views" },
              ]}
              onValueChange={(v) => setField("metric", v)}
            />
            <NumberField
              {...field("current")}
              label={raw.metric === "views" ? "Current total views" : "Current subscribers"}
              inputMode="numeric"
            />
            <div className="grid grid-cols-2 gap-4">
              <NumberField {...field("growth")} label="Monthly growth" suffix="%" />
              <NumberField {...field("months")} label="Months to project" inputMode="numeric" />
            </div>
            <p className="-mt-3 text-xs text-muted-foreground">
              5% a month is our default. A negative rate projects a shrinking channel; up to {MAX_HORIZON_MONTHS} months.
            </p>
            <GrowthPrefillNote source={growthSource} field="growth" asOf={prefill.status === "found" ? prefill.asOf : null} />
            <fieldset className="flex flex-col gap-4 rounded-lg border border-dashed p-4">
              <legend className="px-1 text-sm font-medium">Reach a target</legend>
              <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                <NumberField {...field("target")} label={`Target ${noun}`} inputMode="numeric" />
                <NumberField {...field("by")} label="By" type="date" />
              </div>
            </fieldset>
          </CalculatorForm>
          <ChannelPicker action={path} serverQuery={find ?? undefined} serverMatches={matches} />
        </>
      }
      results={
        evaluation.result && evaluation.input ? (
          <GrowthResults
            input={evaluation.input}
            result={evaluation.result}
            target={evaluation.target}
            targetError={Boolean(errors.target || errors.by)}
            noun={noun}
          />
        ) : (
          <ResultsUnavailable count={Object.keys(errors).length} />
        )
      }
    />
  );
}

function GrowthResults({
  input,
  result,
  target,
  targetError,
  noun,
}: {
  input: GrowthProjectionInput;
  result: GrowthResult;
  target: GrowthTargetResult | null;
  targetError: boolean;
  noun: string;
}) {
  const last = result.rows[result.rows.length - 1];
  const label = noun === "views" ? "Views" : "Subscribers";
  return (
    <>
      <LiveSummary text={`In ${formatMonthCount(input.months)}: ${formatCount(result.final)} ${noun}`} />
      <ResultCard
        id="growth-projection"
        title="Projection"
        description={`${formatNumber(input.current)} ${noun} growing ${formatPercent(input.growth)} a month, compounding.`}
      >
        <div className="flex flex-col gap-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <ResultStat
              label={`${label} in ${formatMonthCount(input.months)}`}
              value={formatCount(result.final)}
              testId="growth-final"
              emphasis
              detail={last ? `By ${formatDate(last.date)}` : undefined}
            />
            <ResultStat
              label="Change"
              value={<TrendValue value={result.change} />}
              testId="growth-change"
              emphasis
              detail={`Over ${formatMonthCount(input.months)}`}
            />
          </dl>
          <GrowthChart rows={result.rows} label={label} milestones={GROWTH_MILESTONES} />
          <ProjectionTable
            id="growth-table"
            caption={`${label} month by month`}
            rows={result.rows}
            rowKey={(row) => row.month}
            columns={[
              { key: "date", header: "Date", cell: (row) => (row.month === 0 ? "Today" : formatDate(row.date)) },
              { key: "value", header: label, numeric: true, cell: (row) => formatCount(row.value) },
              {
                key: "change",
                header: "Change",
                numeric: true,
                cell: (row) => (row.month === 0 ? "—" : <TrendValue value={row.change} className="justify-end" />),
              },
            ]}
          />
        </div>
      </ResultCard>
      <ResultCard
        id="growth-milestones"
        title="Milestones"
        description={`When the projection reaches each milestone at ${formatPercent(input.growth)} a month.`}
      >
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Milestones">
          {result.milestones.map((milestone) => (
            <li
              key={milestone.target}
              data-testid={`milestone-${milestone.target}`}
              className="flex items-start gap-3 rounded-lg border p-4"
            >
              {milestone.status === "reached" ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              ) : milestone.status === "projected" ? (
                <Flag className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <CircleDashed className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="font-semibold">
                  {formatCompact(milestone.target)} {noun}
                </p>
                <p className="text-sm text-muted-foreground">
                  {milestone.status === "reached"
                    ? "Already reached"
                    : milestone.status === "projected"
                      ? `${formatDate(milestone.date)} · in ${formatMonthCount(milestone.month)}`
                      : input.growth <= 0 || input.current === 0
                        ? "Not reached at this rate"
                        : "More than 100 years away"}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </ResultCard>
      <ResultCard id="growth-target" title="Growth needed for your target">
        {target ? (
          <TargetResult target={target} input={input} noun={noun} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {targetError ? "Fix the target or its date to see the rate you'd need." : null}
          </p>
        )}
      </ResultCard>
    </>
  );
}

function TargetResult({ target, input, noun }: { target: GrowthTargetResult; input: GrowthProjectionInput; noun: string }) {
  const atChosenRate = projectedValue(input.current, input.growth, target.months);
  const goal = `${formatNumber(target.target)} ${noun} by ${formatDate(target.by)}`;
  if (target.alreadyReached) {
    return (
      <p className="flex items-start gap-2 text-sm" data-testid="growth-required">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        You already have {formatNumber(input.current)} {noun}: no growth needed for {goal}.
      </p>
    );
  }
  if (target.requiredPercent === null) {
    return (
      <p className="text-sm" data-testid="growth-required">
        A growth rate can&apos;t grow from 0. Enter your current {noun} to see the rate needed for {goal}.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        For {goal} ({formatMonthCount(target.months)} from today) you need about
      </p>
      <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="growth-required">
        {formatPercent(target.requiredPercent)} <span className="text-base font-normal text-muted-foreground">a month</span>
      </p>
      <p className="flex items-start gap-2 text-sm">
        {target.onTrack ? (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        )}
        <span>
          {target.onTrack ? "On track: " : "Not on track: "}at {formatPercent(input.growth)} a month you&apos;d have{" "}
          {formatCount(atChosenRate)} {noun} by then.
        </span>
      </p>
    </div>
  );
}
