import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { formatCompact } from "#domain/format";
import { cn } from "~/lib/cn";

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

/** The next active option for ArrowDown / ArrowUp in a combobox (-1 = none). */
export function moveActive(index: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  return key === "ArrowDown" ? (index + 1) % count : index <= 0 ? count - 1 : index - 1;
}

/** The combobox's WAI-ARIA listbox of matches, under its input. */
export function ChannelLookupListbox({
  optionIdPrefix,
  listboxId,
  hidden,
  options,
  query,
  active,
  onActiveChange,
  onChoose,
}: {
  /** Option ids are `${optionIdPrefix}-option-${index}`, for the input's aria-activedescendant. */
  optionIdPrefix: string;
  listboxId: string;
  hidden: boolean;
  options: readonly ChannelOption[];
  query: string;
  active: number;
  onActiveChange: (index: number) => void;
  onChoose: (option: ChannelOption) => void;
}) {
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label="Matching channels"
      hidden={hidden}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
    >
      {options.length === 0 ? (
        <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
          No channel matches “{query}”.
        </li>
      ) : (
        options.map((option, index) => (
          <li
            key={option.slug}
            id={`${optionIdPrefix}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(option);
            }}
            onMouseMove={() => onActiveChange(index)}
            className={cn("flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm", index === active && "bg-accent text-accent-foreground")}
          >
            <span className="truncate font-medium">{option.title}</span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{subscribersLabel(option.subscribers)}</span>
          </li>
        ))
      )}
    </ul>
  );
}
