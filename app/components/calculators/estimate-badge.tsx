import { Info } from "~/components/ui/icons";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** Issue "Calculators": "every result labelled as an estimate linking to /how-it-works". */
export function EstimateBadge({
  className,
  anchor,
}: {
  className?: string /** A section of /how-it-works ("revenue"). */;
  anchor?: string;
}) {
  return (
    <Link
      to={anchor ? `/how-it-works#${anchor}` : "/how-it-works"}
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-warning/40 bg-warning/15 px-2.5 py-0.5 text-xs font-medium text-foreground transition-colors hover:bg-warning/25 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
      title="How we estimate: see How It Works"
    >
      <Info className="size-3" aria-hidden="true" />
      Estimate
      <span className="sr-only">: how it is calculated</span>
    </Link>
  );
}
