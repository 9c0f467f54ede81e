// The account sections of /profile: the password, two-factor enrolment (authenticator app with a
// QR code and backup codes; a phone number for SMS codes), the signed-in devices and deleting
// the account. Each Better Auth intent replays the form against its endpoint, forwarding
// Set-Cookie (enabling two-factor and changing the password rotate the session cookie).
import { data, redirect } from "react-router";
import QRCode from "qrcode";
import { ACCOUNT_MESSAGES } from "#domain/account-messages";
import { flashCookie } from "#domain/flash-message";
import { changePasswordSchema } from "#domain/validation";
import type { AppLoadContext } from "#server/app-context";
import { toastPayload, type ToastPayload } from "~/routes/auth/auth-actions.server";

const SECURITY_INTENTS = [
  "totp-enable",
  "totp-verify",
  "two-factor-disable",
  "backup-codes",
  "phone-send",
  "phone-verify",
  "phone-2fa",
  "phone-remove",
  "password-change",
  "session-revoke",
  "sessions-revoke-others",
  "account-delete",
] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];

export function isSecurityIntent(value: unknown): value is SecurityIntent {
  return typeof value === "string" && (SECURITY_INTENTS as readonly string[]).includes(value);
}

export type SecurityActionData = {
  intent: SecurityIntent;
  error?: string;
  toast?: ToastPayload;
  /** Enrolment in progress: what the authenticator app needs. */
  totp?: { uri: string; secret: string; qrSvg: string };
  /** Shown once, right after they are made. */
  backupCodes?: string[];
  /** A code was sent to this number; the form now asks for it. */
  phonePending?: string;
  /** Messages at the fields of the password form. */
  fieldErrors?: Record<string, string>;
};

const field = (formData: FormData, name: string) => String(formData.get(name) ?? "").trim();

async function totpSetup(uri: string) {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { uri, secret, qrSvg };
}

function reply(payload: SecurityActionData, setCookies: readonly string[] = []) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return data(payload, { headers });
}

