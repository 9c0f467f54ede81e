import { useFetcher } from "react-router";
import { cn } from "~/lib/cn";

/**
 * The list's quick switch for a fact's "active" flag (only active facts reach the Did You Know
 * card). Posts `intent=toggle` with the wanted state through a fetcher, so the list stays put and
 * the switch moves at once; without JavaScript it is a plain form post.
 */
export function FactActiveToggle({ id, title, isActive }: { id: string; title: string; isActive: boolean }) {
  const fetcher = useFetcher();
  // Show the state being saved, not the one on record, while the post is under way.
  const pending = fetcher.formData?.get("isActive");
  const checked = typeof pending === "string" ? pending === "true" : isActive;
  return (
    <fetcher.Form method="post" className="flex items-center">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="isActive" value={String(!checked)} />
      <button
        type="submit"
        role="switch"
        aria-checked={checked}
        aria-label={`Show “${title}” on the Did You Know card`}
        className="group inline-flex items-center gap-2 rounded-full text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <span
          aria-hidden="true"
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
            checked ? "bg-primary" : "bg-input",
          )}
        >
          <span
            className={cn(
              "inline-block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform",
              checked ? "translate-x-5" : "translate-x-0",
            )}
          />
        </span>
        <span className={cn("w-14 text-left font-medium", checked ? "text-foreground" : "text-muted-foreground")}>
          {checked ? "Active" : "Inactive"}
        </span>
      </button>
    </fetcher.Form>
  );
}
