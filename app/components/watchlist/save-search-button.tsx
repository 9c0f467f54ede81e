// "Save this search" on /channel-search. A visitor gets a link to sign in that comes back to the
// same search. A member names the search in a dialog (after JavaScript) or in a form that opens
// in place (before it, posting with `redirect` back here); it is then listed on /watchlist.
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Save } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { SAVING_LABEL } from "#domain/admin/save-messages";

/** The name rule's length (domain/saved-search.ts; not imported, so the page ships no zod). */
const NAME_MAX = 80;

type SaveReply = { ok: true; message: string; id: string } | { ok: false; message: string; field?: string };

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
      <details className={cn("group relative", className)} data-testid="save-search-inline">
        <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-md border border-input bg-background px-3 text-xs font-medium shadow-xs hover:bg-accent [&::-webkit-details-marker]:hidden">
          <Save className="size-4" aria-hidden="true" />
          Save this search
        </summary>
        <div className="absolute right-0 z-20 mt-2 w-72 rounded-lg border bg-popover p-4 shadow-lg">
          <SaveSearchForm query={query} suggestedName={suggestedName} returnTo={returnTo} />
        </div>
      </details>
    );
  }
  return <SaveSearchDialog query={query} suggestedName={suggestedName} className={className} />;
}

function SaveSearchDialog({ query, suggestedName, className }: { query: string; suggestedName: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={className} data-testid="save-search">
          <Save className="size-4" aria-hidden="true" />
          Save this search
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" data-testid="save-search-dialog">
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>Find it on your watchlist, with how many new channels match since you saved it.</DialogDescription>
        </DialogHeader>
        <SaveSearchForm query={query} suggestedName={suggestedName} onSaved={() => setOpen(false)} inDialog />
      </DialogContent>
    </Dialog>
  );
}

function SaveSearchForm({
  query,
  suggestedName,
  returnTo,
  onSaved,
  inDialog = false,
}: {
  query: string;
  suggestedName: string;
  returnTo?: string;
  onSaved?: () => void;
  inDialog?: boolean;
}) {
  const fetcher = useFetcher<SaveReply>();
  const id = useId();
  const handled = useRef<SaveReply | undefined>(undefined);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = reply && !reply.ok ? reply.message : null;

  useEffect(() => {
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) {
      showToast({ kind: "success", message: reply.message });
      onSaved?.();
    }
  }, [reply, onSaved]);

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fetcher.Form method="post" action="/watchlist/saved-searches" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="query" value={query} />
      {returnTo ? <input type="hidden" name="redirect" value={returnTo} /> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          name="name"
          defaultValue={suggestedName}
          maxLength={NAME_MAX}
          required
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
        />
        {error ? (
          <p id={errorId} className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-muted-foreground">
            Up to {NAME_MAX} characters.
          </p>
        )}
      </div>
      {inDialog ? (
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? SAVING_LABEL : "Save search"}
          </Button>
        </DialogFooter>
      ) : (
        <Button type="submit" size="sm" className="self-end">
          Save search
        </Button>
      )}
    </fetcher.Form>
  );
}
