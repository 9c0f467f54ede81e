// The form that names and saves a /channel-search state (intent save, query, name): in the
// on-demand dialog after JavaScript, in place before it (then with `redirect` back here).
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { SAVING_LABEL } from "#domain/admin/save-messages";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { showToast } from "~/lib/toast";

/** The name rule's length (domain/saved-search.ts; not imported, so the page ships no zod). */
const NAME_MAX = 80;

type SaveReply = { ok: true; message: string; id: string } | { ok: false; message: string; field?: string };

export function SaveSearchForm({
  query,
  suggestedName,
  returnTo,
  onSaved,
  cancel,
}: {
  query: string;
  suggestedName: string;
  /** Set for the plain (no JavaScript) form: where to come back to. */
  returnTo?: string;
  onSaved?: () => void;
  /** A Cancel control beside the submit button (the dialog's). */
  cancel?: ReactNode;
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
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/watchlist/saved-searches" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="query" value={query} />
      {returnTo ? <input type="hidden" name="redirect" value={returnTo} /> : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-name`} className="text-sm leading-none font-medium">
          Name
        </label>
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={busy}>
          {busy ? SAVING_LABEL : "Save search"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
