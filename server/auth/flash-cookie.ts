// Flash cookies are signed on the way out and only signed ones read back, so a sibling subdomain or a script cannot
// put its words in our toasts.
import { createHmac, timingSafeEqual } from "node:crypto";
import { FLASH_COOKIE, type FlashMessage, flashCookieValue, parseFlash } from "#domain/flash-message";

const PURPOSE = "faceless-atlas:flash:v1";

function signature(secret: string, value: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${value}`).digest("base64url");
}

export function signFlashCookies(response: Response, secret: string): Response {
  const cookies = response.headers.getSetCookie();
  if (!cookies.some((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`))) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) {
    const match = new RegExp(`^${FLASH_COOKIE}=([^;]+)(.*)$`).exec(cookie);
    headers.append("set-cookie", match ? `${FLASH_COOKIE}=${match[1]}.${signature(secret, match[1]!)}${match[2]}` : cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function readSignedFlash(cookieHeader: string | null, secret: string): FlashMessage | null {
  const signed = flashCookieValue(cookieHeader);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(signature(secret, value));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseFlash(value);
}
