import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";

/** An admin list's Search button, busy ("Searching...") while the list loads. */
export function SearchSubmitButton({ searching, className }: { searching: boolean; className?: string }) {
  return (
    <Button type="submit" disabled={searching} className={cn(className)}>
      {searching ? <Spinner className="size-4" /> : <Search aria-hidden="true" />}
      {searching ? "Searching..." : "Search"}
    </Button>
  );
}
