import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * "Previous · Page n · Next" under a long list: links (paging works before hydration and a page
 * can be bookmarked), the missing side left empty so the others keep their places.
 */
export function PrevNextNav({
  prev,
  next,
  children,
  className,
}: {
  prev: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
  /** Where the reader is, between the two links ("Page 2 of 9"). */
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <nav aria-label="Pages" className={cn("flex items-center justify-between gap-3", className)}>
      {prev ? (
        <Button asChild variant="outline">
          <Link to={prev.href} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {prev.label}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground tabular-nums">{children}</span>
      {next ? (
        <Button asChild variant="outline">
          <Link to={next.href} rel="next">
            {next.label}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
