// "Save this search" on /channel-search. A visitor gets a link to sign in that comes back to the
// same search. A member names the search in a dialog (after JavaScript; its code loads on the
// first press) or in a form that opens in place (before it, posting with `redirect` back here);
// it is then listed on /watchlist.
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { OnDemandBoundary } from "~/components/on-demand-boundary";
import { Button } from "~/components/ui/button";
import { Save } from "~/components/ui/icons";
import { SaveSearchForm } from "~/components/watchlist/save-search-form";
import { cn } from "~/lib/cn";
import { onDemand } from "~/lib/on-demand";
import { useHydrated } from "~/lib/use-hydrated";

const dialog = onDemand(() => import("~/components/watchlist/save-search-dialog"));

export type SaveSearchButtonProps = {
  signedIn: boolean;
  /** The search in effect, as a query string without "?". */
  query: string;
  /** A name to start from (the words and filters of the search). */
  suggestedName: string;
  /** This page's address, to come back to. */
  returnTo: string;
  className?: string;
};

export function SaveSearchButton({ signedIn, query, suggestedName, returnTo, className }: SaveSearchButtonProps) {
  const hydrated = useHydrated();
  // Each press is a new attempt: after a failed fetch the next press tries again.
  const [attempt, setAttempt] = useState(0);
  if (!signedIn) {
    return (
      <Button asChild variant="outline" size="sm" className={className}>
        <Link to={`/auth?redirect=${encodeURIComponent(returnTo)}`} rel="nofollow" data-testid="save-search">
          <Save className="size-4" aria-hidden="true" />
          Sign in to save this search
        </Link>
      </Button>
    );
  }
  if (!hydrated) {
    // Before JavaScript: a disclosure with the same form, posted as a plain form.
    return (
      <details className={cn("relative", className)} data-testid="save-search-inline">
        <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-md border border-input bg-background px-3 text-xs font-medium shadow-xs hover:bg-accent [&::-webkit-details-marker]:hidden">
          <Save className="size-4" aria-hidden="true" />
          Save this search
        </summary>
        <div className="absolute right-0 z-20 mt-2 w-72 rounded-lg border bg-popover p-4 text-left shadow-lg">
          <SaveSearchForm query={query} suggestedName={suggestedName} returnTo={returnTo} />
        </div>
      </details>
    );
  }
  const button = (
    <Button
      variant="outline"
      size="sm"
      className={className}
      data-testid="save-search"
      aria-haspopup="dialog"
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      onClick={() => setAttempt(attempt + 1)}
    >
      <Save className="size-4" aria-hidden="true" />
      Save this search
    </Button>
  );
  if (attempt === 0) return button;
  return (
    <OnDemandBoundary key={attempt} fallback={button}>
      <Suspense fallback={button}>
        <dialog.Component query={query} suggestedName={suggestedName} className={className} />
      </Suspense>
    </OnDemandBoundary>
  );
}
