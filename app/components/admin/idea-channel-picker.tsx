import { Loader2, Search, X } from "~/components/ui/icons";
import * as React from "react";
import { type ChannelOption, ChannelLookupListbox, moveActive, useChannelLookup } from "~/components/channel-lookup";
import { cn } from "~/lib/cn";

/** A directory channel as /resources/channel-lookup answers (slug, title, subscribers). */
export type PickedChannel = ChannelOption;

/**
 * An idea's example channels: search the directory as you type (WAI-ARIA combobox over
 * /resources/channel-lookup, the calculators' lookup) and pick channels into a list. Each pick is
 * a hidden `<input name={name} value={slug}>`, so the form posts the slugs as a repeated field.
 * Before JavaScript the current picks still submit unchanged; searching needs JavaScript.
 */
export function IdeaChannelPicker({
  id,
  name,
  defaultValue,
  max,
  invalid,
  describedBy,
}: {
  /** The search box's id: point the field's label at it. */
  id: string;
  name: string;
  defaultValue: readonly PickedChannel[];
  max: number;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const listboxId = `${id}-listbox`;
  const [picked, setPicked] = React.useState<PickedChannel[]>([...defaultValue]);
  const [query, setQuery] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const [announcement, setAnnouncement] = React.useState("");
  const inputRef = React.useRef<HTMLInputElement>(null);
  const full = picked.length >= max;

  const pickedSlugs = new Set(picked.map((c) => c.slug));
  const { trimmed, options, loading } = useChannelLookup(query, pickedSlugs);

  const choose = (option: PickedChannel) => {
    if (full) return;
    setPicked((current) => [...current, option]);
    setAnnouncement(`Added example channel ${option.title}.`);
    setQuery("");
    setActive(-1);
    setOpen(false);
  };

  const remove = (channel: PickedChannel) => {
    setPicked((current) => current.filter((c) => c.slug !== channel.slug));
    setAnnouncement(`Removed example channel ${channel.title}.`);
    inputRef.current?.focus();
  };

  const showList = open && trimmed !== "" && !full && (options.length > 0 || !loading);
  const activeOption = active >= 0 ? options[active] : undefined;

  return (
    <div className="flex flex-col gap-2">
      {picked.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Example channels picked">
          {picked.map((channel) => (
            <li
              key={channel.slug}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-3 text-sm text-secondary-foreground"
            >
              <span className="truncate">{channel.title}</span>
              <input type="hidden" name={name} value={channel.slug} />
              <button
                type="button"
                onClick={() => remove(channel)}
                aria-label={`Remove example channel ${channel.title}`}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No example channels yet.</p>
      )}
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          placeholder={full ? `At most ${max} channels` : "Search channels by name"}
          readOnly={full}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setOpen(true);
              const key = event.key;
              setActive((index) => moveActive(index, options.length, key));
            } else if (event.key === "Enter") {
              // Enter picks a channel; it must not submit the whole idea form.
              event.preventDefault();
              const pick = activeOption ?? (options.length === 1 ? options[0] : undefined);
              if (pick) choose(pick);
            } else if (event.key === "Escape") {
              setOpen(false);
              setActive(-1);
            }
          }}
          className={cn(
            "flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-9 pl-9 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground md:text-sm",
            "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
          )}
        />
        {loading && trimmed ? (
          <Loader2 className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : null}
        <ChannelLookupListbox
          optionIdPrefix={id}
          listboxId={listboxId}
          hidden={!showList}
          options={options}
          query={trimmed}
          active={active}
          onActiveChange={setActive}
          onChoose={choose}
        />
      </div>
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
