import { CheckCircle2, CircleDashed, KeyRound } from "~/components/ui/icons";
import { formatDate, formatRelativeTime } from "#domain/format";
import { type AdminUserRow, USER_ROLE_LABELS } from "#domain/admin/user-actions";
import { UserRowActions } from "~/components/admin/user-row-actions";
import { Badge } from "~/components/ui/badge";
import { FormAlert } from "~/components/form-alert";

/** One account in the admin user list: who, status, activity, and what an admin can do. */
export function UserRow({
  user,
  isSelf,
  now,
  error,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  now: Date;
  error?: string | undefined;
}) {
  const label = user.displayName?.trim() || user.name.trim() || user.email;
  const headingId = `user-${user.id}-name`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="truncate text-base font-semibold">
              {label}
            </h2>
            {isSelf ? <Badge variant="secondary">You</Badge> : null}
            <Badge variant={user.role === "admin" ? "default" : "outline"}>{USER_ROLE_LABELS[user.role]}</Badge>
            {user.adminByEnv ? (
              <Badge variant="outline" title="Made admin by the server's ADMIN_EMAILS setting">
                ADMIN_EMAILS
              </Badge>
            ) : null}
            {user.banned ? <Badge variant="destructive">Banned</Badge> : null}
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {user.email}
            {user.username ? <span> · @{user.username}</span> : null}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Account checks">
            <li className="flex items-center gap-1">
              {user.emailVerified ? (
                <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
              ) : (
                <CircleDashed className="size-3.5" aria-hidden="true" />
              )}
              {user.emailVerified ? "E-mail verified" : "E-mail not verified"}
            </li>
            <li className="flex items-center gap-1">
              <KeyRound className={user.twoFactorEnabled ? "size-3.5 text-success" : "size-3.5"} aria-hidden="true" />
              {user.twoFactorEnabled ? "2FA on" : "2FA off"}
            </li>
          </ul>
          {user.banned ? (
            <p className="text-xs text-muted-foreground">
              {user.banExpires ? `Banned until ${formatDate(user.banExpires)}` : "Banned until unbanned"}
              {user.banReason ? <span className="break-words"> · Reason: {user.banReason}</span> : null}
            </p>
          ) : null}
        </div>
        <dl className="grid grid-cols-3 gap-4 text-sm lg:w-96 lg:text-right">
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">Joined</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">Last sign-in</dt>
            <dd>
              {user.lastSignInAt ? (
                <time dateTime={new Date(user.lastSignInAt).toISOString()}>{formatRelativeTime(user.lastSignInAt, now)}</time>
              ) : (
                "Never"
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">Open sessions</dt>
            <dd>{user.sessionCount}</dd>
          </div>
        </dl>
      </div>
      <UserRowActions user={user} label={label} isSelf={isSelf} />
      {error ? <FormAlert>{error}</FormAlert> : null}
    </li>
  );
}
