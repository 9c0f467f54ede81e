import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useZodForm } from "~/lib/conform-zod";
import { Form, Link } from "react-router";
import { loginSchema } from "#domain/validation";
import { FormField } from "~/components/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { PasswordInput } from "~/components/auth/password-input";
import { SubmitButton } from "~/components/auth/submit-button";
import { Input } from "~/components/ui/input";

const LOGIN_INTENT = "login";

/**
 * Spec §2 Login: "e-mail, password with show/hide toggle, button Sign in (Signing in... while
 * busy)". Validated in the browser with the same schema the server uses; `noValidate` keeps the
 * browser's own bubbles away so the spec's messages show before hydration too.
 */
export function LoginForm({
  lastResult,
  redirectTo,
  action,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo?: string;
  action?: string;
}) {
  const [form, fields] = useZodForm(loginSchema, {
    id: "login-form",
    lastResult,
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="flex flex-col gap-5">
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {form.errors?.length ? <FormMessage kind="error">{form.errors[0]}</FormMessage> : null}
      <FormField id={fields.email.id} label="Email" errors={fields.email.errors}>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" placeholder="you@example.com" />
      </FormField>
      <FormField id={fields.password.id} label="Password" errors={fields.password.errors}>
        <PasswordInput {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link to="/auth/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <SubmitButton intent={LOGIN_INTENT} label="Sign in" busyLabel="Signing in..." className="w-full" />
    </Form>
  );
}
