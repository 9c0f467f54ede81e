// A saved search on /watchlist: its name, its filters in words, how many channels were added
// since it was saved that it finds, Run (which notes the run), Rename and Delete.
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatDate, formatNumber, formatRelativeTime } from "#domain/format";
import { Button } from "~/components/ui/button";
import { Pencil, Search, Sparkles, Trash2 } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

export type SavedSearchView = {
  id: string;
  name: string;
  phrases: string[];
  createdAt: Date;
  lastRunAt: Date | null;
  newMatches: number;
  newChannels: { slug: string; title: string }[];
};

type Reply = { ok: true; message: string } | { ok: false; message: string };

/** Shows the toast of a fetcher's answer once. */
function useReplyToast(fetcher: { state: string; data?: Reply }, onOk?: () => void) {
  const seen = useRef<Reply | undefined>(undefined);
  useEffect(() => {
    const reply = fetcher.data;
    // Toast on "loading" already (the answer is in, the page revalidating): a deleted row goes away with it.
    if (fetcher.state === "submitting" || !reply || seen.current === reply) return;
    seen.current = reply;
    showToast({ kind: reply.ok ? "success" : "error", message: reply.message });
    if (reply.ok) onOk?.();
  }, [fetcher.state, fetcher.data, onOk]);
}

export function SavedSearchItem({ search, now }: { search: SavedSearchView; now: number }) {
  const hydrated = useHydrated();
  const [renaming, setRenaming] = useState(false);
  const remove = useFetcher<Reply>();
  useReplyToast(remove);
  const removing = remove.state !== "idle";
  const more = search.newMatches - search.newChannels.length;
  return (
    <li
      className="flex flex-col gap-3 py-4"
      data-testid="saved-search"
      aria-busy={removing}
      style={removing ? { opacity: 0.5 } : undefined}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          {renaming ? (
            <RenameForm search={search} onDone={() => setRenaming(false)} />
          ) : (
            <h3 className="font-medium break-words" data-testid="saved-search-name">
              {search.name}
            </h3>
          )}
          <ul className="flex flex-wrap gap-1.5" aria-label="Filters">
            {search.phrases.map((phrase) => (
              <li key={phrase} className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {phrase}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1.5">
          <Button asChild size="sm">
            <Link to={`/watchlist/saved-searches/${search.id}/run`} data-testid="run-saved-search">
              <Search aria-hidden="true" />
              Run
              <span className="sr-only">{` ${search.name}`}</span>
            </Link>
          </Button>
          {hydrated && !renaming ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              Rename
              <span className="sr-only">{` ${search.name}`}</span>
            </Button>
          ) : null}
          <remove.Form method="post" action="/watchlist/saved-searches">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={search.id} />
            {hydrated ? null : <input type="hidden" name="redirect" value="/watchlist" />}
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              className="text-muted-foreground hover:text-destructive"
              disabled={removing}
            >
              <Trash2 aria-hidden="true" />
              Delete
              <span className="sr-only">{` ${search.name}`}</span>
            </Button>
          </remove.Form>
        </div>
      </div>
      <p className="text-sm" data-testid="saved-search-new">
        {search.newMatches > 0 ? (
          <>
            <Sparkles className="mr-1.5 inline size-4 align-[-3px] text-primary" aria-hidden="true" />
            <strong className="font-semibold">
              {formatNumber(search.newMatches)} new {search.newMatches === 1 ? "channel matches" : "channels match"}
            </strong>{" "}
            <span className="text-muted-foreground">since you saved it:</span>{" "}
            {search.newChannels.map((channel, index) => (
              <span key={channel.slug}>
                <Link to={`/channel/${encodeURIComponent(channel.slug)}`} className="text-primary underline underline-offset-4">
                  {channel.title}
                </Link>
                {index < search.newChannels.length - 1 || more > 0 ? ", " : ""}
              </span>
            ))}
            {more > 0 ? <span className="text-muted-foreground">and {formatNumber(more)} more</span> : null}
          </>
        ) : (
          <span className="text-muted-foreground">No new channels match since you saved it.</span>
        )}
      </p>
      <p className="text-xs text-muted-foreground">
        Saved <time dateTime={search.createdAt.toISOString()}>{formatDate(search.createdAt)}</time> ·{" "}
        {search.lastRunAt ? (
          <>
            Last run{" "}
            <time
              dateTime={search.lastRunAt.toISOString()}
              title={`${search.lastRunAt.toISOString().slice(0, 16).replace("T", " ")} UTC`}
            >
              {formatRelativeTime(search.lastRunAt, now)}
            </time>
          </>
        ) : (
          "Not run yet"
        )}
      </p>
    </li>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearchView; onDone: () => void }) {
  const fetcher = useFetcher<Reply>();
  const id = useId();
  useReplyToast(fetcher, onDone);
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form
      method="post"
      action="/watchlist/saved-searches"
      className="flex flex-col gap-1.5"
      onKeyDown={(event) => event.key === "Escape" && onDone()}
    >
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={search.id} />
      <label htmlFor={`${id}-name`} className="sr-only">
        New name for {search.name}
      </label>
      <div className="flex flex-wrap gap-1.5">
        <Input
          id={`${id}-name`}
          name="name"
          defaultValue={search.name}
          maxLength={80}
          required
          autoFocus
          className="h-8 w-60 max-w-full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
