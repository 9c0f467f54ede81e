import { Link } from "react-router";
import { AuditActor } from "~/components/admin/audit-actor";
import { AuditEntity } from "~/components/admin/audit-entity";
import type { AuditListEntry } from "~/components/admin/audit-entry-list";
import { AuditTime } from "~/components/admin/audit-time";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";

/** The latest changes to the public catalogue, each linking to what changed while it still exists. */
export function DashboardRecentChanges({ entries, now }: { entries: readonly AuditListEntry[]; now: Date | string }) {
  return (
    <Card data-testid="recent-changes">
      <CardHeader>
        <CardTitle as="h2">Recent catalogue changes</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No catalogue changes yet. Channels, niches, types, ideas and facts edited here will show up.</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 py-2.5 text-sm first:pt-0 last:pb-0">
                <AuditEntity entry={entry} showId={false} />
                <span className="flex flex-wrap items-center gap-x-1 text-muted-foreground">
                  <AuditActor email={entry.actorEmail} deleted={entry.actorDeleted} />
                  <span aria-hidden="true">·</span>
                  <AuditTime at={entry.createdAt} now={now} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/audit-log">Open the audit log</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
