import { AuditActor } from "~/components/admin/audit-actor";
import { AuditEntity } from "~/components/admin/audit-entity";
import type { AuditListEntry } from "~/components/admin/audit-entry-list";
import { AuditTime } from "~/components/admin/audit-time";
import { DashboardListCard } from "~/components/admin/dashboard-list-card";

/** The latest changes to the public catalogue, each linking to what changed while it still exists. */
export function DashboardRecentChanges({ entries, now }: { entries: readonly AuditListEntry[]; now: Date | string }) {
  return (
    <DashboardListCard
      testId="recent-changes"
      title="Recent catalogue changes"
      items={entries}
      keyOf={(entry) => entry.id}
      empty="No catalogue changes yet. Channels, niches, types, ideas and facts edited here will show up."
      more={{ href: "/admin/audit-log", label: "Open the audit log" }}
    >
      {(entry) => (
        <div className="flex flex-col gap-1 text-sm">
          <AuditEntity entry={entry} showId={false} />
          <span className="flex flex-wrap items-center gap-x-1 text-muted-foreground">
            <AuditActor email={entry.actorEmail} deleted={entry.actorDeleted} />
            <span aria-hidden="true">·</span>
            <AuditTime at={entry.createdAt} now={now} />
          </span>
        </div>
      )}
    </DashboardListCard>
  );
}
