import { Loader2, Search } from "~/components/ui/icons";
import { useId, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { type ChannelOption, ChannelLookupListbox, moveActive, subscribersLabel, useChannelLookup } from "~/components/channel-lookup";

/**
 * "Start from a directory channel": a search-as-you-type combobox (WAI-ARIA combobox with a
 * listbox) over /resources/channel-lookup. Picking a channel loads the calculator with
 * `?channel=slug`. Before JavaScript it is a plain GET form (`?find=…`) whose matches the
 * server lists as links (`serverMatches`).
 */
export function ChannelPicker({
  action,
  serverQuery,
  serverMatches,
}: {
  /** The calculator's path. */
  action: string;
  serverQuery?: string;
  serverMatches?: readonly ChannelOption[] | null;
}) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const navigate = useNavigate();
  const [query, setQuery] = useState(serverQuery ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { trimmed, options, loading } = useChannelLookup(query);

  const choose = (option: ChannelOption) => {
    setOpen(false);
    setQuery(option.title);
    void navigate(`${action}?channel=${encodeURIComponent(option.slug)}`, { preventScrollReset: true });
  };

  const showList = open && trimmed !== "" && (options.length > 0 || !loading);
  const activeOption = active >= 0 ? options[active] : undefined;

  return (
    <div className="flex flex-col gap-2">
      <Form
        method="get"
        action={action}
        role="search"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          const pick = activeOption ?? options[0];
          if (pick) choose(pick);
        }}
      >
        <label htmlFor={`${id}-input`} className="text-sm leading-tight font-medium">
          Start from a directory channel
        </label>
        <div className="relative mt-1.5">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <input
            id={`${id}-input`}
            name="find"
            type="search"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            placeholder="Search channels by name"
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
              } else if (event.key === "Escape") {
                setOpen(false);
                setActive(-1);
              }
            }}
            className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-9 pl-9 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 md:text-sm"
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
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          Fills the form with the channel&apos;s public numbers. You can change any of them.
        </p>
        <noscript>
          <button type="submit" className="mt-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
            Find channels
          </button>
        </noscript>
      </Form>
      {serverMatches ? (
        <div className="rounded-lg border p-2">
          {serverMatches.length === 0 ? (
            <p className="px-2 py-1 text-sm text-muted-foreground">No channel matches “{serverQuery}”.</p>
          ) : (
            <ul className="flex flex-col" aria-label="Matching channels">
              {serverMatches.map((option) => (
                <li key={option.slug}>
                  <Link
                    to={`${action}?channel=${encodeURIComponent(option.slug)}`}
                    className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-accent"
                  >
                    <span className="truncate font-medium">{option.title}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{subscribersLabel(option.subscribers)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
