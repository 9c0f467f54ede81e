import { Form } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import { PasswordInput } from "~/components/auth/password-input";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormField } from "~/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Lock } from "~/components/ui/icons";

const PASSWORD_CHANGE_INTENT = "password-change";

export type ChangePasswordResult = { intent: string; error?: string; fieldErrors?: Record<string, string> };

/** "Password" on /profile: the current password and a new one typed twice; other devices are signed out. */
export function ChangePasswordSection({ result }: { result?: ChangePasswordResult | undefined }) {
  const mine = result?.intent === PASSWORD_CHANGE_INTENT ? result : undefined;
  const errorOf = (name: string) => (mine?.fieldErrors?.[name] ? [mine.fieldErrors[name]] : undefined);
  const fields = [
    { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
    { name: "newPassword", label: "New password", autoComplete: "new-password" },
    { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
  ] as const;
  return (
    <Card id="password">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Lock className="size-4" aria-hidden="true" />
          Password
        </CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate aria-label="Change password">
          {mine?.error && !mine.fieldErrors ? <FormMessage kind="error">{mine.error}</FormMessage> : null}
          {fields.map((field) => (
            <FormField
              key={field.name}
              field={{ id: `password-${field.name}`, errors: errorOf(field.name) }}
              label={field.label}
              hint={field.name === "newPassword" ? "At least 6 characters." : undefined}
            >
              {({ aria }) => (
                <PasswordInput id={`password-${field.name}`} name={field.name} autoComplete={field.autoComplete} {...aria} />
              )}
            </FormField>
          ))}
          <div className="flex sm:justify-end">
            <SubmitButton
              intent={PASSWORD_CHANGE_INTENT}
              label="Change password"
              busyLabel="Changing..."
              className="w-full sm:w-auto"
            />
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
