import { useRef } from "react";
import { Link } from "react-router";
import { X } from "~/components/ui/icons";
import { COMPARE_MAX, COMPARE_MIN, compareHref } from "#domain/compare-channels";
import { clearCompare, removeFromCompare, useComparePicks } from "~/lib/compare-picks";

/**
 * The channels picked with "Add to compare", in a bar at the foot of the window: each with a
 * remove button, and the Compare link once there are two. Nothing shows while it is empty (and
 * on the server: the picks live in this browser's storage).
 */
export function CompareTray() {
  const picks = useComparePicks();
  const list = useRef<HTMLUListElement>(null);
  if (picks.length === 0) return null;
  // A removed pick's button leaves the page: keep keyboard focus in the tray, on the next
  // pick's remove button (or the previous one's), rather than dropping it to the page's start.
  const remove = (index: number, slug: string) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1];
    removeFromCompare(slug);
    next?.focus();
  };
  const ready = picks.length >= COMPARE_MIN;
  return (
    <aside
      aria-label="Channels to compare"
      data-testid="compare-tray"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-3xl flex-wrap items-center gap-2 rounded-xl border bg-popover p-3 text-popover-foreground shadow-lg sm:inset-x-4"
    >
      <p className="text-xs font-medium text-muted-foreground">
        Compare ({picks.length}/{COMPARE_MAX})
      </p>
      <ul ref={list} className="flex min-w-0 flex-1 basis-full flex-wrap gap-1.5 sm:basis-0">
        {picks.map((pick, index) => (
          <li
            key={pick.slug}
            className="flex max-w-48 min-w-0 items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-2.5 text-xs"
          >
            <span className="truncate">{pick.title}</span>
            <button
              type="button"
              onClick={() => remove(index, pick.slug)}
              className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={`Remove ${pick.title} from compare`}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="ml-auto flex items-center gap-2">
        <button
          type="button"
          onClick={clearCompare}
          className="rounded-md px-2 py-1.5 text-xs text-muted-foreground hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Clear
        </button>
        {ready ? (
          <Link
            to={compareHref(picks.map((pick) => pick.slug))}
            className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Compare
          </Link>
        ) : (
          <span className="text-xs text-muted-foreground">Add one more to compare</span>
        )}
      </div>
    </aside>
  );
}
