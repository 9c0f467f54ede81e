import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod, useZodForm } from "~/lib/conform-zod";
import { Form, Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "~/components/auth/auth-card";
import { FormField } from "~/components/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { useActionToast } from "~/components/auth/use-action-toast";
import { Input } from "~/components/ui/input";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { toastPayload } from "~/routes/auth/auth-actions.server";
import { forgotPasswordSchema } from "~/routes/auth/password-reset-schemas";
import { readFormData } from "~/lib/form-data";

const INTENT = "forgot-password";
/** The same answer whether or not the address has an account (no enumeration). */
const SENT_MESSAGE = "If an account exists for that e-mail, we have sent it a link to set a new password.";

export function meta() {
  return pageMeta("Forgot password", "Get a link by e-mail to set a new password.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return { result: submission.reply(), sent: false };
  const { accounts, logger } = context.get(appContext);
  const response = await accounts.callAuthEndpoint(request, "/request-password-reset", {
    email: submission.value.email,
    redirectTo: "/auth/reset-password",
  });
  if (!response.ok) {
    logger.info({ status: response.status, code: response.code }, "password reset request refused");
    // Rate limits and other refusals are the only failures worth telling apart.
    if (response.status === 429) {
      const message = response.message ?? "Too many requests. Please try again later.";
      return { result: submission.reply({ formErrors: [message] }), sent: false, toast: toastPayload("error", message) };
    }
  }
  return { result: submission.reply({ resetForm: true }), sent: true, toast: toastPayload("success", SENT_MESSAGE) };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const [form, fields] = useZodForm(forgotPasswordSchema, {
    id: "forgot-password-form",
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      title="Forgot password?"
      description="Enter your e-mail and we will send you a link to set a new password."
      footer={
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-5">
        {actionData?.sent ? <FormMessage kind="success">{SENT_MESSAGE}</FormMessage> : null}
        {form.errors?.length ? <FormMessage kind="error">{form.errors[0]}</FormMessage> : null}
        <FormField id={fields.email.id} label="Email" errors={fields.email.errors}>
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" placeholder="you@example.com" />
        </FormField>
        <SubmitButton intent={INTENT} label="Send reset link" busyLabel="Sending..." className="w-full" />
      </Form>
    </AuthCard>
  );
}
