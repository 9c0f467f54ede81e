import * as React from "react";
import { ChannelCombobox } from "~/components/channel-combobox";
import { type ChannelOption, useChannelLookup } from "~/components/channel-lookup";
import { X } from "~/components/ui/icons";

/** A directory channel as /resources/channel-lookup answers (slug, title, subscribers). */
export type PickedChannel = ChannelOption;

/**
 * An idea's example channels: search the directory as you type (the calculators' channel
 * combobox over /resources/channel-lookup) and pick channels into a list. Each pick is
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
  const [picked, setPicked] = React.useState<PickedChannel[]>([...defaultValue]);
  const [query, setQuery] = React.useState("");
  const [announcement, setAnnouncement] = React.useState("");
  const full = picked.length >= max;

  const pickedSlugs = new Set(picked.map((c) => c.slug));
  const { options, loading } = useChannelLookup(query, pickedSlugs);

  const choose = (option: PickedChannel) => {
    if (full) return;
    setPicked((current) => [...current, option]);
    setAnnouncement(`Added example channel ${option.title}.`);
    setQuery("");
  };

  const remove = (channel: PickedChannel) => {
    setPicked((current) => current.filter((c) => c.slug !== channel.slug));
    setAnnouncement(`Removed example channel ${channel.title}.`);
    document.getElementById(id)?.focus();
  };

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
      <ChannelCombobox
        id={id}
        query={query}
        onQueryChange={setQuery}
        // A full list takes no more: the box stays, read-only, saying so.
        options={full ? [] : options}
        loading={loading && !full}
        onChoose={choose}
        describedBy={describedBy}
        invalid={invalid}
        placeholder={full ? `At most ${max} channels` : "Search channels by name"}
        readOnly={full}
        onKeyDown={(event, highlighted) => {
          if (event.key !== "Enter") return;
          // Enter picks a channel; it must not submit the whole idea form.
          event.preventDefault();
          if (!highlighted && options.length === 1 && options[0]) choose(options[0]);
        }}
      />
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
