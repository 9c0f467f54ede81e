// Personal API tokens: their look, how a request carries one, their names, the per-member cap and every message a
// member or an API client reads about them. The secret itself is made and hashed on the server.
import { z } from "zod";

/** A recognisable start, so a token pasted somewhere public can be found by secret scanners and by eye. */
export const API_TOKEN_PREFIX = "fat_";
/** 32 random bytes in base64url. */
const API_TOKEN_SECRET_LENGTH = 43;
const API_TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{${API_TOKEN_SECRET_LENGTH}}$`);
/** What the list shows of a token: enough to tell tokens apart, far too little to guess the rest. */
const API_TOKEN_VISIBLE_LENGTH = API_TOKEN_PREFIX.length + 6;

export const API_TOKEN_LIMIT = 10;
export const API_TOKEN_NAME_MAX = 60;
/** A token's "last used" is written at most this often, not on every request. */
export const API_TOKEN_LAST_USED_INTERVAL_MS = 60_000;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Give the token a name, such as the script that will use it",
  nameTooLong: `The name can be at most ${API_TOKEN_NAME_MAX} characters`,
  limitReached: `You can have at most ${API_TOKEN_LIMIT} API tokens. Revoke one you no longer use first.`,
  notFound: "That token does not exist (it may have been revoked already).",
  created: "Token created. Copy it now: it will not be shown again.",
  shownOnce: "Copy it now and keep it somewhere safe: it will not be shown again.",
  revoked: "Token revoked. Anything using it is refused from now on.",
  confirmRevoke: "Tick the box to confirm that anything using this token will stop working.",
  // Answers of the API (401 unless said otherwise).
  notBearer: "Send the token as an Authorization header: 'Authorization: Bearer <token>'.",
  malformed: `That is not a Faceless Atlas API token: tokens start with "${API_TOKEN_PREFIX}" and are ${API_TOKEN_PREFIX.length + API_TOKEN_SECRET_LENGTH} characters long.`,
  invalid: "This API token is not valid: it was revoked, or never existed. Create a new one on your profile.",
  accountBanned: "This API token's account is banned, so its tokens do not work.",
} as const;

export function duplicateApiTokenNameMessage(name: string): string {
  return `You already have a token named “${name}”. Choose another name.`;
}

export function apiTokenRateLimitMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? "1 second" : `${retryAfterSeconds} seconds`;
  return `Too many requests with this API token. Please wait ${wait} and try again.`;
}

export const apiTokenNameSchema = z
  .string({ error: API_TOKEN_MESSAGES.nameRequired })
  .trim()
  .min(1, API_TOKEN_MESSAGES.nameRequired)
  .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong);

export const apiTokenCreateSchema = z.object({ name: apiTokenNameSchema });

export function isApiTokenFormat(value: string): boolean {
  return API_TOKEN_PATTERN.test(value);
}

export function visibleTokenStart(token: string): string {
  return token.slice(0, API_TOKEN_VISIBLE_LENGTH);
}

/**
 * What a request's Authorization header says. No header is an anonymous (or cookie) request; any header that is
 * not a well-formed bearer token is refused, never read as anonymous, so a client with a typo finds out at once.
 */
export type BearerCredential =
  | { kind: "none" }
  | { kind: "token"; token: string }
  | { kind: "refused"; message: (typeof API_TOKEN_MESSAGES)["notBearer" | "malformed"] };

export function parseAuthorizationHeader(header: string | null | undefined): BearerCredential {
  if (header === null || header === undefined) return { kind: "none" };
  // RFC 6750: the scheme is case-insensitive, one or more spaces before the token.
  const match = /^\s*bearer +(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return { kind: "refused", message: API_TOKEN_MESSAGES.notBearer };
  const token = match[1];
  return isApiTokenFormat(token) ? { kind: "token", token } : { kind: "refused", message: API_TOKEN_MESSAGES.malformed };
}

/** A busy token is written once a minute, not once a request. */
export function shouldRecordTokenUse(lastUsedAt: Date | null, now: Date = new Date()): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= API_TOKEN_LAST_USED_INTERVAL_MS;
}
