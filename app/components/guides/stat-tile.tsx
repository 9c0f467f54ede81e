import { type FigureSourceKind, FigureSource } from "~/components/research/figure-source";
import type * as React from "react";

/** One figure in a row of key numbers. */
/**
 * A figure with its label (FigureSource: whose it is, as of when, its method), or, with
 * `source: "directory-count"`, a count of what this directory lists, which is neither.
 */
export function StatTile({
  label,
  children,
  hint,
  source,
}: {
  label: string;
  children: React.ReactNode;
  hint?: string;
  source: { kind: FigureSourceKind; asOf: string | null; method?: string } | "directory-count";
}) {
  const figure = source === "directory-count" ? null : source;
  return (
    <div
      className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs"
      data-figure-group={figure ? "" : undefined}
      data-directory-count={figure ? undefined : ""}
    >
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight tabular-nums" data-figure={figure?.kind}>
        {children}
      </dd>
      {/* A second description, not a <p>: a <dl>'s groups hold only <dt> and <dd>. */}
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
      {figure ? (
        <dd>
          <FigureSource kind={figure.kind} asOf={figure.asOf} method={figure.method} />
        </dd>
      ) : null}
    </div>
  );
}
