import { X } from "~/components/ui/icons";
import * as React from "react";
import { normalizeTags } from "#domain/admin/tag-list";
import { cn } from "~/lib/cn";

export interface TagInputProps {
  /** The text box's id: point the field's <label htmlFor> at it. */
  id: string;
  /** The form field name (see "How it submits" below). */
  name: string;
  /** Tags to start with: an array, or conform's `field.initialValue` (string or array). */
  defaultValue?: readonly (string | undefined)[] | string | null | undefined;
  /** The singular noun read out by screen readers: "Remove keyword gaming". Default "tag". */
  noun?: string;
  placeholder?: string;
  /** Stops adding once this many tags are in the list (the schema still has the last word). */
  maxTags?: number;
  /** Ids of the field's hint or error, added to the text box's aria-describedby. */
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | undefined;
  disabled?: boolean;
  /** Called with the new list after every add or remove. */
  onChange?: (tags: string[]) => void;
  className?: string;
}

/**
 * A keyboard-accessible tag list input (admin channel keywords, an idea's tools).
 *
 * Keys: Enter or comma adds what was typed (a paste with commas adds several); Backspace in an
 * empty box removes the last tag; every tag has its own remove button. Duplicates (ignoring case)
 * are skipped. Additions and removals are announced to screen readers.
 *
 * How it submits: each tag is a hidden `<input name={name}>` — a repeated field of one name, so
 * `formData.getAll(name)` (or conform, which turns repeated names into an array) yields the list.
 * The text box carries the same `name`, so text typed but not yet added is not lost, and before
 * JavaScript loads the box alone works as a comma-separated list. Parse the field with
 * `tagListSchema` / `normalizeTags` from #domain/admin/tag-list, which splits on commas, trims and
 * de-duplicates.
 */
export function TagInput({
  id,
  name,
  defaultValue,
  noun = "tag",
  placeholder,
  maxTags,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  disabled,
  onChange,
  className,
}: TagInputProps) {
  const initial = React.useMemo(() => normalizeTags(defaultValue), [defaultValue]);
  const [tags, setTags] = React.useState<string[]>(initial);
  const [draft, setDraft] = React.useState("");
  const [announcement, setAnnouncement] = React.useState("");
  const inputRef = React.useRef<HTMLInputElement>(null);
  const instructionsId = `${id}-instructions`;
  const full = maxTags !== undefined && tags.length >= maxTags;

  const update = (next: string[], message: string) => {
    setTags(next);
    setAnnouncement(message);
    onChange?.(next);
  };

  /** Adds the tags in `text` (comma-separated); returns false when nothing could be added. */
  const add = (text: string): boolean => {
    const incoming = normalizeTags(text);
    if (incoming.length === 0) return false;
    const merged = normalizeTags([...tags, ...incoming]);
    const next = maxTags === undefined ? merged : merged.slice(0, maxTags);
    const added = next.slice(tags.length);
    if (added.length === 0) {
      setAnnouncement(full ? `No more than ${maxTags} ${noun}s.` : `${incoming.join(", ")} is already in the list.`);
      return true;
    }
    update(next, `Added ${noun} ${added.join(", ")}.`);
    return true;
  };

  const remove = (index: number) => {
    const tag = tags[index];
    if (tag === undefined) return;
    update(
      tags.filter((_, i) => i !== index),
      `Removed ${noun} ${tag}.`,
    );
  };

  // A form reset (a "Reset" button, conform's form.reset) brings back the starting tags.
  React.useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => {
      setTags(initial);
      setDraft("");
    };
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, [initial]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" || event.key === ",") {
      // Enter would submit the form; a comma would end up in the box.
      event.preventDefault();
      if (add(draft)) setDraft("");
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      event.preventDefault();
      remove(tags.length - 1);
    }
  };

  const onChangeText = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    // A paste (or mobile keyboards, which send no key events) may bring commas: add what precedes the last one.
    if (/[,\n]/.test(value)) {
      const lastSeparator = Math.max(value.lastIndexOf(","), value.lastIndexOf("\n"));
      add(value.slice(0, lastSeparator));
      setDraft(value.slice(lastSeparator + 1).trimStart());
      return;
    }
    setDraft(value);
  };

  return (
    <div
      className={cn(
        "flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 shadow-xs transition-colors",
        "focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40",
        invalid && "border-destructive ring-destructive/30",
        disabled && "cursor-not-allowed opacity-50",
        className,
      )}
      onClick={(event) => {
        // Clicking the padding focuses the box, as with a plain input.
        if (event.target === event.currentTarget) inputRef.current?.focus();
      }}
    >
      {tags.length > 0 ? (
        <ul className="contents" aria-label={`${capitalize(noun)}s added`}>
          {tags.map((tag, index) => (
            <li
              key={tag.toLocaleLowerCase("en")}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-transparent bg-secondary py-0.5 pr-0.5 pl-2.5 text-sm text-secondary-foreground"
            >
              <span className="truncate">{tag}</span>
              <input type="hidden" name={name} value={tag} />
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  remove(index);
                  inputRef.current?.focus();
                }}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${noun} ${tag}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        value={draft}
        onChange={onChangeText}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leaving the box keeps what was typed as a tag rather than dropping it silently.
          if (add(draft)) setDraft("");
        }}
        placeholder={full ? undefined : placeholder}
        disabled={disabled}
        readOnly={full}
        autoComplete="off"
        enterKeyHint="enter"
        aria-invalid={invalid || undefined}
        aria-describedby={[instructionsId, describedBy].filter(Boolean).join(" ")}
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
      />
      <span id={instructionsId} className="sr-only">
        Press Enter or comma to add a {noun}, Backspace in the empty box to remove the last one.
      </span>
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
