// A one-time message across a redirect (spec §8 toasts), signed so a sibling subdomain cannot put words on our
// pages. Not HttpOnly: the browser deletes it once shown.
import { parse as parseCookie } from "hono/utils/cookie";

export const FLASH_COOKIE = "atlas_flash";

const FLASH_MAX_AGE_SECONDS = 30;

const FLASH_MESSAGE_MAX_LENGTH = 300;

export type FlashMessage = { id: string; kind: "success" | "error" | "info"; message: string };

export function flashCookie(kind: FlashMessage["kind"], message: string): string {
  const value: FlashMessage = { id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, kind, message };
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${FLASH_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export const CLEAR_FLASH_COOKIE = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

export function flashCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === FLASH_COOKIE) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

export function parseFlash(value: string): FlashMessage | null {
  // Hono's parser leaves a malformed escape as sent, never throwing.
  const decoded = parseCookie(`${FLASH_COOKIE}=${value}`, FLASH_COOKIE)[FLASH_COOKIE];
  if (!decoded) return null;
  try {
    const parsed = JSON.parse(decoded) as Partial<FlashMessage>;
    if (
      typeof parsed.id === "string" &&
      typeof parsed.message === "string" &&
      (parsed.kind === "success" || parsed.kind === "error" || parsed.kind === "info")
    ) {
      return { id: parsed.id, kind: parsed.kind, message: parsed.message.slice(0, FLASH_MESSAGE_MAX_LENGTH) };
    }
  } catch {
    // Not JSON: someone else's value under our name.
  }
  return null;
}
