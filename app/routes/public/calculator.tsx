// /calculator — the earnings calculator (issue "Calculators" item 2): views per day or month and
// a CPM/RPM range, with niche and country presets → daily, monthly and yearly earnings.
import { useMemo } from "react";
import { Link, redirect } from "react-router";
import {
  CREATOR_SHARE_PERCENT,
  EARNINGS_DEFAULTS,
  MONETIZED_PLAYBACK_PERCENT,
  type EarningsResult,
  type Range,
  evaluateEarnings,
  nichePresetValues,
  type NicheRate,
} from "#domain/calculators/earnings-calculator";
import { formatCurrencyRange } from "#domain/calculators/calculator-format";
import { toSearchParams } from "#domain/calculators/calculator-input";
import { earningsPrefill } from "#domain/calculators/channel-prefill";
import { COUNTRIES } from "#domain/countries";
import { countryRpmMultiplier } from "#domain/rpm-estimate";
import { formatCpm, formatNumber } from "#domain/format";
import type { Route } from "./+types/calculator";
import { CalculatorForm } from "~/components/calculators/calculator-form";
import { CalculatorPage } from "~/components/calculators/calculator-page";
import { ChannelPicker } from "~/components/calculators/channel-picker";
import { CurrencyRange } from "~/components/calculators/currency-range";
import { EarningsChart } from "~/components/calculators/earnings-chart";
import { LiveSummary } from "~/components/calculators/live-summary";
import { NumberField } from "~/components/calculators/number-field";
import { PrefillNotice } from "~/components/calculators/prefill-notice";
import { RevenuePrompt } from "~/components/channels/revenue-card";
import { ProjectionTable } from "~/components/calculators/projection-table";
import { ResultCard } from "~/components/calculators/result-card";
import { ResultStat } from "~/components/calculators/result-stat";
import { ResultsUnavailable } from "~/components/calculators/results-unavailable";
import { SegmentedChoice } from "~/components/calculators/segmented-choice";
import { SelectField } from "~/components/calculators/select-field";
import { calculatorShouldRevalidate, useCalculatorUrlState } from "~/components/calculators/use-calculator-url-state";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { calculatorField } from "~/components/calculators/calculator-field";
import { loadCalculator } from "~/lib/calculator-loader.server";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/calculator";
const TITLE = "Earnings Calculator";
const DESCRIPTION = "Estimate earnings from views and a CPM rate, with niche and country presets.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  const url = new URL(request.url);
  const [nicheRates, form] = await Promise.all([
    services.calculatorPrefill.nicheRates(),
    loadCalculator(request, { services, accounts }, EARNINGS_DEFAULTS, earningsPrefill),
  ]);
  let { raw } = form;
  if (url.searchParams.has("apply")) {
    // "Use niche rates" before JavaScript: fill the rate range from the chosen niche and country,
    // then show the canonical URL (with JavaScript the selects do this as they change).
    const niche = nicheRates.find((entry) => entry.slug === raw.niche);
    const preset = niche ? nichePresetValues(niche, raw.country) : null;
    if (preset) raw = { ...raw, ...preset };
    throw redirect(`${PATH}?${toSearchParams(raw, { channel: form.channelSlug })}`);
  }
  return { ...form, nicheRates };
}

export const shouldRevalidate = calculatorShouldRevalidate;

const PERIOD_LABELS = { day: "Daily", month: "Monthly", year: "Yearly" } as const;

