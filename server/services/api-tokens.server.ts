// A member's personal API tokens: made with a secret shown once, kept as a hash, listed, revoked, and looked up by the
// API (server/auth/api-viewer.server.ts) with the account they act as.
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { users } from "#db/schema/auth";
import { apiTokens } from "#db/schema/members";
import { isUuid } from "#domain/channel-slug";
import type { ApiTokenListItem } from "#domain/read-models/account";
import {
  API_TOKEN_LAST_USED_INTERVAL_MS,
  API_TOKEN_LIMIT,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  duplicateApiTokenNameMessage,
  shouldRecordTokenUse,
  visibleTokenStart,
} from "#domain/api-token";
import { lockMember } from "#server/services/member-lock.server";

type ApiToken = ApiTokenListItem;

export type ApiTokenCreateOutcome =
  | { ok: true; token: ApiToken /** The only time it exists outside the caller's hands. */; secret: string }
  | { ok: false; status: 409; field?: "name"; message: string };

/** The account a valid token acts for, as the viewer is built from it. */
export type ApiTokenOwner = Pick<
  typeof users.$inferSelect,
  | "id"
  | "email"
  | "name"
  | "emailVerified"
  | "role"
  | "username"
  | "displayUsername"
  | "displayName"
  | "firstName"
  | "lastName"
  | "twoFactorEnabled"
  | "phoneNumber"
  | "phoneNumberVerified"
  | "banned"
  | "banExpires"
>;

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  start: apiTokens.start,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function createApiTokensService(db: Database) {
  return {
    async list(userId: string): Promise<ApiToken[]> {
      return db.select(columns).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));
    },

    /** The action validated the name. */
    async create(userId: string, name: string): Promise<ApiTokenCreateOutcome> {
      return db.transaction(async (tx) => {
        // Two tabs creating at once take turns, so the cap holds.
        await lockMember(tx, userId);
        const [total] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
        if ((total?.n ?? 0) >= API_TOKEN_LIMIT)
          return { ok: false as const, status: 409 as const, message: API_TOKEN_MESSAGES.limitReached };
        const secret = newSecret();
        const [token] = await tx
          .insert(apiTokens)
          .values({ userId, name, tokenHash: hashApiToken(secret), start: visibleTokenStart(secret) })
          .onConflictDoNothing({ target: [apiTokens.userId, apiTokens.name] })
          .returning(columns);
        if (!token)
          return {
            ok: false as const,
            status: 409 as const,
            field: "name" as const,
            message: duplicateApiTokenNameMessage(name),
          };
        return { ok: true as const, token, secret };
      });
    },

    /** Only the owner's own token: someone else's id is "not found", as is one already revoked. */
    async revoke(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const removed = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
        .returning({ id: apiTokens.id });
      return removed.length > 0;
    },

    /** One indexed read per request; a write only when the last recorded use is a minute old. */
    async authenticate(secret: string, now: Date = new Date()): Promise<{ tokenId: string; owner: ApiTokenOwner } | null> {
      const [row] = await db
        .select({
          tokenId: apiTokens.id,
          lastUsedAt: apiTokens.lastUsedAt,
          owner: {
            id: users.id,
            email: users.email,
            name: users.name,
            emailVerified: users.emailVerified,
            role: users.role,
            username: users.username,
            displayUsername: users.displayUsername,
            displayName: users.displayName,
            firstName: users.firstName,
            lastName: users.lastName,
            twoFactorEnabled: users.twoFactorEnabled,
            phoneNumber: users.phoneNumber,
            phoneNumberVerified: users.phoneNumberVerified,
            banned: users.banned,
            banExpires: users.banExpires,
          },
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, hashApiToken(secret)))
        .limit(1);
      if (!row) return null;
      if (shouldRecordTokenUse(row.lastUsedAt, now)) {
        // Guarded, so processes that race on the same minute write once between them.
        const before = new Date(now.getTime() - API_TOKEN_LAST_USED_INTERVAL_MS);
        await db
          .update(apiTokens)
          .set({ lastUsedAt: now })
          .where(and(eq(apiTokens.id, row.tokenId), or(isNull(apiTokens.lastUsedAt), lte(apiTokens.lastUsedAt, before))));
      }
      return { tokenId: row.tokenId, owner: row.owner };
    },
  };
}
