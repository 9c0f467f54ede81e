// /reach-calculator (issue "Calculators" item 5): impressions, click-through rate, average view
// duration and uploads → views, watch hours and the months to the Partner Program thresholds.
import { CheckCircle2, CircleDashed, Clock, Flag, Users } from "~/components/ui/icons";
import type * as React from "react";
import { useMemo } from "react";
import { formatCount, formatMonthCount, formatPercent } from "#domain/calculators/calculator-format";
import { toSearchParams } from "#domain/calculators/calculator-input";
import { isoToday } from "#domain/calculators/calendar-months";
import { reachPrefill, reachPrefillSource } from "#domain/calculators/channel-prefill";
import {
  PARTNER_PROGRAM,
  REACH_HORIZON_MONTHS,
  type ReachInput,
  type ReachResult,
  type ThresholdEta,
  evaluateReach,
  REACH_DEFAULTS,
} from "#domain/calculators/reach-calculator";
import { formatDate, formatNumber } from "#domain/format";
import type { Route } from "./+types/reach-calculator";
import { CalculatorForm } from "~/components/calculators/calculator-form";
import { CalculatorPage } from "~/components/calculators/calculator-page";
import { ChannelPicker } from "~/components/calculators/channel-picker";
import { LiveSummary } from "~/components/calculators/live-summary";
import { NumberField } from "~/components/calculators/number-field";
import { PrefillNotice } from "~/components/calculators/prefill-notice";
import { ProjectionTable } from "~/components/calculators/projection-table";
import { ReachChart } from "~/components/calculators/reach-chart";
import { GrowthPrefillNote } from "~/components/calculators/growth-prefill-note";
import { ResultCard } from "~/components/calculators/result-card";
import { ResultStat } from "~/components/calculators/result-stat";
import { ResultsUnavailable } from "~/components/calculators/results-unavailable";
import { calculatorShouldRevalidate, useCalculatorUrlState } from "~/components/calculators/use-calculator-url-state";
import { appContext } from "#server/app-context";
import { calculatorField } from "~/components/calculators/calculator-field";
import { loadCalculator } from "~/lib/calculator-loader.server";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/reach-calculator";
const TITLE = "Reach Calculator";
const DESCRIPTION = "Turn impressions and click-through rate into views, watch hours and the time to Partner Program thresholds.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  const [calculator, settings] = await Promise.all([
    loadCalculator(request, { services, accounts }, REACH_DEFAULTS, reachPrefill, reachPrefillSource),
    services.siteSettings.read(),
  ]);
  // Which unverified rule sets the site applies (Admin → Settings): the reported 2027 rule raises a threshold.
  return { ...calculator, today: isoToday(), rules: settings.partnerProgram };
}

export const shouldRevalidate = calculatorShouldRevalidate;

export default function ReachCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { today, rules, channelSlug, prefill, find, matches, growthSource } = loaderData;
  const { raw, setField, flush } = useCalculatorUrlState(loaderData.raw, { channel: channelSlug });
  const { errors, result, input } = useMemo(() => evaluateReach(raw, today, rules), [raw, today, rules]);
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
          <CalculatorForm action={PATH} search={search} onSubmitWithScript={flush} hiddenFields={{ channel: channelSlug }}>
            <NumberField
              {...field("impressions")}
              label="Impressions per video"
              hint="How often YouTube shows a video's thumbnail (YouTube Studio › Reach)."
            />
            <div className="grid grid-cols-2 gap-4">
              <NumberField {...field("ctr")} label="Click-through rate" suffix="%" />
              <NumberField {...field("duration")} label="Avg. view duration" suffix="min" />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <NumberField {...field("uploads")} label="Videos per month" />
              <NumberField {...field("subsPer1000")} label="Subs per 1,000 views" />
            </div>
            <GrowthPrefillNote
              source={growthSource}
              field="subsPer1000"
              asOf={prefill.status === "found" ? prefill.asOf : null}
            />
            <fieldset className="flex flex-col gap-4 rounded-lg border border-dashed p-4">
              <legend className="px-1 text-sm font-medium">Where you are now</legend>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
                <NumberField {...field("subscribers")} label="Subscribers" inputMode="numeric" />
                <NumberField {...field("watchHours")} label="Watch hours, last 12 months" />
              </div>
            </fieldset>
          </CalculatorForm>
          <ChannelPicker action={PATH} serverQuery={find ?? undefined} serverMatches={matches} />
        </>
      }
      results={
        result && input ? (
          <ReachResults result={result} input={input} />
        ) : (
          <ResultsUnavailable count={Object.keys(errors).length} />
        )
      }
    />
  );
}

function etaText(eta: ThresholdEta): string {
  if (eta.months === 0) return "Already reached";
  if (eta.months === null) return "Not at this pace";
  return `In ${formatMonthCount(eta.months)}`;
}

