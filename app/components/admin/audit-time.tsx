import { formatRelativeTime } from "#domain/format";
import { cn } from "~/lib/cn";

// UTC so the server's HTML and the browser's hydration agree; the page says the zone.
const exact = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "Jan 5, 2026, 14:03:09 UTC". */
export function formatExactTime(at: Date | string): string {
  return `${exact.format(new Date(at))} UTC`;
}

/**
 * When something happened: relative ("3 hours ago") with the exact time on hover and for
 * assistive technology. `now` comes from the loader so server and browser render the same text.
 */
export function AuditTime({ at, now, className }: { at: Date | string; now: Date | string; className?: string }) {
  const date = new Date(at);
  const full = formatExactTime(date);
  return (
    <time dateTime={date.toISOString()} title={full} className={cn("whitespace-nowrap tabular-nums", className)}>
      {formatRelativeTime(date, new Date(now))}
      <span className="sr-only"> ({full})</span>
    </time>
  );
}
