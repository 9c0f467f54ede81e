import { Lock, Wallet } from "~/components/ui/icons";
import { Link } from "react-router";
import { CREATOR_SHARE } from "#domain/revenue";
import { formatCurrency } from "#domain/format";
import { Button } from "~/components/ui/button";
import type { ChannelRevenue } from "#domain/read-models/channel";

export type RevenueCardFigures = Pick<ChannelRevenue, "revenuePerMonth" | "twelveMonthPotential" | "creatorShareMonthly">;

/** Spec §2 "an Estimated Monthly Revenue card" — members only; the loader never sends figures to visitors. */
export function RevenueCard({ revenue }: { revenue: RevenueCardFigures }) {
  return (
    <section aria-labelledby="revenue-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs" data-testid="revenue-card">
      <h2 id="revenue-heading" className="flex items-center gap-2 text-base font-semibold">
        <Wallet className="size-4 text-primary" aria-hidden="true" />
        Estimated Monthly Revenue
      </h2>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">{formatCurrency(revenue.revenuePerMonth)}</p>
      <dl className="grid gap-3 border-t pt-4 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">12-month potential</dt>
          <dd className="font-medium tabular-nums">{formatCurrency(revenue.twelveMonthPotential)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">Creator keeps (~{Math.round(CREATOR_SHARE * 100)}%)</dt>
          <dd className="font-medium tabular-nums">{formatCurrency(revenue.creatorShareMonthly)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        Estimates from views × CPM, grown 5% a month for the potential.{" "}
        <Link to="/how-it-works" className="font-medium text-primary underline-offset-4 hover:underline">
          How we estimate
        </Link>
      </p>
    </section>
  );
}

/** Spec §6: revenue is "hidden behind the prompts 'Want to see revenue estimates?' … linking to /auth". */
export function RevenuePrompt({ returnTo }: { returnTo: string }) {
  return (
    <section aria-labelledby="revenue-prompt-heading" className="flex flex-col items-start gap-3 rounded-xl border border-dashed bg-accent/30 p-5" data-testid="revenue-prompt">
      <span className="grid size-10 place-items-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <Lock className="size-4" />
      </span>
      <h2 id="revenue-prompt-heading" className="text-base font-semibold">
        Want to see revenue estimates?
      </h2>
      <p className="text-sm text-muted-foreground">Sign in to see this channel's estimated monthly revenue, revenue per video and per subscriber.</p>
      <Button asChild>
        <Link to={`/auth?redirect=${encodeURIComponent(returnTo)}`}>Sign in</Link>
      </Button>
    </section>
  );
}
