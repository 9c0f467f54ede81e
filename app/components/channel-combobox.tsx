import { useCombobox } from "downshift";
import type * as React from "react";
import { type ChannelOption, subscribersLabel } from "~/components/channel-lookup";
import { ChannelSearchBox } from "~/components/channel-search-box";
import { cn } from "~/lib/cn";

const { InputBlur, InputChange } = useCombobox.stateChangeTypes;

/**
 * The channel search box of the calculators' picker and the idea form's example channels: a
 * WAI-ARIA 1.2 combobox with a listbox of /resources/channel-lookup matches (downshift's
 * useCombobox does the keys, focus and ARIA). The caller owns the query and what choosing does.
 */
export function ChannelCombobox({
  id,
  query,
  onQueryChange,
  options,
  loading,
  onChoose,
  describedBy,
  invalid,
  name,
  placeholder,
  readOnly,
  autoFocus,
  onKeyDown,
}: {
  /** The input's id: point the field's <label> at it. */
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  options: readonly ChannelOption[];
  loading: boolean;
  onChoose: (option: ChannelOption) => void;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  name?: string;
  placeholder: string;
  readOnly?: boolean;
  /** Focus the box on mount, caret at the end (it replaces a box that had focus). */
  autoFocus?: boolean;
  /** Runs before the combobox's own keys (Enter without a highlighted match, for one). */
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>, highlighted: ChannelOption | undefined) => void;
}) {
  const trimmed = query.trim();
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<ChannelOption>({
    id,
    inputId: id,
    items: [...options],
    itemToString: (option) => option?.title ?? "",
    inputValue: query,
    initialIsOpen: Boolean(autoFocus && query.trim()),
    // Nothing stays selected: each choice is handed to the caller, who decides what the box shows.
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === InputChange) onQueryChange(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
    },
    // Leaving the box closes the list without choosing the highlighted match.
    stateReducer: (state, { type, changes }) =>
      type === InputBlur ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue } : changes,
  });
  const showList = isOpen && trimmed !== "" && (options.length > 0 || !loading);
  const highlighted = highlightedIndex >= 0 ? options[highlightedIndex] : undefined;

  return (
    <ChannelSearchBox
      loading={loading && trimmed !== ""}
      inputProps={getInputProps({
        // Named by its <label for>, not by a label element of downshift's.
        "aria-labelledby": undefined,
        "aria-describedby": describedBy,
        "aria-invalid": invalid || undefined,
        "aria-expanded": showList,
        name,
        placeholder,
        readOnly,
        autoFocus,
        onFocus: autoFocus ? (event) => event.currentTarget.setSelectionRange(query.length, query.length) : undefined,
        onKeyDown: (event) => onKeyDown?.(event, highlighted),
      })}
    >
      <ul
        {...getMenuProps({ "aria-label": "Matching channels" })}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {options.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            No channel matches “{trimmed}”.
          </li>
        ) : (
          options.map((option, index) => (
            <li
              key={option.slug}
              {...getItemProps({ item: option, index })}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm",
                index === highlightedIndex && "bg-accent text-accent-foreground",
              )}
            >
              <span className="truncate font-medium">{option.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{subscribersLabel(option.subscribers)}</span>
            </li>
          ))
        )}
      </ul>
    </ChannelSearchBox>
  );
}
