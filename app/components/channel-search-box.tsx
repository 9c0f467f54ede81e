import type * as React from "react";
import { Loader2, Search } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * The look of the channel search box: a search input with its icon and a spinner while a lookup
 * runs, and whatever opens under it (the combobox's listbox). No behaviour of its own, so the
 * calculators can show it before the combobox's code has loaded.
 */
export function ChannelSearchBox({
  inputProps,
  loading,
  children,
}: {
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  loading: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        autoComplete="off"
        {...inputProps}
        className={cn(
          "flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 pr-9 pl-9 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground md:text-sm",
          "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
        )}
      />
      {loading ? (
        <Loader2
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden="true"
        />
      ) : null}
      {children}
    </div>
  );
}
