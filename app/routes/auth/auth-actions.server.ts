// The actions behind the sign-in forms (/auth, /admin/login, password reset, two-factor). They
// parse the form with the shared zod schema, replay it against the Better Auth endpoint
// (accounts.callAuthEndpoint) and answer with a redirect carrying the session cookie and a
// flash toast, or with the form's errors — so every form works before hydration as well.
import { parseWithZod } from "~/lib/conform-zod";
import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "react-router";
import { safeRedirectTarget } from "#domain/redirect-target";
import { loginSchema, registerSchema, VALIDATION_MESSAGES } from "#domain/validation";
import { flashCookie } from "#domain/flash-message";
import type { AppLoadContext } from "#server/app-context";
import { AUTH_TOASTS } from "~/routes/auth/auth-toasts";
import {
  CONFIRMATION_MESSAGES,
  confirmationLanding,
  EMAIL_NOT_VERIFIED_CODE,
  type ConfirmationState,
} from "~/routes/auth/email-confirmation";

export type ToastPayload = { id: string; kind: "success" | "error" | "info"; message: string };
type FormActionData = { result: SubmissionResult<string[]>; toast?: ToastPayload; confirmation?: ConfirmationState };

const SECRET_FIELDS = ["password", "confirmPassword", "newPassword", "code"];

export function toastPayload(kind: ToastPayload["kind"], message: string): ToastPayload {
  return { id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, kind, message };
}

/**
 * Where to go after sign-in: only same-site paths are honoured (the redirect-target rule in
 * domain/) — an unsafe value lands on /, a missing one on `fallback`.
 */
export function redirectTarget(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (value === null || value === undefined || value === "") return fallback;
  return safeRedirectTarget(value, "/");
}

function redirectWith(
  to: string,
  setCookies: readonly string[],
  flash?: { kind: ToastPayload["kind"]; message: string },
): Response {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  if (flash) headers.append("set-cookie", flashCookie(flash.kind, flash.message));
  return redirect(to, { headers });
}

/** Spec §5 Login → POST /sign-in/email; a second factor continues at /auth/two-factor. */
export async function signInAction(request: Request, formData: FormData, context: AppLoadContext, fallback: string) {
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success")
    return { result: submission.reply({ hideFields: SECRET_FIELDS }) } satisfies FormActionData;
  const to = redirectTarget(formData.get("redirect"), fallback);
  const response = await context.accounts.callAuthEndpoint<{ twoFactorRedirect?: boolean }>(request, "/sign-in/email", {
    email: submission.value.email,
    password: submission.value.password,
    rememberMe: true,
    // An unconfirmed address gets a new link (emailVerification.sendOnSignIn); it lands here.
    callbackURL: confirmationLanding(to),
  });
  if (response.code === EMAIL_NOT_VERIFIED_CODE) {
    // Only the right password gets this far, so naming the address tells nothing new.
    const message = CONFIRMATION_MESSAGES.notConfirmed(submission.value.email);
    return {
      result: submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS }),
      toast: toastPayload("error", message),
      confirmation: { email: submission.value.email },
    } satisfies FormActionData;
  }
  if (!response.ok) {
    // Spec §8: "'Failed to login' (fallback when no message)"; "Server error messages are shown as-is".
    const message = response.message ?? AUTH_TOASTS.loginFailed;
    context.logger.info({ status: response.status, code: response.code }, "sign-in refused");
    return {
      result: submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS }),
      toast: toastPayload("error", message),
    } satisfies FormActionData;
  }
  if (response.data?.twoFactorRedirect) {
    return redirectWith(`/auth/two-factor?redirect=${encodeURIComponent(to)}`, response.setCookies);
  }
  return redirectWith(to, response.setCookies, { kind: "success", message: AUTH_TOASTS.loggedIn });
}

/** Spec §5 Register → POST /sign-up/email (full name as the account's name); a confirmation mail follows. */
export async function registerAction(request: Request, formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success")
    return { result: submission.reply({ hideFields: SECRET_FIELDS }) } satisfies FormActionData;
  const response = await context.accounts.callAuthEndpoint(request, "/sign-up/email", {
    email: submission.value.email,
    password: submission.value.password,
    name: submission.value.fullName,
    callbackURL: confirmationLanding(),
  });
  if (!response.ok) {
    const message = response.message ?? AUTH_TOASTS.registerFailed;
    context.logger.info({ status: response.status, code: response.code }, "sign-up refused");
    return {
      result: submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS }),
      toast: toastPayload("error", message),
    } satisfies FormActionData;
  }
  // The same answer whether or not the address already had an account (no enumeration): its
  // owner gets a mail either way.
  return redirectWith("/auth?tab=login&registered=1", response.setCookies, { kind: "success", message: AUTH_TOASTS.registered });
}

export type ResendActionData = { confirmation: ConfirmationState; toast: ToastPayload };

/**
 * "Resend confirmation e-mail" → POST /send-verification-email, held by the one rate limiter
 * (per address and per e-mail). Its answer is the same whether or not the address has an
 * account waiting, and so is ours.
 */
export async function resendConfirmationAction(
  request: Request,
  formData: FormData,
  context: AppLoadContext,
): Promise<ResendActionData> {
  const typed = formData.get("email");
  const email = loginSchema.shape.email.safeParse(typed);
  const shown = typeof typed === "string" ? typed.slice(0, 320) : "";
  if (!email.success) {
    return {
      confirmation: { email: shown, error: VALIDATION_MESSAGES.invalidEmail },
      toast: toastPayload("error", VALIDATION_MESSAGES.invalidEmail),
    };
  }
  const to = redirectTarget(formData.get("redirect"), "/");
  const response = await context.accounts.callAuthEndpoint(request, "/send-verification-email", {
    email: email.data,
    callbackURL: confirmationLanding(to),
  });
  if (!response.ok) {
    const message = response.message ?? CONFIRMATION_MESSAGES.resendFailed;
    context.logger.info({ status: response.status, code: response.code }, "confirmation e-mail refused");
    return { confirmation: { email: email.data, error: message }, toast: toastPayload("error", message) };
  }
  const message = CONFIRMATION_MESSAGES.resent(email.data);
  return { confirmation: { email: email.data, sent: true }, toast: toastPayload("success", message) };
}
