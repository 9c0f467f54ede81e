import { Link } from "react-router";
import { AuditTime } from "~/components/admin/audit-time";
import { Badge } from "~/components/ui/badge";
import { DashboardListCard } from "~/components/admin/dashboard-list-card";

export interface DashboardSignupView {
  id: string;
  email: string;
  name: string;
  role: string;
  banned: boolean;
  createdAt: Date | string;
}

/** The newest accounts, each opening its row in user management. */
export function DashboardRecentSignups({ users, now }: { users: readonly DashboardSignupView[]; now: Date | string }) {
  return (
    <DashboardListCard
      testId="recent-signups"
      title="Recent sign-ups"
      items={users}
      keyOf={(user) => user.id}
      empty="No one has signed up yet."
      more={{ href: "/admin/users", label: "Manage users" }}
    >
      {(user) => (
        <>
          <Link
            to={`/admin/users?q=${encodeURIComponent(user.email)}`}
            className="font-medium break-all underline-offset-4 hover:underline"
          >
            {user.email}
          </Link>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span className="min-w-0 break-words">{user.name}</span>
            <span aria-hidden="true">·</span>
            <AuditTime at={user.createdAt} now={now} />
            {user.role === "admin" ? <Badge variant="secondary">Admin</Badge> : null}
            {user.banned ? <Badge variant="destructive">Banned</Badge> : null}
          </span>
        </>
      )}
    </DashboardListCard>
  );
}
