// A one-time message carried across a redirect in a short-lived cookie, so the spec §8 toasts
// ('Logged in successfully', 'Logged out successfully'…) show after a form post that redirects,
// with or without JavaScript having loaded. Actions set it with flashCookie; the server signs it
// on the way out and reads only a signed one back (server/auth/flash-cookie.ts), so a cookie set
// by a sibling subdomain cannot put words on our pages; FlashToast shows it and clears it. Not
// HttpOnly on purpose: the browser deletes it once shown.
import { parse as parseCookie } from "hono/utils/cookie";

export const FLASH_COOKIE = "atlas_flash";

/** Long enough to survive the redirect, short enough not to pop up again later. */
const FLASH_MAX_AGE_SECONDS = 30;

/** Longest message shown; a longer one is cut. */
const FLASH_MESSAGE_MAX_LENGTH = 300;

export type FlashMessage = { id: string; kind: "success" | "error" | "info"; message: string };

/** A Set-Cookie header value carrying one message (signed by the server before it is sent). */
export function flashCookie(kind: FlashMessage["kind"], message: string): string {
  const value: FlashMessage = { id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, kind, message };
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${FLASH_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The cookie that removes the message (document.cookie or a Set-Cookie header). */
export const CLEAR_FLASH_COOKIE = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The flash cookie's raw value in a Cookie header (as sent, not decoded), or null. */
export function flashCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === FLASH_COOKIE) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/** The message in a (verified) cookie value, or null when it is not one of ours. */
export function parseFlash(value: string): FlashMessage | null {
  // Hono's parser decodes what it can and leaves a malformed escape as sent, never throwing.
  const decoded = parseCookie(`${FLASH_COOKIE}=${value}`, FLASH_COOKIE)[FLASH_COOKIE];
  if (!decoded) return null;
  try {
    const parsed = JSON.parse(decoded) as Partial<FlashMessage>;
    if (typeof parsed.id === "string" && typeof parsed.message === "string" && (parsed.kind === "success" || parsed.kind === "error" || parsed.kind === "info")) {
      return { id: parsed.id, kind: parsed.kind, message: parsed.message.slice(0, FLASH_MESSAGE_MAX_LENGTH) };
    }
  } catch {
    // Not JSON: someone else's value under our name.
  }
  return null;
}
