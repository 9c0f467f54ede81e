// A member's saved searches; the action stores the canonical query, this keeps the name and limit rules.
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { isUniqueViolation } from "#db/postgres-errors";
import { savedSearches } from "#db/schema/members";
import { isUuid } from "#domain/channel-slug";
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
  duplicateSavedSearchNameMessage,
} from "#domain/saved-search";
import { lockMember } from "#server/services/member-lock.server";

export type SavedSearch = Pick<typeof savedSearches.$inferSelect, "id" | "name" | "query" | "createdAt" | "lastRunAt">;

export type SavedSearchOutcome =
  | { ok: true; search: SavedSearch }
  | { ok: false; status: 404 | 409; field?: "name"; message: string };

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  createdAt: savedSearches.createdAt,
  lastRunAt: savedSearches.lastRunAt,
};

export function createSavedSearchesService(db: Database) {
  const own = (userId: string, id: string) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));
  const duplicate = (name: string): SavedSearchOutcome => ({
    ok: false,
    status: 409,
    field: "name",
    message: duplicateSavedSearchNameMessage(name),
  });

  return {
    async list(userId: string): Promise<SavedSearch[]> {
      return db
        .select(columns)
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt));
    },

    async get(userId: string, id: string): Promise<SavedSearch | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select(columns).from(savedSearches).where(own(userId, id)).limit(1);
      return row ?? null;
    },

    /** The action validated both. */
    async create(userId: string, name: string, query: string): Promise<SavedSearchOutcome> {
      try {
        return await db.transaction(async (tx) => {
          await lockMember(tx, userId);
          const [total] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
          if ((total?.n ?? 0) >= SAVED_SEARCH_LIMIT)
            return { ok: false as const, status: 409 as const, message: SAVED_SEARCH_LIMIT_MESSAGE };
          const [row] = await tx.insert(savedSearches).values({ userId, name, query }).onConflictDoNothing().returning(columns);
          return row ? { ok: true as const, search: row } : duplicate(name);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return duplicate(name);
        throw error;
      }
    },

    async rename(userId: string, id: string, name: string): Promise<SavedSearchOutcome> {
      if (!isUuid(id)) return { ok: false, status: 404, message: SAVED_SEARCH_NOT_FOUND_MESSAGE };
      try {
        const [row] = await db.update(savedSearches).set({ name }).where(own(userId, id)).returning(columns);
        return row ? { ok: true, search: row } : { ok: false, status: 404, message: SAVED_SEARCH_NOT_FOUND_MESSAGE };
      } catch (error) {
        if (isUniqueViolation(error)) return duplicate(name);
        throw error;
      }
    },

    async remove(userId: string, id: string): Promise<SavedSearchOutcome> {
      if (!isUuid(id)) return { ok: false, status: 404, message: SAVED_SEARCH_NOT_FOUND_MESSAGE };
      const [row] = await db.delete(savedSearches).where(own(userId, id)).returning(columns);
      return row ? { ok: true, search: row } : { ok: false, status: 404, message: SAVED_SEARCH_NOT_FOUND_MESSAGE };
    },

    async markRun(userId: string, id: string, at: Date = new Date()): Promise<SavedSearch | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.update(savedSearches).set({ lastRunAt: at }).where(own(userId, id)).returning(columns);
      return row ?? null;
    },
  };
}
