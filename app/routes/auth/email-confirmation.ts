// E-mail confirmation: where every confirmation link lands and what the account screens say
// about it. The sign-up mail, the one re-sent when an unconfirmed account signs in, and the one
// the "Resend confirmation e-mail" button sends all land on /auth?verified=1 ("Your e-mail is
// confirmed. Sign in to continue."), carrying the page the person was on its way to.

export const RESEND_CONFIRMATION_INTENT = "resend-confirmation";

/** Better Auth's code for a sign-in refused because the address is not confirmed yet. */
export const EMAIL_NOT_VERIFIED_CODE = "EMAIL_NOT_VERIFIED";

/** The callbackURL of a confirmation link: the sign-in form with the "confirmed" notice. */
export function confirmationLanding(redirectTo?: string | null): string {
  const params = new URLSearchParams({ verified: "1" });
  if (redirectTo && redirectTo !== "/") params.set("redirect", redirectTo);
  return `/auth?${params}`;
}

export const CONFIRMATION_MESSAGES = {
  /** Sign-in refused: Better Auth has just mailed a new link (emailVerification.sendOnSignIn). */
  notConfirmed: (email: string) => `Email not verified. We have sent a new confirmation link to ${email}: open it, then sign in.`,
  resendPrompt: "No e-mail? It can take a few minutes, and may be in your spam folder.",
  /** The same words whether or not the address has an account waiting (no enumeration). */
  resent: (email: string) => `A new confirmation link is on its way to ${email}. It works for 24 hours.`,
  resendFailed: "Failed to send the confirmation e-mail. Please try again.",
} as const;

/** What the sign-in page shows under the form after a refusal for an unconfirmed address, or a resend. */
export interface ConfirmationState {
  email: string;
  /** A resend went out (or was accepted: the answer never says whether the account exists). */
  sent?: boolean;
  /** Why a resend was refused (the rate limiter's own words). */
  error?: string;
}
