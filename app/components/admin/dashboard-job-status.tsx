import { Ban, CheckCircle2, LoaderCircle, XCircle } from "~/components/ui/icons";
import { formatNumber } from "#domain/format";
import { AuditTime } from "~/components/admin/audit-time";
import { Badge } from "~/components/ui/badge";

export interface DashboardJobRunView {
  status: "running" | "succeeded" | "failed" | "stopped";
  startedAt: Date | string;
  finishedAt: Date | string | null;
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  unitsSpent: number;
  errorCount: number;
  errors: { item?: string; message: string }[];
  /** A stopped run's "Stopped by …". */
  stopNote?: string | null;
}

const STATUS = {
  running: { label: "Running", icon: LoaderCircle, variant: "secondary", iconClass: "animate-spin" },
  succeeded: { label: "Succeeded", icon: CheckCircle2, variant: "outline", iconClass: "text-success" },
  failed: { label: "Failed", icon: XCircle, variant: "destructive", iconClass: "" },
  // Stopped by an admin: not a failure of the job, so not in the alarm colour.
  stopped: { label: "Stopped", icon: Ban, variant: "secondary", iconClass: "" },
} as const;

/** "2 min 5 s", "40 s", "1 h 3 min". */
function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** A job run's outcome: status (icon and word, not colour alone), when, how long, how many, and its first errors. */
export function DashboardJobStatus({ run, now, itemNoun }: { run: DashboardJobRunView; now: Date | string; itemNoun: string }) {
  const status = STATUS[run.status];
  const duration = run.finishedAt ? formatDuration(new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()) : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge variant={status.variant}>
          <status.icon className={status.iconClass} aria-hidden="true" />
          {status.label}
        </Badge>
        <span className="text-muted-foreground">
          started <AuditTime at={run.startedAt} now={now} />
          {duration ? `, took ${duration}` : ""}
        </span>
      </div>
      <p className="text-sm tabular-nums">
        {run.status === "running"
          ? `${formatNumber(run.itemsDone)} of ${formatNumber(run.itemsTotal)} ${itemNoun} done so far`
          : `${formatNumber(run.itemsDone)} of ${formatNumber(run.itemsTotal)} ${itemNoun} done`}
        {run.itemsFailed > 0 ? `, ${formatNumber(run.itemsFailed)} failed` : ""}
        {run.unitsSpent > 0 ? ` · ${formatNumber(run.unitsSpent)} quota units` : ""}
      </p>
      {run.status === "stopped" && run.stopNote ? <p className="text-sm text-muted-foreground">{run.stopNote}</p> : null}
      {run.errors.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">
            {run.errorCount === 1 ? "1 error" : `${formatNumber(run.errorCount)} errors`}
            {run.errorCount > run.errors.length ? `, the first ${run.errors.length}:` : ":"}
          </p>
          <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
            {run.errors.map((error, index) => (
              <li key={index} className="min-w-0 break-words">
                {error.item ? <span className="font-mono text-xs break-all text-foreground">{error.item}: </span> : null}
                {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
