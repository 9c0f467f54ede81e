// One-click unsubscribe (RFC 8058): each link is HMAC-signed for its member, delivery and send time, so it
// works signed out, cannot be forged, and expires after UNSUBSCRIBE_LINK_DAYS.
import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_PATH } from "#domain/digest-unsubscribe";

// Keeps these signatures apart from anything else the secret may ever sign.
const PURPOSE = "faceless-atlas:digest-unsubscribe:v2";
/** Ids are short; anything longer is not one. */
const MAX_ID_LENGTH = 100;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SECONDS_PATTERN = /^\d{9,11}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UnsubscribeLink {
  userId: string;
  deliveryId: string;
  sentAt: Date;
}

function sign(secret: string, link: UnsubscribeLink): Buffer {
  const sent = Math.floor(link.sentAt.getTime() / 1000);
  return createHmac("sha256", secret)
    .update(`${PURPOSE}:${link.userId.length}:${link.userId}:${link.deliveryId.length}:${link.deliveryId}:${sent}`)
    .digest();
}

function unsubscribeToken(secret: string, link: UnsubscribeLink): string {
  return sign(secret, link).toString("base64url");
}

export function unsubscribeUrl(baseUrl: string, secret: string, link: UnsubscribeLink): string {
  const url = new URL(UNSUBSCRIBE_PATH, baseUrl);
  url.searchParams.set("u", link.userId);
  url.searchParams.set("d", link.deliveryId);
  url.searchParams.set("s", String(Math.floor(link.sentAt.getTime() / 1000)));
  url.searchParams.set("t", unsubscribeToken(secret, link));
  return url.toString();
}

export type UnsubscribeCheck =
  | { ok: true; link: UnsubscribeLink }
  | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

/** Constant-time. */
export function verifyUnsubscribe(secret: string, params: URLSearchParams, now: Date = new Date()): UnsubscribeCheck {
  const [userId, deliveryId, sent, token] = ["u", "d", "s", "t"].map((name) => params.get(name));
  if (!userId || !deliveryId || !sent || !token) return { ok: false, reason: "malformed" };
  if (
    userId.length > MAX_ID_LENGTH ||
    deliveryId.length > MAX_ID_LENGTH ||
    !SECONDS_PATTERN.test(sent) ||
    !TOKEN_PATTERN.test(token)
  ) {
    return { ok: false, reason: "malformed" };
  }
  const link = { userId, deliveryId, sentAt: new Date(Number(sent) * 1000) };
  const given = Buffer.from(token, "base64url");
  const expected = sign(secret, link);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad-signature" };
  if (now.getTime() - link.sentAt.getTime() > UNSUBSCRIBE_LINK_DAYS * DAY_MS) return { ok: false, reason: "expired" };
  return { ok: true, link };
}
