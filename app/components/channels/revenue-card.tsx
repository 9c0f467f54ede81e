import { Lock, Wallet } from "~/components/ui/icons";
import { Link } from "react-router";
import { formatCpm, formatCurrency, formatDate, formatMoneyRange, formatNumber } from "#domain/format";
import { AD_TIER, NOT_ELIGIBLE_HEADLINE } from "#domain/partner-program";
import { countryName } from "#domain/countries";
import { FigureSource } from "~/components/research/figure-source";
import { Button } from "~/components/ui/button";
import type { ChannelRevenue } from "#domain/read-models/channel";

export type RevenueCardFigures = Pick<
  ChannelRevenue,
  | "asOf"
  | "eligibility"
  | "basis"
  | "revenuePerMonth"
  | "twelveMonthPotential"
  | "rpm"
  | "advertiserCpm"
  | "shortsPercent"
  | "monthlyViews"
>;

const BASIS_WORDS = { measured: "measured", regional: "regional figure", editorial: "our estimate" } as const;

/**
 * Spec §2 "an Estimated Monthly Revenue card" — members only; the loader never sends figures to
 * visitors. The midpoint, big, with the range, what it is made of, and where each part comes
 * from; or, under the Partner Program's threshold, that the channel cannot earn from ads yet.
 */
export function RevenueCard({ revenue, calculatorHref }: { revenue: RevenueCardFigures; calculatorHref?: string }) {
  const { eligibility, basis } = revenue;
  return (
    <section
      aria-labelledby="revenue-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs"
      data-testid="revenue-card"
      data-figure-group
    >
      <h2 id="revenue-heading" className="flex items-center gap-2 text-base font-semibold">
        <Wallet className="size-4 text-primary" aria-hidden="true" />
        Estimated Monthly Revenue
      </h2>
      {eligibility.eligible ? (
        <Figures revenue={revenue} />
      ) : (
        <div className="flex flex-col gap-1" data-testid="revenue-not-eligible">
          <p className="text-xl font-semibold tracking-tight">{NOT_ELIGIBLE_HEADLINE}</p>
          <p className="text-sm text-muted-foreground">
            {formatNumber(eligibility.subscribersToGo)} subscribers to go to the Partner Program&apos;s{" "}
            {formatNumber(eligibility.threshold)} (with {formatNumber(AD_TIER.watchHours)} watch hours in 12 months, which YouTube
            does not publish). No ad revenue until then, so no revenue figures.
          </p>
          <FigureSource kind="youtube" asOf={revenue.asOf} method="eligibility" />
        </div>
      )}
      {basis ? (
        <details className="group rounded-lg border bg-muted/30 px-3 py-2 text-sm" data-testid="revenue-basis">
          <summary className="cursor-pointer font-medium">Why this range</summary>
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-muted-foreground">
            {basis.rate.source === "admin" ? (
              <li>RPM {formatCpm(basis.rate.rpm)}, set by the site&apos;s editors for this channel.</li>
            ) : (
              <li>
                Niche band {formatMoneyRange(basis.rate.band, formatCpm)} RPM for a US audience (editorial), ×{" "}
                {basis.rate.multiplier.toFixed(2)} for{" "}
                {basis.rate.country === "Other" ? "other countries" : countryName(basis.rate.country)} (
                {BASIS_WORDS[basis.rate.multiplierBasis]}).
              </li>
            )}
            <li>
              {basis.shorts.percent > 0
                ? `${basis.shorts.percent}% of its views are Shorts, paid about $${basis.shorts.rpmUs.low}–$${basis.shorts.rpmUs.high} per 1,000 in the US (fluxnote 2026).`
                : "Every view counted as long-form (no Shorts among its stored uploads, or durations unknown)."}
            </li>
            <li>
              {basis.monthlyViews.source === "snapshots"
                ? `Views a month from its snapshots: the views gained over ${basis.monthlyViews.days} days.`
                : "Views a month are its lifetime average (fewer than 28 days of comparable snapshots: views from before YouTube's view-count change of 27 Aug 2026 are not compared with later ones): likely low for a growing channel."}
            </li>
            <li>
              {basis.viewsPerVideo.source === "recent-uploads"
                ? `Views a video: the median of its ${basis.viewsPerVideo.uploads} uploads of the last ${basis.viewsPerVideo.days} days.`
                : "Views a video are its lifetime average (too few recent uploads)."}
            </li>
            <li>
              {basis.total.basis === "since-eligible"
                ? `Total revenue counts the views since ${formatDate(basis.total.since)}, when it passed 1,000 subscribers.`
                : "Total revenue counts every view: an upper bound (we did not see it pass 1,000 subscribers)."}
            </li>
          </ul>
        </details>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <Link to="/how-it-works#revenue" className="font-medium text-primary underline-offset-4 hover:underline">
          How we estimate
        </Link>
        {calculatorHref ? (
          <>
            {" · "}
            <Link to={calculatorHref} className="font-medium text-primary underline-offset-4 hover:underline">
              Open in the calculator
            </Link>
          </>
        ) : null}
      </p>
    </section>
  );
}

function Figures({ revenue }: { revenue: RevenueCardFigures }) {
  const monthly = revenue.revenuePerMonth;
  return (
    <>
      <div className="flex flex-col gap-1">
        <p
          className="text-3xl font-semibold tracking-tight tabular-nums"
          data-testid="revenue-monthly-mid"
          data-figure="estimate"
        >
          {formatCurrency(monthly?.mid)}
        </p>
        {monthly ? (
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="revenue-monthly-range">
            Range <span data-testid="revenue-monthly-range-values">{formatMoneyRange(monthly)}</span> · midpoint shown
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {revenue.monthlyViews === null
            ? "From its views"
            : `From ${formatNumber(Math.round(revenue.monthlyViews))} views a month`}{" "}
          at the creator&apos;s RPM (after YouTube&apos;s share).
        </p>
        <FigureSource kind="estimate" asOf={revenue.asOf} method="revenue" />
      </div>
      <dl className="grid gap-3 border-t pt-4 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">12-month potential (5% a month)</dt>
          <dd className="text-right font-medium tabular-nums">
            <span data-testid="revenue-twelve-month">{formatCurrency(revenue.twelveMonthPotential?.mid)}</span>
            {revenue.twelveMonthPotential ? (
              <span className="block text-xs font-normal text-muted-foreground" data-testid="revenue-twelve-month-range">
                {formatMoneyRange(revenue.twelveMonthPotential)}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">RPM (creator, per 1,000 views)</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="revenue-rpm">
            {formatMoneyRange(revenue.rpm)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">Advertiser CPM (per 1,000 ads)</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="revenue-cpm">
            {formatMoneyRange(revenue.advertiserCpm)}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** Spec §6: revenue is "hidden behind the prompts 'Want to see revenue estimates?' … linking to /auth". */
export function RevenuePrompt({ returnTo, subject = "this channel's" }: { returnTo: string; subject?: string }) {
  return (
    <section
      aria-labelledby="revenue-prompt-heading"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed bg-accent/30 p-5"
      data-testid="revenue-prompt"
    >
      <span className="grid size-10 place-items-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <Lock className="size-4" />
      </span>
      <h2 id="revenue-prompt-heading" className="text-base font-semibold">
        Want to see revenue estimates?
      </h2>
      <p className="text-sm text-muted-foreground">
        Sign in to see {subject} estimated monthly revenue, revenue per video and per subscriber, as ranges with their midpoints.
      </p>
      <Button asChild>
        <Link to={`/auth?redirect=${encodeURIComponent(returnTo)}`}>Sign in</Link>
      </Button>
    </section>
  );
}
