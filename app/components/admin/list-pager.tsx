import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Previous / next links under an admin list, keeping the list's other search params. Links,
 * so paging works before hydration and a page can be bookmarked.
 */
export function ListPager({
  page,
  pageSize,
  total,
  searchParams,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The current search params; only `page` changes. */
  searchParams: URLSearchParams;
  /** What the nav is called for screen readers, e.g. "Users pages". */
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete("page");
    else next.set("page", String(target));
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(page - 1)} rel="prev">
              <ChevronLeft aria-hidden="true" />
              Previous
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
        )}
        <span className="flex items-center px-1 text-muted-foreground">
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(page + 1)} rel="next">
              Next
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </nav>
  );
}
