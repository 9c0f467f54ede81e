import { Link } from "react-router";
import { formatDate } from "#domain/format";
import { VIEW_COUNTING_ANCHOR, VIEW_COUNT_CHANGE_DAY } from "#domain/view-counting";

/** The short label the history charts put on their reference line at the change day. */
export const VIEW_COUNT_CHANGE_MARK = "Views counted anew";

/**
 * What the views charts' reference line says, in text a screen reader also gets (the charts are
 * hidden from it): YouTube changed how views are counted, so views before and after that day
 * are not comparable; the method links to /how-it-works#view-counting.
 */
export function ViewCountChangeNote({ className }: { className?: string }) {
  return (
    <p className={className ?? "text-xs text-muted-foreground"} data-testid="view-count-change-note">
      YouTube changed how views are counted on {formatDate(VIEW_COUNT_CHANGE_DAY)} (a dashed line on the views chart): views
      before and after are not comparable, so no views growth is measured across it.{" "}
      <Link to={`/how-it-works#${VIEW_COUNTING_ANCHOR}`} className="underline underline-offset-4">
        How views are counted
      </Link>
    </p>
  );
}
