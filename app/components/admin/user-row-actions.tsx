import { LogOut, ShieldCheck, ShieldMinus, Trash2, Undo2 } from "~/components/ui/icons";
import { Form, useNavigation } from "react-router";
import type { AdminUserRow } from "#domain/admin/user-actions";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { UserBanDialog } from "~/components/admin/user-ban-dialog";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { SAVING_LABEL } from "#domain/admin/save-messages";

/** The role button offered: a member can be made an admin, an admin a member. */
const ROLE_CHANGES = {
  promote: {
    role: "admin",
    icon: ShieldCheck,
    label: "Make admin",
    title: (label: string) => `Make ${label} an admin?`,
    description: "Admins can change the catalogue, read the contact inbox and manage every account, including yours.",
  },
  demote: {
    role: "member",
    icon: ShieldMinus,
    label: "Make member",
    title: (label: string) => `Remove ${label}'s admin role?`,
    description: "They keep their account and become a member. They lose access to the admin area at once.",
  },
} as const;

/** On your own row the dialogs say it is you, and that the server leaves it to another admin. */
const OWN_ACCOUNT = {
  demoteTitle: "Remove your own admin role?",
  deleteTitle: "Delete your own account?",
  revokeTitle: "Sign yourself out everywhere?",
  description: "This is your own account. Only another admin can do this: the server will refuse it and say why.",
};

/**
 * A user's actions: role, ban or unban, revoke sessions, delete. They are offered on every row,
 * your own included; the server decides (never yourself, never the last admin) and says why.
 */
export function UserRowActions({ user, label, isSelf }: { user: AdminUserRow; label: string; isSelf: boolean }) {
  const navigation = useNavigation();
  const unbanning =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "unban" &&
    navigation.formData.get("userId") === user.id;
  const who = <span className="sr-only"> {label}</span>;
  const roleChange = user.role === "member" ? ROLE_CHANGES.promote : ROLE_CHANGES.demote;

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        key={roleChange.role}
        trigger={
          <Button variant="outline" size="sm">
            <roleChange.icon aria-hidden="true" />
            {roleChange.label}
            {who}
          </Button>
        }
        title={isSelf && roleChange.role === "member" ? OWN_ACCOUNT.demoteTitle : roleChange.title(label)}
        description={isSelf && roleChange.role === "member" ? OWN_ACCOUNT.description : roleChange.description}
        confirmLabel={roleChange.label}
        busyLabel={SAVING_LABEL}
        intent="set-role"
        fields={{ userId: user.id, role: roleChange.role }}
        variant="default"
      />

      {user.banned ? (
        <Form method="post">
          <input type="hidden" name="intent" value="unban" />
          <input type="hidden" name="userId" value={user.id} />
          <Button type="submit" variant="outline" size="sm" disabled={unbanning} aria-busy={unbanning}>
            {unbanning ? <Spinner className="size-4" /> : <Undo2 aria-hidden="true" />}
            {unbanning ? "Unbanning..." : "Unban"}
            {who}
          </Button>
        </Form>
      ) : (
        <UserBanDialog user={{ id: user.id, label }} />
      )}

      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            <LogOut aria-hidden="true" />
            Revoke sessions{who}
          </Button>
        }
        title={isSelf ? OWN_ACCOUNT.revokeTitle : `Sign ${label} out everywhere?`}
        description={
          isSelf
            ? OWN_ACCOUNT.description
            : user.sessionCount === 0
              ? "They have no open session right now; any they open before you confirm ends too. They can sign in again."
              : user.sessionCount === 1
                ? "Their open session ends now. They can sign in again."
                : `Their ${user.sessionCount} open sessions end now. They can sign in again.`
        }
        confirmLabel="Revoke sessions"
        busyLabel="Revoking..."
        intent="revoke-sessions"
        fields={{ userId: user.id }}
      />

      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            Delete{who}
          </Button>
        }
        title={isSelf ? OWN_ACCOUNT.deleteTitle : `Delete ${label}?`}
        description={
          isSelf
            ? OWN_ACCOUNT.description
            : "Their account, sessions and sign-in methods are removed for good; entries they made in the audit log stay. This can't be undone."
        }
        confirmLabel="Delete user"
        busyLabel="Deleting..."
        intent="delete"
        fields={{ userId: user.id }}
      />
    </div>
  );
}
