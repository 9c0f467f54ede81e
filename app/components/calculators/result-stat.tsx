import type * as React from "react";
import { cn } from "~/lib/cn";

/** One figure of a result: its label, the value and an optional line below. Use inside a <dl>. */
export function ResultStat({
  label,
  value,
  detail,
  testId,
  emphasis = false,
  className,
}: {
  label: React.ReactNode;
  value: React.ReactNode;
  detail?: React.ReactNode;
  testId?: string;
  emphasis?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex min-w-0 flex-col gap-1 rounded-lg border p-4",
        emphasis ? "border-primary/30 bg-accent/40" : "bg-background/40",
        className,
      )}
    >
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        data-testid={testId}
        className={cn(
          "font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]",
          emphasis ? "text-2xl" : "text-xl sm:text-2xl",
        )}
      >
        {value}
      </dd>
      {detail ? <dd className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{detail}</dd> : null}
    </div>
  );
}