export async function securityAction(
  request: Request,
  formData: FormData,
  intent: SecurityIntent,
  context: AppLoadContext,
  viewer: { id: string; sessionId: string },
) {
  const { accounts, services } = context;
  const userId = viewer.id;
  const fail = (message: string, extra: Partial<SecurityActionData> = {}) =>
    reply({ intent, error: message, toast: toastPayload("error", message), ...extra });

  switch (intent) {
    case "totp-enable": {
      const response = await accounts.callAuthEndpoint<{ totpURI?: string; backupCodes?: string[] }>(
        request,
        "/two-factor/enable",
        {
          password: field(formData, "password"),
          issuer: "Faceless Atlas",
        },
      );
      if (!response.ok || !response.data?.totpURI) return fail(response.message ?? "Could not start two-factor set-up");
      return reply(
        { intent, totp: await totpSetup(response.data.totpURI), backupCodes: response.data.backupCodes ?? [] },
        response.setCookies,
      );
    }
    case "totp-verify": {
      const uri = field(formData, "totpURI");
      const response = await accounts.callAuthEndpoint(request, "/two-factor/verify-totp", { code: field(formData, "code") });
      if (!response.ok) {
        return fail(
          response.message ?? "Invalid code",
          uri.startsWith("otpauth://")
            ? { totp: await totpSetup(uri), backupCodes: formData.getAll("backupCode").map(String) }
            : {},
        );
      }
      return reply({ intent, toast: toastPayload("success", "Two-factor sign-in is on") }, response.setCookies);
    }
    case "two-factor-disable": {
      const response = await accounts.callAuthEndpoint(request, "/two-factor/disable", { password: field(formData, "password") });
      if (!response.ok) return fail(response.message ?? "Could not turn two-factor sign-in off");
      return reply({ intent, toast: toastPayload("success", "Two-factor sign-in is off") }, response.setCookies);
    }
    case "backup-codes": {
      const response = await accounts.callAuthEndpoint<{ backupCodes?: string[] }>(request, "/two-factor/generate-backup-codes", {
        password: field(formData, "password"),
      });
      if (!response.ok) return fail(response.message ?? "Could not make new backup codes");
      return reply(
        {
          intent,
          backupCodes: response.data?.backupCodes ?? [],
          toast: toastPayload("success", "New backup codes made; the old ones no longer work"),
        },
        response.setCookies,
      );
    }
    case "phone-send": {
      const phoneNumber = field(formData, "phoneNumber").replace(/[\s().-]/g, "");
      const response = await accounts.callAuthEndpoint(request, "/phone-number/send-otp", { phoneNumber });
      if (!response.ok)
        return fail(
          response.status === 400
            ? "Enter the number in international form, e.g. +15551234567"
            : (response.message ?? "Could not send the code"),
        );
      return reply({ intent, phonePending: phoneNumber, toast: toastPayload("success", "We sent a code by SMS") });
    }
    case "phone-verify": {
      const phoneNumber = field(formData, "phoneNumber");
      const response = await accounts.callAuthEndpoint(request, "/phone-number/verify", {
        phoneNumber,
        code: field(formData, "code"),
        updatePhoneNumber: true,
      });
      if (!response.ok) return fail(response.message ?? "Invalid code", { phonePending: phoneNumber });
      return reply({ intent, toast: toastPayload("success", "Phone number verified") }, response.setCookies);
    }
    case "phone-2fa": {
      const response = await accounts.callAuthEndpoint(request, "/two-factor/enable", {
        password: field(formData, "password"),
        method: "otp",
      });
      if (!response.ok) return fail(response.message ?? "Could not turn on SMS codes");
      return reply({ intent, toast: toastPayload("success", "Two-factor sign-in is on") }, response.setCookies);
    }
    case "phone-remove": {
      await services.profiles.removePhone(userId);
      return reply({ intent, toast: toastPayload("success", "Phone number removed") });
    }
    case "password-change": {
      const parsed = changePasswordSchema.safeParse(
        Object.fromEntries(["currentPassword", "newPassword", "confirmPassword"].map((name) => [name, formData.get(name) ?? ""])),
      );
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
        return reply({ intent, fieldErrors, error: parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.passwordNotChanged });
      }
      // Better Auth signs the other sessions out (account-rules.ts makes it always so) and gives this one a new cookie.
      const response = await accounts.callAuthEndpoint(request, "/change-password", {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
      });
      if (response.code === "INVALID_PASSWORD")
        return fail(ACCOUNT_MESSAGES.wrongCurrentPassword, {
          fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword },
        });
      if (!response.ok) return fail(response.message ?? ACCOUNT_MESSAGES.passwordNotChanged);
      return reply({ intent, toast: toastPayload("success", ACCOUNT_MESSAGES.passwordChanged) }, response.setCookies);
    }
    case "session-revoke": {
      const sessionId = field(formData, "sessionId");
      // This device is signed out by "Log out", which also clears its cookie.
      if (sessionId === viewer.sessionId) return fail(ACCOUNT_MESSAGES.useLogOut);
      const revoked = sessionId !== "" && (await services.accountSessions.revoke(userId, sessionId));
      return revoked
        ? reply({ intent, toast: toastPayload("success", ACCOUNT_MESSAGES.sessionSignedOut) })
        : fail(ACCOUNT_MESSAGES.sessionGone);
    }
    case "sessions-revoke-others": {
      const response = await accounts.callAuthEndpoint(request, "/revoke-other-sessions", {});
      if (!response.ok) return fail(response.message ?? ACCOUNT_MESSAGES.sessionGone);
      return reply({ intent, toast: toastPayload("success", ACCOUNT_MESSAGES.otherSessionsSignedOut) }, response.setCookies);
    }
    case "account-delete": {
      if (formData.get("confirm") !== "yes") return fail(ACCOUNT_MESSAGES.confirmDeletion);
      const security = await services.profiles.getSecurity(userId);
      const password = String(formData.get("password") ?? "");
      if (security?.hasPassword && password === "") return fail(ACCOUNT_MESSAGES.passwordToDelete);
      // With a password, Better Auth checks it; without one, it asks for a sign-in in the last
      // 15 minutes (session.freshAge in server/auth/config.server.ts).
      const response = await accounts.callAuthEndpoint(request, "/delete-user", security?.hasPassword ? { password } : {});
      if (response.code === "INVALID_PASSWORD") return fail(ACCOUNT_MESSAGES.wrongPassword);
      if (response.code === "SESSION_EXPIRED") return fail(ACCOUNT_MESSAGES.signInAgainToDelete);
      if (!response.ok) return fail(response.message ?? ACCOUNT_MESSAGES.notDeleted);
      const headers = new Headers();
      for (const cookie of response.setCookies) headers.append("set-cookie", cookie);
      headers.append("set-cookie", flashCookie("success", ACCOUNT_MESSAGES.deleted));
      throw redirect("/", { headers });
    }
  }
}
