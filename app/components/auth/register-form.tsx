import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useZodForm } from "~/lib/conform-zod";
import { Form } from "react-router";
import { registerSchema } from "#domain/validation";
import { FormField } from "~/components/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { PasswordInput } from "~/components/auth/password-input";
import { SubmitButton } from "~/components/auth/submit-button";
import { Input } from "~/components/ui/input";

export const REGISTER_INTENT = "register";

/**
 * Spec §2 Register: "e-mail, Full Name, password, Confirm Password (each password with a
 * toggle), button Create account (Creating account... while busy)".
 */
export function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useZodForm(registerSchema, {
    id: "register-form",
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-5">
      {form.errors?.length ? <FormMessage kind="error">{form.errors[0]}</FormMessage> : null}
      <FormField id={fields.email.id} label="Email" errors={fields.email.errors}>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" placeholder="you@example.com" />
      </FormField>
      <FormField id={fields.fullName.id} label="Full Name" errors={fields.fullName.errors}>
        <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
      </FormField>
      <FormField id={fields.password.id} label="Password" errors={fields.password.errors}>
        <PasswordInput {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
      </FormField>
      <FormField id={fields.confirmPassword.id} label="Confirm Password" errors={fields.confirmPassword.errors}>
        <PasswordInput {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" />
      </FormField>
      <SubmitButton intent={REGISTER_INTENT} label="Create account" busyLabel="Creating account..." className="w-full" />
    </Form>
  );
}
