// /admin/users (admin area: "search and list users; change role; ban / unban; revoke sessions;
// delete (never yourself, never the last admin)"). The list is driven by search params (q,
// role, status, page); every row action posts here with an `intent`. The rules are enforced by
// the adminUsers service in the database transaction; this page shows its answer.
import { parseWithZod } from "~/lib/conform-zod";
import { Users } from "~/components/ui/icons";
import { Link, data, redirect, useSearchParams } from "react-router";
import { banExpiry, parseUserListParams, userActionSchema, USER_ACTION_MESSAGES } from "#domain/admin/user-actions";
import { ListPager } from "~/components/admin/list-pager";
import { UserListFilters } from "~/components/admin/user-list-filters";
import { UserRow } from "~/components/admin/user-row";
import { flashCookie } from "#domain/flash-message";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/users";
import { FormAlert } from "~/components/form-alert";
import { readFormData } from "~/lib/form-data";
import { EmptyListPanel } from "~/components/admin/empty-list-panel";

const TITLE = "User Management";
const DESCRIPTION = "Search users, change roles, ban and delete accounts.";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const params = parseUserListParams(url.searchParams);
  const list = await services.adminUsers.list(params);
  return { ...list, params, viewerId: viewer.id, now: new Date().toISOString() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: userActionSchema });
  const userId = String(formData.get("userId") ?? "");
  if (submission.status !== "success") {
    const issues = Object.values(submission.error ?? {}).flat();
    return data({ userId, error: issues.find(Boolean) ?? USER_ACTION_MESSAGES.invalidUser }, { status: 400 });
  }

  const input = submission.value;
  let message: string;
  switch (input.intent) {
    case "set-role": {
      const outcome = await services.adminUsers.setRole(actor, input.userId, input.role);
      if (!outcome.ok) return refusal(input.userId, outcome);
      const who = outcome.user.name || outcome.user.email;
      message = !outcome.changed
        ? `${who} is already ${input.role === "admin" ? "an admin" : "a member"}`
        : input.role === "admin"
          ? `${who} is now an admin`
          : `${who} is now a member`;
      break;
    }
    case "ban": {
      const outcome = await services.adminUsers.ban(actor, input.userId, {
        reason: input.reason,
        expiresAt: banExpiry(input.duration),
      });
      if (!outcome.ok) return refusal(input.userId, outcome);
      message = `${outcome.user.name || outcome.user.email} is banned and signed out`;
      break;
    }
    case "unban": {
      const outcome = await services.adminUsers.unban(actor, input.userId);
      if (!outcome.ok) return refusal(input.userId, outcome);
      message = `${outcome.user.name || outcome.user.email} can sign in again`;
      break;
    }
    case "revoke-sessions": {
      const outcome = await services.adminUsers.revokeSessions(actor, input.userId);
      if (!outcome.ok) return refusal(input.userId, outcome);
      const who = outcome.user.name || outcome.user.email;
      message = outcome.sessionsEnded === 0 ? `${who} had no open sessions` : `${who} is signed out everywhere`;
      break;
    }
    case "delete": {
      const outcome = await services.adminUsers.remove(actor, input.userId);
      if (!outcome.ok) return refusal(input.userId, outcome);
      message = `${outcome.user.name || outcome.user.email} was deleted`;
      break;
    }
  }
  // Back to the same list (search, filters and page kept), with the outcome as a toast.
  return redirect(`/admin/users${url.search}`, { headers: { "set-cookie": flashCookie("success", message) } });
}

/** The service's refusal, shown on the user's row (a missing user: 404; a rule: 409). */
function refusal(userId: string, outcome: { reason: string; message: string }) {
  return data({ userId, error: outcome.message }, { status: outcome.reason === "not-found" ? 404 : 409 });
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, page, pageSize, params, viewerId } = loaderData;
  const [searchParams] = useSearchParams();
  const now = new Date(loaderData.now);
  const filtered = params.query !== "" || params.role !== "all" || params.status !== "all";
  const error = actionData && "error" in actionData ? actionData : null;
  // A refusal shows on its user's row; one about a user no longer listed shows above the list.
  const orphanError = error && !users.some((u) => u.id === error.userId) ? error.error : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <UserListFilters key={searchParams.toString()} params={params} />
      {orphanError ? <FormAlert>{orphanError}</FormAlert> : null}
      <p className="text-sm text-muted-foreground" role="status">
        {total === 1 ? "1 user" : `${total} users`}
        {filtered ? " match" : ""}
      </p>
      {users.length === 0 ? (
        <EmptyListPanel icon={Users} title={filtered ? "No users match these filters." : "No users yet."}>
          {filtered ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/users">Show all users</Link>
            </Button>
          ) : null}
        </EmptyListPanel>
      ) : (
        <ul aria-label="Users" className="divide-y rounded-xl border bg-card shadow-xs">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === viewerId}
              now={now}
              error={error?.userId === user.id ? error.error : undefined}
            />
          ))}
        </ul>
      )}
      <ListPager page={page} pageSize={pageSize} total={total} searchParams={searchParams} label="User pages" />
    </div>
  );
}
