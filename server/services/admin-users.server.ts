// Admin user management. Every change locks the rows it decides on (`for update`), so two admins demoting each
// other at once cannot leave the site without an admin; "the last admin" counts admins who can still sign in.
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  USER_ACTION_MESSAGES,
  USER_LIST_PAGE_SIZE,
  isBanActive,
  type AdminUserRow,
  type UserListParams,
  type UserRole,
} from "#domain/admin/user-actions";
import type { Database, Transaction } from "#db/database";
import { sessions, users } from "#db/schema/auth";
import { likeContains } from "#domain/sql-like";
import { recordAudit, type AuditActor } from "#server/services/audit.server";
import { getEnv } from "#server/env";

export interface AdminUserList {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

export type AdminUserRefusal = "not-found" | "self" | "last-admin" | "admin-by-env";

export interface AdminUserSubject {
  id: string;
  name: string;
  email: string;
}

export type AdminUserResult<T = object> =
  | ({ ok: true; changed: boolean; user: AdminUserSubject } & T)
  | { ok: false; reason: AdminUserRefusal; message: string };

/** No secrets live on the users row, but only these fields are copied. */
function auditSnapshot(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    username: user.username,
    role: user.role,
    emailVerified: user.emailVerified,
    banned: !!user.banned,
    banReason: user.banReason,
    banExpires: user.banExpires,
  };
}

/** Same rule as isBanActive. */
function banActive(now: Date): SQL {
  return sql`(${users.banned} is true and (${users.banExpires} is null or ${users.banExpires} > ${now}))`;
}

const subject = (user: typeof users.$inferSelect): AdminUserSubject => ({ id: user.id, name: user.name, email: user.email });

function refuse(reason: AdminUserRefusal, message: string): { ok: false; reason: AdminUserRefusal; message: string } {
  return { ok: false, reason, message };
}

export interface AdminUsersOptions {
  adminEmails?: readonly string[];
  now?: () => Date;
}

