// A one-time message carried across a redirect in a short-lived cookie, so the spec §8 toasts
// ('Logged in successfully', 'Logged out successfully'…) show after a form post that redirects,
// with or without JavaScript having loaded. The root loader reads it; FlashToast shows it and
// clears it. Not HttpOnly on purpose: the browser deletes it once shown.
import { parse as parseCookie } from "hono/utils/cookie";

export const FLASH_COOKIE = "atlas_flash";

/** Long enough to survive the redirect, short enough not to pop up again later. */
const FLASH_MAX_AGE_SECONDS = 30;

export type FlashMessage = { id: string; kind: "success" | "error" | "info"; message: string };

/** A Set-Cookie header value carrying one message. */
export function flashCookie(kind: FlashMessage["kind"], message: string): string {
  const value: FlashMessage = { id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, kind, message };
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${FLASH_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The cookie that removes the message (document.cookie or a Set-Cookie header). */
export const CLEAR_FLASH_COOKIE = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The pending message of a request's Cookie header, or null. */
export function readFlash(cookieHeader: string | null): FlashMessage | null {
  if (!cookieHeader) return null;
  // Hono's parser decodes what it can and leaves a malformed escape as sent, never throwing.
  const value = parseCookie(cookieHeader, FLASH_COOKIE)[FLASH_COOKIE];
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<FlashMessage>;
    if (typeof parsed.id === "string" && typeof parsed.message === "string" && (parsed.kind === "success" || parsed.kind === "error" || parsed.kind === "info")) {
      return { id: parsed.id, kind: parsed.kind, message: parsed.message.slice(0, 300) };
    }
  } catch {
    // Not JSON: someone else's value under our name.
  }
  return null;
}
