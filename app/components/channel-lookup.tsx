import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { formatCompact } from "#domain/format";

/** A directory channel as /resources/channel-lookup answers it. */
export interface ChannelOption {
  slug: string;
  title: string;
  subscribers: number | null;
}

/** Typing pauses this long before the lookup runs. */
const LOOKUP_DEBOUNCE_MS = 200;

export function subscribersLabel(subscribers: number | null): string {
  return subscribers === null ? "Subscribers not known" : `${formatCompact(subscribers)} subscribers`;
}

/**
 * Search-as-you-type over /resources/channel-lookup (debounced), shared by the calculators'
 * channel picker and the idea form's example channels. While the next lookup runs, the previous
 * matches stay up rather than flickering away.
 */
export function useChannelLookup(query: string, exclude?: ReadonlySet<string>) {
  const fetcher = useFetcher<{ channels: ChannelOption[] }>();
  const [loadedQuery, setLoadedQuery] = useState("");
  const trimmed = query.trim();
  const { load } = fetcher;

  useEffect(() => {
    if (!trimmed) return;
    const timer = window.setTimeout(() => {
      setLoadedQuery(trimmed);
      void load(`/resources/channel-lookup?q=${encodeURIComponent(trimmed)}`);
    }, LOOKUP_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, load]);

  const found = trimmed ? (fetcher.data?.channels ?? []) : [];
  const options = exclude ? found.filter((option) => !exclude.has(option.slug)) : found;
  return { trimmed, options, loading: fetcher.state === "loading" || loadedQuery !== trimmed };
}
