// A member's signed-in devices. Sessions are checked on every request (no cookie cache), so deleting the row signs
// that device out at its next request.
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "#db/database";
import { sessions } from "#db/schema/auth";
import { deviceLabel } from "#domain/device-label";
import type { AccountSession } from "#domain/read-models/account";

export function createAccountSessionsService(db: Database) {
  return {
    async list(userId: string, currentSessionId: string | null, now: Date = new Date()): Promise<AccountSession[]> {
      const rows = await db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          address: sessions.ipAddress,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
      const list = rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        address: row.address,
        signedInAt: row.createdAt,
        lastActiveAt: row.updatedAt,
        current: row.id === currentSessionId,
      }));
      return [...list.filter((session) => session.current), ...list.filter((session) => !session.current)];
    },

    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },
  };
}
