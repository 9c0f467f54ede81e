import { UserX } from "~/components/ui/icons";
import { Badge } from "~/components/ui/badge";

/** Who made a change: their e-mail, and "deleted user" once the account is gone. */
export function AuditActor({ email, deleted }: { email: string | null; deleted: boolean }) {
  if (!deleted) return <span className="break-all">{email ?? "Unknown"}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge variant="secondary">
        <UserX aria-hidden="true" />
        deleted user
      </Badge>
      {email ? <span className="break-all text-muted-foreground">{email}</span> : null}
    </span>
  );
}