export function createAdminUsersService(db: Database, options: AdminUsersOptions = {}) {
  const adminEmails = () => options.adminEmails ?? getEnv().ADMIN_EMAILS;
  const now = options.now ?? (() => new Date());
  const isEnvAdmin = (email: string) => adminEmails().includes(email.trim().toLowerCase());

  /** Locks in id order so concurrent changes queue instead of deadlocking; PostgreSQL re-checks a locked row's
   * condition once the lock is granted, so a change that committed first is seen. */
  async function lockForChange(tx: Transaction, userId: string) {
    const at = now();
    // Admins first, then the target: every change takes the locks in the same order.
    const activeAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), sql`not ${banActive(at)}`))
      .orderBy(asc(users.id))
      .for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) return null;
    const targetIsActiveAdmin =
      target.role === "admin" && !isBanActive({ banned: target.banned, banExpires: target.banExpires }, at);
    return { target, isLastAdmin: targetIsActiveAdmin && activeAdmins.every((a) => a.id === target.id) };
  }

  return {
    async list(params: Partial<UserListParams> = {}): Promise<AdminUserList> {
      const at = now();
      const page = Math.max(1, params.page ?? 1);
      const conditions: SQL[] = [];
      const query = params.query?.trim();
      if (query) {
        const pattern = likeContains(query);
        const match = or(
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          ilike(users.displayName, pattern),
          ilike(users.username, pattern),
        );
        if (match) conditions.push(match);
      }
      if (params.role === "admin" || params.role === "member") conditions.push(eq(users.role, params.role));
      if (params.status === "banned") conditions.push(banActive(at));
      if (params.status === "active") conditions.push(sql`not ${banActive(at)}`);
      const where = conditions.length ? and(...conditions) : undefined;

      const sessionStats = db
        .select({
          userId: sessions.userId,
          sessionCount: sql<number>`count(*) filter (where ${sessions.expiresAt} > ${at})`.mapWith(Number).as("session_count"),
        })
        .from(sessions)
        .groupBy(sessions.userId)
        .as("session_stats");

      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            username: users.displayUsername,
            usernameKey: users.username,
            displayName: users.displayName,
            role: users.role,
            emailVerified: users.emailVerified,
            twoFactorEnabled: users.twoFactorEnabled,
            banned: users.banned,
            banReason: users.banReason,
            banExpires: users.banExpires,
            createdAt: users.createdAt,
            lastSignInAt: users.lastSignInAt,
            sessionCount: sessionStats.sessionCount,
          })
          .from(users)
          .leftJoin(sessionStats, eq(sessionStats.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(USER_LIST_PAGE_SIZE)
          .offset((page - 1) * USER_LIST_PAGE_SIZE),
        db.select({ total: count() }).from(users).where(where),
      ]);

      return {
        users: rows.map(({ usernameKey, ...row }) => ({
          ...row,
          username: row.username ?? usernameKey,
          twoFactorEnabled: !!row.twoFactorEnabled,
          banned: isBanActive({ banned: row.banned, banExpires: row.banExpires }, at),
          sessionCount: row.sessionCount ?? 0,
          adminByEnv: isEnvAdmin(row.email),
        })),
        total: totals?.total ?? 0,
        page,
        pageSize: USER_LIST_PAGE_SIZE,
      };
    },

    /** Demoting: never yourself, never the last admin, never an ADMIN_EMAILS admin. */
    async setRole(actor: AuditActor, userId: string, role: UserRole): Promise<AdminUserResult> {
      return db.transaction(async (tx) => {
        const locked = await lockForChange(tx, userId);
        if (!locked) return refuse("not-found", USER_ACTION_MESSAGES.notFound);
        const { target, isLastAdmin } = locked;
        if (target.role === role) return { ok: true, changed: false, user: subject(target) };
        if (role === "member") {
          if (isLastAdmin) return refuse("last-admin", USER_ACTION_MESSAGES.lastAdmin);
          if (target.id === actor.id) return refuse("self", USER_ACTION_MESSAGES.selfDemote);
          if (isEnvAdmin(target.email)) return refuse("admin-by-env", USER_ACTION_MESSAGES.adminByEnv);
        }
        const [after] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
        await recordAudit(tx, actor, {
          action: "set-role",
          entityType: "user",
          entityId: userId,
          before: auditSnapshot(target),
          after: after ? auditSnapshot(after) : null,
        });
        return { ok: true, changed: true, user: subject(target) };
      });
    },

    /** Ends their sessions in the same change, so the ban takes effect at once. */
    async ban(
      actor: AuditActor,
      userId: string,
      input: { reason?: string | null | undefined; expiresAt?: Date | null | undefined },
    ): Promise<AdminUserResult<{ sessionsEnded: number }>> {
      return db.transaction(async (tx) => {
        const locked = await lockForChange(tx, userId);
        if (!locked) return refuse("not-found", USER_ACTION_MESSAGES.notFound);
        const { target, isLastAdmin } = locked;
        if (isLastAdmin) return refuse("last-admin", USER_ACTION_MESSAGES.lastAdmin);
        if (target.id === actor.id) return refuse("self", USER_ACTION_MESSAGES.selfBan);
        const [after] = await tx
          .update(users)
          .set({ banned: true, banReason: input.reason?.trim() || null, banExpires: input.expiresAt ?? null })
          .where(eq(users.id, userId))
          .returning();
        const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
        await recordAudit(tx, actor, {
          action: "ban",
          entityType: "user",
          entityId: userId,
          before: auditSnapshot(target),
          after: after ? { ...auditSnapshot(after), sessionsEnded: ended.length } : null,
        });
        return { ok: true, changed: true, user: subject(target), sessionsEnded: ended.length };
      });
    },

    async unban(actor: AuditActor, userId: string): Promise<AdminUserResult> {
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
        if (!target) return refuse("not-found", USER_ACTION_MESSAGES.notFound);
        if (!target.banned) return { ok: true, changed: false, user: subject(target) };
        const [after] = await tx
          .update(users)
          .set({ banned: false, banReason: null, banExpires: null })
          .where(eq(users.id, userId))
          .returning();
        await recordAudit(tx, actor, {
          action: "unban",
          entityType: "user",
          entityId: userId,
          before: auditSnapshot(target),
          after: after ? auditSnapshot(after) : null,
        });
        return { ok: true, changed: true, user: subject(target) };
      });
    },

    async revokeSessions(actor: AuditActor, userId: string): Promise<AdminUserResult<{ sessionsEnded: number }>> {
      return db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
        if (!target) return refuse("not-found", USER_ACTION_MESSAGES.notFound);
        if (target.id === actor.id) return refuse("self", USER_ACTION_MESSAGES.selfRevoke);
        const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
        if (ended.length === 0) return { ok: true, changed: false, user: subject(target), sessionsEnded: 0 };
        await recordAudit(tx, actor, {
          action: "revoke-sessions",
          entityType: "user",
          entityId: userId,
          before: { ...auditSnapshot(target), sessionCount: ended.length },
          after: { ...auditSnapshot(target), sessionCount: 0 },
        });
        return { ok: true, changed: true, user: subject(target), sessionsEnded: ended.length };
      });
    },

    /** Audit entries they made stay, with actor_id set null and their e-mail kept. */
    async remove(actor: AuditActor, userId: string): Promise<AdminUserResult> {
      return db.transaction(async (tx) => {
        const locked = await lockForChange(tx, userId);
        if (!locked) return refuse("not-found", USER_ACTION_MESSAGES.notFound);
        const { target, isLastAdmin } = locked;
        if (isLastAdmin) return refuse("last-admin", USER_ACTION_MESSAGES.lastAdmin);
        if (target.id === actor.id) return refuse("self", USER_ACTION_MESSAGES.selfDelete);
        await tx.delete(users).where(eq(users.id, userId));
        await recordAudit(tx, actor, {
          action: "delete",
          entityType: "user",
          entityId: userId,
          before: auditSnapshot(target),
          after: null,
        });
        return { ok: true, changed: true, user: subject(target) };
      });
    },

    async openSessionCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now())));
      return row?.total ?? 0;
    },
  };
}
