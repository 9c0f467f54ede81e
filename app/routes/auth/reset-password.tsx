import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod, useZodForm } from "~/lib/conform-zod";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard } from "~/components/auth/auth-card";
import { FormField } from "~/components/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { PasswordInput } from "~/components/auth/password-input";
import { SubmitButton } from "~/components/auth/submit-button";
import { useActionToast } from "~/components/auth/use-action-toast";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { toastPayload } from "~/routes/auth/auth-actions.server";
import { resetPasswordSchema } from "~/routes/auth/password-reset-schemas";
import { readFormData } from "~/lib/form-data";
import { SAVING_LABEL } from "#domain/admin/save-messages";

const INTENT = "reset-password";
const BAD_LINK = "This reset link is invalid or has expired. Ask for a new one.";

export function meta() {
  return pageMeta("Set a new password", "Choose a new password for your account.");
}

/** The e-mail link arrives here as ?token=… (or ?error=INVALID_TOKEN when it was used or expired). */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  return { token, invalid: !token || url.searchParams.has("error") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") return { result: submission.reply({ hideFields: ["password", "confirmPassword"] }) };
  const { accounts } = context.get(appContext);
  const response = await accounts.callAuthEndpoint(request, "/reset-password", {
    newPassword: submission.value.password,
    token: submission.value.token,
  });
  if (!response.ok) {
    const message = response.status === 400 ? BAD_LINK : (response.message ?? BAD_LINK);
    return {
      result: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }),
      toast: toastPayload("error", message),
    };
  }
  return redirect("/auth?tab=login&reset=1");
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData && "toast" in actionData ? actionData.toast : undefined);
  const [form, fields] = useZodForm(resetPasswordSchema, {
    id: "reset-password-form",
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      title="Set a new password"
      description="Choose a new password for your account."
      footer={
        <Link to="/auth/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Need a new link?
        </Link>
      }
    >
      {loaderData.invalid ? (
        <FormMessage kind="error">{BAD_LINK}</FormMessage>
      ) : (
        <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-5">
          <input type="hidden" name="token" value={loaderData.token} />
          {form.errors?.length ? <FormMessage kind="error">{form.errors[0]}</FormMessage> : null}
          <FormField id={fields.password.id} label="New Password" errors={fields.password.errors}>
            <PasswordInput {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
          </FormField>
          <FormField id={fields.confirmPassword.id} label="Confirm Password" errors={fields.confirmPassword.errors}>
            <PasswordInput {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" />
          </FormField>
          <SubmitButton intent={INTENT} label="Set new password" busyLabel={SAVING_LABEL} className="w-full" />
        </Form>
      )}
    </AuthCard>
  );
}
