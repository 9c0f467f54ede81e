import { Compass } from "~/components/ui/icons";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { SITE_NAME } from "~/lib/page-meta";

/** The "Faceless Atlas" mark, linking home. */
export function BrandLink({
  className,
  suffix,
  compactBetweenLgAndXl = false,
}: {
  className?: string;
  suffix?: string;
  /** Keep only the mark visible from `lg` to `xl`, where the full header nav is tight. */
  compactBetweenLgAndXl?: boolean;
}) {
  return (
    <Link
      to="/"
      className={cn("inline-flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight text-foreground", className)}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm" aria-hidden="true">
        <Compass className="size-[18px]" strokeWidth={2.25} />
      </span>
      <span className={cn("text-[15px]", compactBetweenLgAndXl && "lg:max-xl:sr-only")}>
        {SITE_NAME}
        {/* On the narrowest phones the suffix gives its room to the theme and user buttons (still read out). */}
        {suffix ? <span className="ml-1.5 font-normal text-muted-foreground max-[399px]:sr-only">{suffix}</span> : null}
      </span>
    </Link>
  );
}
