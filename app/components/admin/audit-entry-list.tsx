import { ChevronRight } from "~/components/ui/icons";
import { auditChanges } from "#domain/admin/audit-diff";
import { AuditActor } from "~/components/admin/audit-actor";
import { AuditDiff } from "~/components/admin/audit-diff";
import { AuditEntity, type AuditEntityView } from "~/components/admin/audit-entity";
import { AuditTime } from "~/components/admin/audit-time";

export interface AuditListEntry extends AuditEntityView {
  id: string;
  actorEmail: string | null;
  actorDeleted: boolean;
  before: unknown;
  after: unknown;
  createdAt: Date | string;
}

/**
 * Audit entries, newest first: what, who and when on one line, the before/after behind a
 * disclosure (a native <details>, so it opens without JavaScript and with the keyboard).
 */
export function AuditEntryList({ entries, now }: { entries: readonly AuditListEntry[]; now: Date | string }) {
  return (
    <ol className="divide-y rounded-xl border bg-card" data-testid="audit-entries">
      {entries.map((entry) => {
        const changed = auditChanges(entry.before, entry.after).length;
        return (
          <li key={entry.id} className="flex flex-col gap-2 px-4 py-3 sm:px-5" data-testid="audit-entry">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <AuditEntity entry={entry} />
              <AuditTime at={entry.createdAt} now={now} className="shrink-0 text-sm text-muted-foreground" />
            </div>
            <p className="text-sm">
              <span className="text-muted-foreground">by </span>
              <AuditActor email={entry.actorEmail} deleted={entry.actorDeleted} />
            </p>
            {changed > 0 ? (
              <details className="group">
                <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-sm font-medium text-primary select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                  <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
                  {changed === 1 ? "Show the changed field" : `Show ${changed} changed fields`}
                </summary>
                <div className="mt-3">
                  <AuditDiff before={entry.before} after={entry.after} />
                </div>
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
