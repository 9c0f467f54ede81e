import { Lock, Wallet } from "~/components/ui/icons";
import { Link } from "react-router";
import { CREATOR_SHARE } from "#domain/revenue";
import { formatCurrency, formatMoneyRange, formatNumber } from "#domain/format";
import { FigureSource } from "~/components/research/figure-source";
import { Button } from "~/components/ui/button";
import type { ChannelRevenue } from "#domain/read-models/channel";

export type RevenueCardFigures = Pick<ChannelRevenue, "asOf" | "revenuePerMonth" | "twelveMonthPotential" | "rpm" | "shortsPercent" | "monthlyViews">;

/**
 * Spec §2 "an Estimated Monthly Revenue card" — members only; the loader never sends figures to
 * visitors. The midpoint, big, with the range from the ends of the niche × country RPM range.
 */
export function RevenueCard({ revenue, calculatorHref }: { revenue: RevenueCardFigures; calculatorHref?: string }) {
  const monthly = revenue.revenuePerMonth;
  return (
    <section aria-labelledby="revenue-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs" data-testid="revenue-card">
      <h2 id="revenue-heading" className="flex items-center gap-2 text-base font-semibold">
        <Wallet className="size-4 text-primary" aria-hidden="true" />
        Estimated Monthly Revenue
      </h2>
      <div className="flex flex-col gap-1">
        <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="revenue-monthly-mid">
          {formatCurrency(monthly?.mid)}
        </p>
        {monthly ? (
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="revenue-monthly-range">
            Range <span data-testid="revenue-monthly-range-values">{formatMoneyRange(monthly)}</span> · midpoint shown
          </p>
        ) : null}
        <FigureSource kind="estimate" asOf={revenue.asOf} />
      </div>
      <dl className="grid gap-3 border-t pt-4 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">12-month potential</dt>
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
          <dt className="text-muted-foreground">RPM (per 1,000 views)</dt>
          <dd className="text-right font-medium tabular-nums">{formatMoneyRange(revenue.rpm)}</dd>
        </div>
        {revenue.shortsPercent !== null && revenue.shortsPercent > 0 ? (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">Views from Shorts</dt>
            <dd className="font-medium tabular-nums">{revenue.shortsPercent}%</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-xs text-muted-foreground">
        What the creator is paid (RPM, after YouTube keeps {100 - Math.round(CREATOR_SHARE * 100)}% of ad revenue), from{" "}
        {revenue.monthlyViews === null ? "its views" : `${formatNumber(Math.round(revenue.monthlyViews))} views a month`} at its niche&apos;s RPM range for its
        country, grown 5% a month for the potential.{" "}
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

/** Spec §6: revenue is "hidden behind the prompts 'Want to see revenue estimates?' … linking to /auth". */
export function RevenuePrompt({ returnTo, subject = "this channel's" }: { returnTo: string; subject?: string }) {
  return (
    <section aria-labelledby="revenue-prompt-heading" className="flex flex-col items-start gap-3 rounded-xl border border-dashed bg-accent/30 p-5" data-testid="revenue-prompt">
      <span className="grid size-10 place-items-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <Lock className="size-4" />
      </span>
      <h2 id="revenue-prompt-heading" className="text-base font-semibold">
        Want to see revenue estimates?
      </h2>
      <p className="text-sm text-muted-foreground">Sign in to see {subject} estimated monthly revenue, revenue per video and per subscriber, as ranges with their midpoints.</p>
      <Button asChild>
        <Link to={`/auth?redirect=${encodeURIComponent(returnTo)}`}>Sign in</Link>
      </Button>
    </section>
  );
}