export default function EarningsCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { nicheRates, channelSlug, prefill, find, matches, revenueLocked, estimateAsOf } = loaderData;
  const { raw, setField, setFields, flush } = useCalculatorUrlState(loaderData.raw, { channel: channelSlug });
  const evaluation = useMemo(() => evaluateEarnings(raw), [raw]);
  const { errors, result, input } = evaluation;
  const field = calculatorField(raw, errors, setField);
  const search = toSearchParams(raw, { channel: channelSlug }).toString();

  const applyNiche = (slug: string, country: string) => {
    const niche = nicheRates.find((entry) => entry.slug === slug);
    const preset = niche ? nichePresetValues(niche, country) : null;
    setFields({ country, niche: preset ? slug : "", ...preset });
  };
  const multiplier = countryRpmMultiplier(raw.country);
  const rateName = raw.rateType === "rpm" ? "RPM" : "CPM";

  return (
    <CalculatorPage
      title={TITLE}
      description={DESCRIPTION}
      current={PATH}
      notice={<PrefillNotice prefill={prefill} clearTo={PATH} />}
      form={
        <>
          <CalculatorForm
            action={PATH}
            search={search}
            onSubmitWithScript={flush}
            hiddenFields={{ channel: channelSlug }}
            extraButtons={
              <Button type="submit" name="apply" value="1" variant="outline">
                Use niche rates
              </Button>
            }
          >
            <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-[1fr_auto] min-[420px]:items-end">
              <NumberField {...field("views")} label="Views" />
              <SegmentedChoice
                name="per"
                legend="Per"
                value={raw.per === "month" ? "month" : "day"}
                options={[
                  { value: "day", label: "Day" },
                  { value: "month", label: "Month" },
                ]}
                onValueChange={(v) => setField("per", v)}
              />
            </div>
            <SegmentedChoice
              name="rateType"
              legend="Rate type"
              value={raw.rateType === "rpm" ? "rpm" : "cpm"}
              options={[
                { value: "cpm", label: "CPM" },
                { value: "rpm", label: "RPM" },
              ]}
              // A niche preset is an RPM; another rate type makes it a custom rate.
              onValueChange={(v) => setFields({ rateType: v, niche: "" })}
            />
            <p className="-mt-3 text-xs text-muted-foreground">
              RPM is what you are paid per 1,000 views. CPM is what advertisers pay per 1,000 ads: about{" "}
              {MONETIZED_PLAYBACK_PERCENT}% of views carry one, and you keep about {CREATOR_SHARE_PERCENT}% of that.{" "}
              <Link to="/how-it-works#rates" className="font-medium text-primary underline-offset-4 hover:underline">
                How the two relate
              </Link>
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              <SelectField
                id="niche"
                name="niche"
                label="Niche preset"
                value={raw.niche}
                onValueChange={(v) => applyNiche(v, raw.country)}
              >
                <option value="">Custom rate</option>
                {nicheRates.map((niche) => (
                  <option key={niche.slug} value={niche.slug}>
                    {niche.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="country"
                name="country"
                label="Audience country"
                value={raw.country}
                onValueChange={(v) => (raw.niche ? applyNiche(raw.niche, v) : setField("country", v))}
              >
                {COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <p className="-mt-3 text-xs text-muted-foreground">
              {raw.niche ? (
                <NicheHint niche={nicheRates.find((n) => n.slug === raw.niche)} multiplier={multiplier} />
              ) : (
                "Pick a niche to fill in its typical range for that audience country."
              )}
            </p>
            <div className="grid grid-cols-2 gap-4">
              <NumberField
                id="low"
                name="low"
                label={`${rateName} low`}
                prefix="$"
                value={raw.low}
                error={errors.low}
                onValueChange={(v) => setFields({ low: v, niche: "" })}
              />
              <NumberField
                id="high"
                name="high"
                label={`${rateName} high`}
                prefix="$"
                value={raw.high}
                error={errors.high}
                onValueChange={(v) => setFields({ high: v, niche: "" })}
              />
            </div>
          </CalculatorForm>
          <ChannelPicker action={PATH} serverQuery={find ?? undefined} serverMatches={matches} />
        </>
      }
      results={
        revenueLocked ? (
          <RevenuePrompt returnTo={`${PATH}?${search}`} />
        ) : result && input ? (
          <EarningsResults result={result} rateName={rateName} low={input.low} high={input.high} asOf={estimateAsOf} />
        ) : (
          <ResultsUnavailable count={Object.keys(errors).length} />
        )
      }
    />
  );
}

function NicheHint({ niche, multiplier }: { niche: NicheRate | undefined; multiplier: number }) {
  if (!niche) return null;
  return (
    <>
      {niche.name}: {formatCpm(niche.rpmLow)}–{formatCpm(niche.rpmHigh)} in the US, × {formatNumber(multiplier)} for this
      audience.
    </>
  );
}

function EarningsResults({
  result,
  rateName,
  low,
  high,
  asOf,
}: {
  result: EarningsResult;
  rateName: string;
  low: number;
  high: number;
  asOf: string | null;
}) {
  const shareLabel = result.shareIncluded ? "Your share" : `Your share (about ${CREATOR_SHARE_PERCENT}% of the ad revenue)`;
  const shareText = (range: Range) =>
    result.shareIncluded ? "RPM is already your share" : `${shareLabel}: ${formatCurrencyRange(range.low, range.high)}`;
  return (
    <>
      <LiveSummary
        text={`Estimated monthly earnings: ${formatCurrencyRange(result.earnings.month.low, result.earnings.month.high)}`}
      />
      <ResultCard
        id="earnings"
        methodAnchor="revenue"
        asOf={asOf}
        title="Estimated earnings"
        description={
          result.shareIncluded
            ? `${formatNumber(result.views.day)} views a day at an RPM of ${formatCurrencyRange(low, high)}.`
            : `${formatNumber(result.views.day)} views a day, about ${MONETIZED_PLAYBACK_PERCENT}% of them with an ad, at a ${rateName} of ${formatCurrencyRange(low, high)}.`
        }
      >
        <dl className="grid gap-3 sm:grid-cols-3">
          {(["day", "month", "year"] as const).map((period) => (
            <ResultStat
              key={period}
              label={PERIOD_LABELS[period]}
              value={<CurrencyRange low={result.earnings[period].low} high={result.earnings[period].high} />}
              testId={`earnings-${period}`}
              emphasis={period === "month"}
              detail={
                <>
                  <span className="block" data-testid={`share-${period}`}>
                    {shareText(result.creatorShare[period])}
                  </span>
                  <span className="block">{formatNumber(result.views[period])} views</span>
                </>
              }
            />
          ))}
        </dl>
      </ResultCard>
      <ResultCard
        id="earnings-projection"
        methodAnchor="revenue"
        title="Over the next 12 months"
        description="Cumulative earnings if views stay at this pace."
      >
        <div className="flex flex-col gap-5">
          <EarningsChart rows={result.cumulative} shareIncluded={result.shareIncluded} />
          <ProjectionTable
            id="earnings-table"
            caption="Cumulative earnings month by month"
            rows={result.cumulative}
            rowKey={(row) => row.month}
            columns={[
              { key: "month", header: "Month", cell: (row) => `Month ${row.month}` },
              {
                key: "earnings",
                header: "Earnings",
                numeric: true,
                wrap: true,
                cell: (row) => formatCurrencyRange(row.low, row.high),
              },
              ...(result.shareIncluded
                ? []
                : [
                    {
                      key: "share",
                      header: "Your share",
                      numeric: true,
                      wrap: true,
                      cell: (row: (typeof result.cumulative)[number]) => formatCurrencyRange(row.shareLow, row.shareHigh),
                    },
                  ]),
            ]}
          />
        </div>
      </ResultCard>
    </>
  );
}
