import { Link } from "react-router";
import { AuditTime } from "~/components/admin/audit-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";

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
    <Card data-testid="recent-signups">
      <CardHeader>
        <CardTitle as="h2">Recent sign-ups</CardTitle>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one has signed up yet.</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {users.map((user) => (
              <li key={user.id} className="flex min-w-0 flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
                <Link to={`/admin/users?q=${encodeURIComponent(user.email)}`} className="font-medium break-all underline-offset-4 hover:underline">
                  {user.email}
                </Link>
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                  <span className="min-w-0 break-words">{user.name}</span>
                  <span aria-hidden="true">·</span>
                  <AuditTime at={user.createdAt} now={now} />
                  {user.role === "admin" ? <Badge variant="secondary">Admin</Badge> : null}
                  {user.banned ? <Badge variant="destructive">Banned</Badge> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/users">Manage users</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
