import { Form } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { CONFIRMATION_MESSAGES, RESEND_CONFIRMATION_INTENT, type ConfirmationState } from "~/routes/auth/email-confirmation";

/**
 * Under the sign-in form once it has said "Email not verified": one button to send the link
 * again (a plain form post, so it works before hydration), and how the last try went.
 */
export function ResendConfirmation({ state, redirectTo }: { state: ConfirmationState; redirectTo?: string }) {
  return (
    <Form
      method="post"
      replace
      preventScrollReset
      aria-label="Confirmation e-mail"
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <input type="hidden" name="email" value={state.email} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {state.sent ? <FormMessage kind="success">{CONFIRMATION_MESSAGES.resent(state.email)}</FormMessage> : null}
      {state.error ? <FormMessage kind="error">{state.error}</FormMessage> : null}
      <p className="text-sm text-muted-foreground">{CONFIRMATION_MESSAGES.resendPrompt}</p>
      <SubmitButton
        intent={RESEND_CONFIRMATION_INTENT}
        label="Resend confirmation e-mail"
        busyLabel="Sending..."
        variant="outline"
        className="w-full"
      />
    </Form>
  );
}
