import { auditChanges } from "#domain/admin/audit-diff";
import { cn } from "~/lib/cn";

/**
 * The before/after of an entry, only the fields that changed. Each value is shown as text (an
 * HTML description is shown as its markup, not rendered), wrapped so long values stay readable
 * on a phone. Before and after are labelled in words, not told apart by colour alone.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground">No field changed in this entry.</p>;
  }
  return (
    <dl className="flex flex-col gap-3" data-testid="audit-diff">
      {changes.map((change) => (
        <div key={change.key} className="flex min-w-0 flex-col gap-1.5">
          <dt className="font-mono text-xs font-semibold break-all">{change.key}</dt>
          <dd className="grid min-w-0 gap-2 sm:grid-cols-2">
            <DiffValue side="Before" value={change.before} />
            <DiffValue side="After" value={change.after} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DiffValue({ side, value }: { side: "Before" | "After"; value: string | null }) {
  return (
    <div
      className={cn(
        "min-w-0 rounded-md border px-3 py-2",
        value === null
          ? "border-dashed"
          : side === "Before"
            ? "border-destructive/30 bg-destructive/5"
            : "border-success/40 bg-success/10",
      )}
    >
      <span className="block text-[0.7rem] font-medium tracking-wide text-muted-foreground uppercase">{side}</span>
      {value === null ? (
        <span className="text-sm text-muted-foreground italic">not set</span>
      ) : (
        <pre className="font-mono text-xs break-words whitespace-pre-wrap">{value}</pre>
      )}
    </div>
  );
}
