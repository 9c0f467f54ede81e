import { Form } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import { PasswordInput } from "~/components/auth/password-input";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormField } from "~/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Trash2 } from "~/components/ui/icons";

export const ACCOUNT_DELETE_INTENT = "account-delete";

/**
 * "Delete account" on /profile: the password (or, for an account that signs in with a provider,
 * a recent sign-in) and a ticked box; everything the account holds goes with it.
 */
export function DeleteAccountSection({ hasPassword, error }: { hasPassword: boolean; error?: string | undefined }) {
  return (
    <Card id="delete-account" className="border-destructive/30">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete account
        </CardTitle>
        <CardDescription>
          Deletes your account for good: your profile, follows, saved searches, e-mail alerts and every signed-in device. Your
          e-mail address is free to sign up again afterwards.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate aria-label="Delete account">
          {error ? <FormMessage kind="error">{error}</FormMessage> : null}
          {hasPassword ? (
            <FormField field={{ id: "delete-password" }} label="Your password">
              {({ aria }) => <PasswordInput id="delete-password" name="password" autoComplete="current-password" {...aria} />}
            </FormField>
          ) : (
            <p className="text-sm text-muted-foreground">
              Your account signs in with a provider: if you signed in more than 15 minutes ago, sign in again first.
            </p>
          )}
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="mt-0.5 size-4 shrink-0 accent-destructive" />I understand
            that this cannot be undone.
          </label>
          <div className="flex sm:justify-end">
            <SubmitButton
              intent={ACCOUNT_DELETE_INTENT}
              label="Delete my account"
              busyLabel="Deleting..."
              variant="destructive"
              className="w-full sm:w-auto"
            />
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
