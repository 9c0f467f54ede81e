import type * as React from "react";

/** One figure in a row of key numbers. */
export function StatTile({ label, children, hint }: { label: string; children: React.ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight tabular-nums">{children}</dd>
      {/* A second description, not a <p>: a <dl>'s groups hold only <dt> and <dd>. */}
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
