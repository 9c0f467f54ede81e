import { ChevronDown, RotateCcw } from "~/components/ui/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { TYPE_CHANNEL_PAGING, TYPE_LIST_ERROR } from "#domain/constants";
import type { TypeChannelListing } from "#domain/read-models/guides";
import { formatNumber } from "#domain/format";
import { ChannelCard } from "~/components/channel-card";
import { ChannelCardSkeleton } from "~/components/guides/channel-card-skeleton";
import { StatusPanel } from "~/components/guides/status-panel";
import { Button } from "~/components/ui/button";

/** A listed channel: the card's public numbers plus its id (list keys, de-duplication). */
type TypeChannel = TypeChannelListing["channels"][number];

/** Where further pages come from (app/routes/resources/type-channels.ts). */
const TYPE_CHANNELS_PATH = "/resources/type-channels";

type Status = "idle" | "loading" | "error";

/**
 * 'Channels of this type' (spec §2): 'Showing X of Y channels', a 'Load more channels' button
 * and scroll-triggered loading, 6 a page, page changes debounced 300 ms, more pages while a page
 * comes back full (spec §9), skeletons while loading, 'Error loading channels' with Try Again.
 *
 * Without JavaScript the button is a plain link to `?page=N+1`, which the loader renders in
 * full. The route keys this component by type id, so changing type starts again at page 1
 * (spec §4: "paging resets to page 1 when the type changes").
 */
export function TypeChannelList({ typeId, initial }: { typeId: string; initial: TypeChannelListing }) {
  const [channels, setChannels] = useState(initial.channels);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(initial.page);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [status, setStatus] = useState<Status>(initial.error ? "error" : "idle");
  const [error, setError] = useState(initial.error);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const load = useCallback(
    async (nextPage: number) => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const query = new URLSearchParams({ type: typeId, page: String(nextPage) });
        const response = await fetch(`${TYPE_CHANNELS_PATH}?${query}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(TYPE_LIST_ERROR);
        const result = (await response.json()) as { channels: TypeChannel[]; total: number; page: number; hasMore: boolean };
        setChannels((current) => {
          const seen = new Set(current.map((channel) => channel.id));
          return [...current, ...result.channels.filter((channel) => !seen.has(channel.id))];
        });
        setTotal(result.total);
        setPage(result.page);
        setHasMore(result.hasMore);
        setStatus("idle");
        setError(null);
      } catch (caught) {
        if (controller.signal.aborted) return;
        setStatus("error");
        setError(caught instanceof Error && caught.message ? caught.message : TYPE_LIST_ERROR);
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [typeId],
  );

  /** Asks for the next page; spec §9 "page change debounced 300 ms" (repeated asks within it collapse into one). */
  const requestNextPage = useCallback(() => {
    if (inFlight.current) return;
    setStatus("loading");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(page + 1), TYPE_CHANNEL_PAGING.pageChangeDebounceMs);
  }, [load, page]);

  // Scroll-triggered loading: the sentinel below the grid coming into view asks for the next page.
  // The observer's first report describes where the sentinel already is (e.g. still in view right
  // after a page arrived); only a later change — the visitor scrolling down — loads, so pages do
  // not cascade on their own and the button stays the way to load while it is on screen.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || status !== "idle" || typeof IntersectionObserver === "undefined") return;
    let initialReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && !initialReport) requestNextPage();
        initialReport = false;
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, status, requestNextPage]);

  const shown = channels.length;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="channel-count">
        Showing {formatNumber(shown)} of {formatNumber(total)} channels
      </p>

      {shown === 0 && status === "idle" ? (
        <StatusPanel
          tone="empty"
          title="No channels of this type yet"
          description="Channels appear here as they are added to the directory."
          headingLevel="h3"
        />
      ) : null}

      {shown > 0 || status === "loading" ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={status === "loading"}>
          {channels.map((channel) => (
            <li key={channel.id} className="grid" data-testid="type-channel">
              <ChannelCard channel={channel} />
            </li>
          ))}
          {status === "loading"
            ? Array.from({ length: TYPE_CHANNEL_PAGING.pageSize }, (_, i) => (
                <li key={`skeleton-${i}`} className="grid">
                  <ChannelCardSkeleton />
                </li>
              ))
            : null}
        </ul>
      ) : null}

      {status === "error" ? (
        <StatusPanel
          tone="error"
          title="Error loading channels"
          description={error ?? TYPE_LIST_ERROR}
          headingLevel="h3"
          action={
            <Button type="button" variant="outline" onClick={requestNextPage}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          }
        />
      ) : null}

      <div ref={sentinel} aria-hidden="true" />

      {hasMore && status !== "error" ? (
        <div className="flex justify-center">
          <Button asChild variant="outline" size="lg" aria-disabled={status === "loading"}>
            {/* A real link to the next page: works before hydration; once hydrated the click loads in place. */}
            <Link
              to={`?page=${page + 1}`}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                if (status === "idle") requestNextPage();
              }}
            >
              <ChevronDown aria-hidden="true" />
              Load more channels
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
