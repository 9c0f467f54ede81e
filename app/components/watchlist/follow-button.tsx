// Follow / Following on a channel, niche or channel-type page (and Unfollow on /watchlist).
// A visitor's button is a link to sign in that comes back here. A member's is a form: before
// JavaScript it posts with `redirect` and the page comes back; after, a fetcher posts it and a
// toast says what happened, without a reload.
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import type { FollowKind } from "#domain/follow-target";
import { Button } from "~/components/ui/button";
import { Check, Plus, X } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

export type FollowButtonProps = {
  kind: FollowKind;
  /** What the form posts: a channel's id, a niche's slug, a type's id. */
  target: string;
  /** The thing's name, for the accessible name and the toast. */
  name: string;
  /** Null for a visitor (who is asked to sign in). */
  following: boolean | null;
  /** The page to come back to (this page). */
  returnTo: string;
  /** "toggle" (Follow / Following) on the thing's page; "unfollow" on the watchlist. */
  look?: "toggle" | "unfollow";
  className?: string;
};

type FollowReply = { ok: true; message: string; following: boolean } | { ok: false; message: string };

export function FollowButton({ kind, target, name, following, returnTo, look = "toggle", className }: FollowButtonProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<FollowReply>();
  const shown = useRef<FollowReply | undefined>(undefined);

  useEffect(() => {
    const reply = fetcher.data;
    // On "loading" (the page revalidating) the answer is there already: toast now, as the row may
    // be gone from the revalidated page (an unfollow on /watchlist).
    if (fetcher.state === "submitting" || !reply || shown.current === reply) return;
    shown.current = reply;
    showToast({ kind: reply.ok ? "success" : "error", message: reply.message });
  }, [fetcher.state, fetcher.data]);

  if (following === null) {
    return (
      <Button asChild variant="outline" size="sm" className={cn("w-fit", className)}>
        <Link to={`/auth?redirect=${encodeURIComponent(returnTo)}`} data-testid="follow-button" rel="nofollow">
          <Plus aria-hidden="true" />
          Follow
          <span className="sr-only">{` ${name} (sign in)`}</span>
        </Link>
      </Button>
    );
  }

  // While the post is on its way (and the page revalidates) the button shows where it is going;
  // once idle the page's own, revalidated answer stands.
  const pending = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  const isFollowing = pending === "follow" ? true : pending === "unfollow" ? false : following;
  return (
    <fetcher.Form method="post" action="/watchlist/follow" className={cn("w-fit", className)}>
      <input type="hidden" name="intent" value={isFollowing ? "unfollow" : "follow"} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="target" value={target} />
      {/* Without JavaScript the post comes back to this page. */}
      {hydrated ? null : <input type="hidden" name="redirect" value={returnTo} />}
      {look === "unfollow" ? (
        <Button
          type="submit"
          variant="ghost"
          size="sm"
          data-testid="unfollow-button"
          className="text-muted-foreground hover:text-foreground"
        >
          <X aria-hidden="true" />
          Unfollow
          <span className="sr-only">{` ${name}`}</span>
        </Button>
      ) : (
        <Button
          type="submit"
          variant={isFollowing ? "secondary" : "outline"}
          size="sm"
          aria-pressed={isFollowing}
          data-testid="follow-button"
          title={isFollowing ? `Unfollow ${name}` : `Follow ${name} on your watchlist`}
          className="group"
        >
          {isFollowing ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {isFollowing ? "Following" : "Follow"}
          <span className="sr-only">{` ${name}`}</span>
        </Button>
      )}
    </fetcher.Form>
  );
}
