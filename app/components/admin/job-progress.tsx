import { formatNumber } from "#domain/format";

/**
 * A background job's progress bar (role="progressbar"): items done of the total, and how many
 * failed so far. The words are the caller's, e.g. label "Import progress", noun "channels imported".
 */
export function JobProgress({
  label,
  done,
  total,
  failed,
  doneText,
  failedText,
  finished = false,
}: {
  /** The bar's accessible name. */
  label: string;
  done: number;
  total: number;
  failed: number;
  /** "channels imported": read as "3 of 12 channels imported". */
  doneText: string;
  /** "failed": read as "1 failed so far" (or "1 failed" once finished). */
  failedText: string;
  finished?: boolean;
}) {
  const max = Math.max(total, done, 1);
  const percent = Math.min(100, Math.round((done / max) * 100));
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={done}
        aria-valuetext={`${formatNumber(done)} of ${formatNumber(total)} ${doneText}`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground tabular-nums">
        <span>
          {formatNumber(done)} of {formatNumber(total)} {doneText} ({percent}%)
        </span>
        <span className={failed > 0 ? "font-medium text-destructive" : undefined}>
          {formatNumber(failed)} {failedText}
          {finished ? "" : " so far"}
        </span>
      </p>
    </div>
  );
}
