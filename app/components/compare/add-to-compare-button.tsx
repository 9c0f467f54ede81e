import { Check, Plus } from "~/components/ui/icons";
import { COMPARE_MAX } from "#domain/compare-channels";
import { addToCompare, removeFromCompare, useComparePicks } from "~/lib/compare-picks";
import { cn } from "~/lib/cn";

/**
 * Puts a channel in the compare tray or takes it out (a toggle: aria-pressed). When the tray is
 * full the button says so instead of adding a fifth. It sits above a card's stretched link.
 */
/** Small on a result card; `large` (a button's height) on the channel's own page. */
export function AddToCompareButton({ slug, title, large = false }: { slug: string; title: string; large?: boolean }) {
  const picks = useComparePicks();
  const picked = picks.some((pick) => pick.slug === slug);
  const full = !picked && picks.length >= COMPARE_MAX;
  return (
    <button
      type="button"
      data-testid="add-to-compare"
      aria-pressed={picked}
      disabled={full}
      title={full ? `Compare holds ${COMPARE_MAX} channels; remove one first` : undefined}
      onClick={() => (picked ? removeFromCompare(slug) : addToCompare({ slug, title }))}
      className={cn(
        "relative z-10 inline-flex w-fit items-center gap-1.5 rounded-md border text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60",
        large ? "h-8 px-3" : "px-2.5 py-1",
        picked ? "border-primary bg-primary/10 text-primary" : "bg-background hover:bg-accent hover:text-accent-foreground",
      )}
    >
      {picked ? <Check className="size-3.5" aria-hidden="true" /> : <Plus className="size-3.5" aria-hidden="true" />}
      {picked ? "In compare" : full ? "Compare is full" : "Add to compare"}
      <span className="sr-only">: {title}</span>
    </button>
  );
}