function ReachResults({ result, input }: { result: ReachResult; input: ReachInput }) {
  // "4,000", or "4,000 (8,000 from Feb 1, 2027)" when an applied later rule raises it within the horizon.
  const watchHoursThreshold = `${formatNumber(PARTNER_PROGRAM.watchHours)}${result.thresholdChanges
    .filter((change) => change.watchHours !== PARTNER_PROGRAM.watchHours)
    .map((change) => ` (${formatNumber(change.watchHours)} from ${formatDate(change.from)})`)
    .join("")}`;
  return (
    <>
      <LiveSummary
        text={`${formatCount(result.monthlyViews)} views and ${formatCount(result.monthlyWatchHours)} watch hours a month`}
      />
      <ResultCard
        id="reach"
        title="Views and watch time"
        description={`${formatNumber(input.impressions)} impressions × ${formatPercent(input.ctr)} click-through, ${formatNumber(input.uploads)} videos a month.`}
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          <ResultStat label="Views per video" value={formatCount(result.viewsPerVideo)} testId="views-per-video" emphasis />
          <ResultStat label="Views per month" value={formatCount(result.monthlyViews)} testId="monthly-views" emphasis />
          <ResultStat
            label="Watch hours per month"
            value={formatCount(result.monthlyWatchHours)}
            testId="monthly-watch-hours"
            detail={`${formatCount(result.yearlyWatchHours)} hours over 12 months at this pace`}
          />
          <ResultStat
            label="New subscribers per month"
            value={formatCount(result.subscribersPerMonth)}
            testId="subscribers-per-month"
          />
        </dl>
      </ResultCard>
      <ResultCard
        id="partner-program"
        title="Time to the Partner Program"
        description={`${formatNumber(PARTNER_PROGRAM.subscribers)} subscribers and ${formatNumber(PARTNER_PROGRAM.watchHours)} public watch hours in the last 12 months, at a steady pace.`}
      >
        <div className="flex flex-col gap-5">
          {result.thresholdChanges.map((change) => (
            <p
              key={change.from}
              className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
              data-testid="threshold-change"
            >
              From {formatDate(change.from)} a rule{" "}
              {change.verified ? "" : "reported for new creators (unverified, applied by this site) "}asks{" "}
              {formatNumber(change.subscribers)} subscribers and {formatNumber(change.watchHours)} watch hours: a threshold
              reached on or after that date is counted against it (see{" "}
              <a href="/how-it-works#eligibility" className="underline underline-offset-4">
                the rule sets
              </a>
              ).
            </p>
          ))}
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Thresholds">
            <Threshold
              testId="eta-subscribers"
              icon={Users}
              title={`${formatNumber(PARTNER_PROGRAM.subscribers)} subscribers`}
              eta={result.subscribers}
              missing={result.subscribersPerMonth <= 0 ? "No new subscribers at this pace." : "More than 100 years away."}
            />
            <Threshold
              testId="eta-watch-hours"
              icon={Clock}
              title={`${watchHoursThreshold} watch hours`}
              eta={result.watchHours}
              missing={`${formatCount(result.yearlyWatchHours)} hours a year at this pace.`}
            />
          </ul>
          <div className="flex flex-col gap-2">
            <ReachChart rows={result.rows} watchHoursThreshold={watchHoursThreshold} />
            <p className="text-xs text-muted-foreground">
              Watch hours at each date count the 12 months before it, as the Partner Program does.
            </p>
          </div>
          <ProjectionTable
            id="reach-table"
            caption={`Progress month by month over ${REACH_HORIZON_MONTHS} months; watch hours count the 12 months before each date`}
            rows={result.rows}
            rowKey={(row) => row.month}
            columns={[
              { key: "date", header: "Date", cell: (row) => (row.month === 0 ? "Today" : formatDate(row.date)) },
              { key: "subscribers", header: "Subscribers", numeric: true, cell: (row) => formatCount(row.subscribers) },
              { key: "watchHours", header: "Watch hours", numeric: true, cell: (row) => formatCount(row.watchHours) },
            ]}
          />
        </div>
      </ResultCard>
    </>
  );
}

function Threshold({
  testId,
  icon: Icon,
  title,
  eta,
  missing,
}: {
  testId: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  eta: ThresholdEta;
  missing: string;
}) {
  const reached = eta.months === 0;
  const StatusIcon = eta.months === null ? CircleDashed : reached ? CheckCircle2 : Flag;
  const statusColor = eta.months === null ? "text-muted-foreground" : reached ? "text-success" : "text-primary";
  return (
    <li className="flex items-start gap-3 rounded-lg border p-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground" aria-hidden="true">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{title}</p>
        <p className="flex items-center gap-1.5 text-lg font-semibold" data-testid={testId}>
          <StatusIcon className={`size-4 ${statusColor}`} aria-hidden="true" />
          {etaText(eta)}
        </p>
        <p className="text-sm text-muted-foreground">
          {reached ? "Threshold met today." : eta.months === null ? missing : `Around ${formatDate(eta.date)}`}
        </p>
      </div>
    </li>
  );
}
