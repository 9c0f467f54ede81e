import { RefreshCw } from "~/components/ui/icons";
import { FigureSource } from "~/components/research/figure-source";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CompactNumber } from "~/components/compact-number";
import { ChannelScreenshot } from "~/components/channels/channel-screenshot";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { showToast } from "~/lib/toast";
import type { RelatedChannel } from "#domain/read-models/channel";

export type RelatedState = { related: RelatedChannel[]; error: string | null };

/** Where Try Again fetches the list again (app/routes/resources/related-channels.ts). */
function relatedChannelsPath(channelId: string): string {
  return `/resources/related-channels?channel=${encodeURIComponent(channelId)}`;
}

/**
 * Spec §2 "'Explore more Faceless YouTube Channels' related channels with Try Again on
 * failure"; §8 "'Failed to load related channels' (toast once and inline with Try Again)".
 */
export function RelatedChannels({
  channelId,
  initial,
  reloadHref,
}: {
  channelId: string;
  initial: RelatedState;
  reloadHref: string;
}) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  const hydrated = useHydrated();
  const toasted = useRef(false);

  // A new channel page (client navigation) brings new loader data.
  const [trackedInitial, setTrackedInitial] = useState(initial);
  if (trackedInitial !== initial) {
    setTrackedInitial(initial);
    setState(initial);
    toasted.current = false;
  }

  useEffect(() => {
    if (state.error && !toasted.current) {
      toasted.current = true;
      showToast({ kind: "error", message: state.error });
    }
  }, [state.error]);

  async function retry() {
    setLoading(true);
    try {
      const response = await fetch(relatedChannelsPath(channelId), { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error("Failed to load related channels");
      setState((await response.json()) as RelatedState);
    } catch {
      setState({ related: [], error: "Failed to load related channels" });
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="related-heading" aria-busy={loading}>
      <h2 id="related-heading" className="text-lg font-semibold">
        Explore more Faceless YouTube Channels
      </h2>
      {state.error ? (
        <div
          role="alert"
          className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
        >
          <p className="text-sm font-medium">{state.error}</p>
          {hydrated ? (
            <Button type="button" variant="outline" onClick={retry} disabled={loading}>
              <RefreshCw className={loading ? "animate-spin" : undefined} aria-hidden="true" />
              Try Again
            </Button>
          ) : (
            <Button asChild variant="outline">
              <a href={reloadHref}>Try Again</a>
            </Button>
          )}
        </div>
      ) : state.related.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No other channels to show yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {state.related.map((channel) => (
            <li key={channel.id} className="grid">
              <RelatedCard channel={channel} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RelatedCard({ channel }: { channel: RelatedChannel }) {
  return (
    <article className="link-card group overflow-hidden" data-figure-group>
      <ChannelScreenshot channel={channel} size="card" className="border-b" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="truncate font-semibold">
          <Link to={`/channel/${encodeURIComponent(channel.slug)}`} className="stretched-link">
            {channel.title}
          </Link>
        </h3>
        {channel.niche ? <Badge variant="secondary">{channel.niche}</Badge> : null}
        <p className="line-clamp-2 text-sm text-muted-foreground">{channel.description}</p>
        <p className="mt-auto flex gap-4 pt-2 text-xs text-muted-foreground">
          <span>
            <CompactNumber value={channel.subscribers} className="font-semibold text-foreground" /> subscribers
          </span>
          <span>
            <CompactNumber value={channel.views} className="font-semibold text-foreground" /> views
          </span>
        </p>
        <FigureSource kind="youtube" asOf={channel.numbersAsOf} />
      </div>
    </article>
  );
}
