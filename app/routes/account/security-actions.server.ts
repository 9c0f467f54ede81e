// The Security section of /profile: two-factor enrolment (authenticator app with a QR code and
// backup codes; a phone number for SMS codes) and removing factors. Each intent replays the form
// against the Better Auth endpoint, forwarding Set-Cookie (enabling two-factor rotates the
// session cookie).
import { data } from "react-router";
import QRCode from "qrcode";
import type { AppLoadContext } from "~/lib/app-context";
import { toastPayload, type ToastPayload } from "~/routes/auth/auth-actions.server";

export const SECURITY_INTENTS = ["totp-enable", "totp-verify", "two-factor-disable", "backup-codes", "phone-send", "phone-verify", "phone-2fa", "phone-remove"] as const;
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

export async function securityAction(request: Request, formData: FormData, intent: SecurityIntent, context: AppLoadContext, userId: string) {
  const { accounts, services } = context;
  const fail = (message: string, extra: Partial<SecurityActionData> = {}) =>
    reply({ intent, error: message, toast: toastPayload("error", message), ...extra });

  switch (intent) {
    case "totp-enable": {
      const response = await accounts.callAuthEndpoint<{ totpURI?: string; backupCodes?: string[] }>(request, "/two-factor/enable", {
        password: field(formData, "password"),
        issuer: "Faceless Atlas",
      });
      if (!response.ok || !response.data?.totpURI) return fail(response.message ?? "Could not start two-factor set-up");
      return reply({ intent, totp: await totpSetup(response.data.totpURI), backupCodes: response.data.backupCodes ?? [] }, response.setCookies);
    }
    case "totp-verify": {
      const uri = field(formData, "totpURI");
      const response = await accounts.callAuthEndpoint(request, "/two-factor/verify-totp", { code: field(formData, "code") });
      if (!response.ok) {
        return fail(response.message ?? "Invalid code", uri.startsWith("otpauth://") ? { totp: await totpSetup(uri), backupCodes: formData.getAll("backupCode").map(String) } : {});
      }
      return reply({ intent, toast: toastPayload("success", "Two-factor sign-in is on") }, response.setCookies);
    }
    case "two-factor-disable": {
      const response = await accounts.callAuthEndpoint(request, "/two-factor/disable", { password: field(formData, "password") });
      if (!response.ok) return fail(response.message ?? "Could not turn two-factor sign-in off");
      return reply({ intent, toast: toastPayload("success", "Two-factor sign-in is off") }, response.setCookies);
    }
    case "backup-codes": {
      const response = await accounts.callAuthEndpoint<{ backupCodes?: string[] }>(request, "/two-factor/generate-backup-codes", { password: field(formData, "password") });
      if (!response.ok) return fail(response.message ?? "Could not make new backup codes");
      return reply({ intent, backupCodes: response.data?.backupCodes ?? [], toast: toastPayload("success", "New backup codes made; the old ones no longer work") }, response.setCookies);
    }
    case "phone-send": {
      const phoneNumber = field(formData, "phoneNumber").replace(/[\s().-]/g, "");
      const response = await accounts.callAuthEndpoint(request, "/phone-number/send-otp", { phoneNumber });
      if (!response.ok) return fail(response.status === 400 ? "Enter the number in international form, e.g. +15551234567" : (response.message ?? "Could not send the code"));
      return reply({ intent, phonePending: phoneNumber, toast: toastPayload("success", "We sent a code by SMS") });
    }
    case "phone-verify": {
      const phoneNumber = field(formData, "phoneNumber");
      const response = await accounts.callAuthEndpoint(request, "/phone-number/verify", { phoneNumber, code: field(formData, "code"), updatePhoneNumber: true });
      if (!response.ok) return fail(response.message ?? "Invalid code", { phonePending: phoneNumber });
      return reply({ intent, toast: toastPayload("success", "Phone number verified") }, response.setCookies);
    }
    case "phone-2fa": {
      const response = await accounts.callAuthEndpoint(request, "/two-factor/enable", { password: field(formData, "password"), method: "otp" });
      if (!response.ok) return fail(response.message ?? "Could not turn on SMS codes");
      return reply({ intent, toast: toastPayload("success", "Two-factor sign-in is on") }, response.setCookies);
    }
    case "phone-remove": {
      await services.profiles.removePhone(userId);
      return reply({ intent, toast: toastPayload("success", "Phone number removed") });
    }
  }
}
