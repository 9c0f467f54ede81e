import { useId, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { ChannelCombobox } from "~/components/channel-combobox";
import { type ChannelOption, subscribersLabel, useChannelLookup } from "~/components/channel-lookup";
import { ChannelSearchBox } from "~/components/channel-search-box";

/**
 * The combobox (downshift) is fetched when the box is first pointed at or focused, so it stays
 * out of the calculators' first load (docs/decisions/009); until then the box is a plain search
 * input of the same look, and the form still picks the first match on Enter.
 */
let comboboxLoading: Promise<typeof ChannelCombobox> | null = null;
function loadCombobox(): Promise<typeof ChannelCombobox> {
  comboboxLoading ??= import("~/components/channel-combobox").then(
    (module) => module.ChannelCombobox,
    (error: unknown) => {
      // Offline, or a deploy removed the file: the next focus tries again.
      comboboxLoading = null;
      throw error;
    },
  );
  return comboboxLoading;
}

/**
 * "Start from a directory channel": the search-as-you-type channel combobox over
 * /resources/channel-lookup. Picking a channel loads the calculator with
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
  const navigate = useNavigate();
  const [query, setQuery] = useState(serverQuery ?? "");
  const { trimmed, options, loading } = useChannelLookup(query);
  const [Combobox, setCombobox] = useState<typeof ChannelCombobox | null>(null);
  const [focusOnSwap, setFocusOnSwap] = useState(false);
  const plainInput = useRef<HTMLInputElement>(null);
  const load = () => {
    loadCombobox().then(
      (component) => {
        // The combobox replaces the plain box: it takes the focus over if the box had it.
        setFocusOnSwap(document.activeElement === plainInput.current);
        setCombobox(() => component);
      },
      () => {},
    );
  };

  const choose = (option: ChannelOption) => {
    setQuery(option.title);
    void navigate(`${action}?channel=${encodeURIComponent(option.slug)}`, { preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-2">
      <Form
        method="get"
        action={action}
        role="search"
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          if (options[0]) choose(options[0]);
        }}
      >
        <label htmlFor={`${id}-input`} className="text-sm leading-tight font-medium">
          Start from a directory channel
        </label>
        <div className="mt-1.5">
          {Combobox ? (
            <Combobox
              id={`${id}-input`}
              name="find"
              query={query}
              onQueryChange={setQuery}
              options={options}
              loading={loading}
              onChoose={choose}
              describedBy={`${id}-hint`}
              placeholder="Search channels by name"
              autoFocus={focusOnSwap}
              onKeyDown={(event, highlighted) => {
                // Enter on a highlighted match is the combobox's; without one it picks the first match.
                if (event.key !== "Enter" || highlighted || !options[0]) return;
                event.preventDefault();
                choose(options[0]);
              }}
            />
          ) : (
            <ChannelSearchBox
              loading={loading && trimmed !== ""}
              inputProps={{
                ref: plainInput,
                id: `${id}-input`,
                name: "find",
                role: "combobox",
                "aria-expanded": false,
                "aria-autocomplete": "list",
                "aria-describedby": `${id}-hint`,
                placeholder: "Search channels by name",
                value: query,
                onChange: (event) => setQuery(event.currentTarget.value),
                onFocus: load,
                onPointerEnter: load,
              }}
            />
          )}
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
