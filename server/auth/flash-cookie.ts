// The flash cookie's signature (domain/flash-message.ts): every flash an action sets is signed
// here on its way out, and only a signed one is read back, so a cookie planted by a sibling
// subdomain or a script cannot show its own words in our toasts. HMAC-SHA256 with the server's
// auth secret, under a purpose of its own.
import { createHmac, timingSafeEqual } from "node:crypto";
import { FLASH_COOKIE, type FlashMessage, flashCookieValue, parseFlash } from "#domain/flash-message";

const PURPOSE = "faceless-atlas:flash:v1";

function signature(secret: string, value: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${value}`).digest("base64url");
}

/** The response with each flash cookie it sets signed (`value.signature`). */
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

/** The message of a request's flash cookie when its signature holds, else null. */
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
