import { formatNumber } from "#domain/format";

/** The running check's progress bar: links checked of the links to check. */
export function LinkCheckProgress({ done, total, failed }: { done: number; total: number; failed: number }) {
  const max = Math.max(total, done, 1);
  const percent = Math.min(100, Math.round((done / max) * 100));
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Link check progress"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={done}
        aria-valuetext={`${formatNumber(done)} of ${formatNumber(total)} links checked`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground tabular-nums">
        <span>
          {formatNumber(done)} of {formatNumber(total)} links checked ({percent}%)
        </span>
        <span className={failed > 0 ? "font-medium text-destructive" : undefined}>{failed === 1 ? "1 broken so far" : `${formatNumber(failed)} broken so far`}</span>
      </p>
    </div>
  );
}
