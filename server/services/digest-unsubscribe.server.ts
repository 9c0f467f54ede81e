// The digest's one-click unsubscribe (RFC 8058): every digest carries a link signed for its
// member with the server's auth secret, so it works while signed out and cannot be forged for
// someone else. The token is per member (not per mail): any digest's link turns alerts off.
import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_PATH } from "#domain/digest-unsubscribe";
// Keeps these signatures apart from anything else the secret may ever sign.
const PURPOSE = "faceless-atlas:digest-unsubscribe:v1";
/** Better Auth user ids are short random strings; anything past this is not one. */
const MAX_USER_ID_LENGTH = 100;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function sign(secret: string, userId: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}:${userId}`).digest();
}

/** The member's token (base64url HMAC-SHA256 of the member id). */
export function unsubscribeToken(secret: string, userId: string): string {
  return sign(secret, userId).toString("base64url");
}

/** The absolute unsubscribe link for the member, under the site's public origin. */
export function unsubscribeUrl(baseUrl: string, secret: string, userId: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, baseUrl);
  url.searchParams.set("u", userId);
  url.searchParams.set("t", unsubscribeToken(secret, userId));
  return url.toString();
}

export type UnsubscribeCheck = { ok: true; userId: string } | { ok: false; reason: "malformed" | "bad-signature" };

/** Checks a link's `u` and `t` (constant-time): the member it was signed for, or why not. */
export function verifyUnsubscribe(secret: string, userId: unknown, token: unknown): UnsubscribeCheck {
  if (typeof userId !== "string" || typeof token !== "string") return { ok: false, reason: "malformed" };
  if (userId.length === 0 || userId.length > MAX_USER_ID_LENGTH || !TOKEN_PATTERN.test(token)) return { ok: false, reason: "malformed" };
  const given = Buffer.from(token, "base64url");
  const expected = sign(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad-signature" };
  return { ok: true, userId };
}
