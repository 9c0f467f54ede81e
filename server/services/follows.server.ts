// A member's follows. Targets are looked up here, so an unknown one is "not found", never a foreign-key error.
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { follows } from "#db/schema/members";
import {
  FOLLOW_LIMIT,
  FOLLOW_LIMIT_MESSAGE,
  FOLLOW_NOT_FOUND_MESSAGE,
  type FollowKind,
  type FollowTarget,
} from "#domain/follow-target";
import { lockMember } from "#server/services/member-lock.server";

export type FollowKey = { channelId: string } | { nicheId: string } | { channelTypeId: string };

export type FollowOutcome = { ok: true; following: boolean; name: string } | { ok: false; status: 404 | 409; message: string };

function keyCondition(userId: string, key: FollowKey) {
  if ("channelId" in key) return and(eq(follows.userId, userId), eq(follows.channelId, key.channelId));
  if ("nicheId" in key) return and(eq(follows.userId, userId), eq(follows.nicheId, key.nicheId));
  return and(eq(follows.userId, userId), eq(follows.channelTypeId, key.channelTypeId));
}

/** Where each kind of target is found, by what the form sends, and which column of follows points at it. */
const TARGETS = {
  channel: {
    table: youtubeChannels,
    id: youtubeChannels.id,
    name: youtubeChannels.channelTitle,
    match: youtubeChannels.id,
    column: follows.channelId,
  },
  niche: { table: niches, id: niches.id, name: niches.name, match: niches.slug, column: follows.nicheId },
  type: {
    table: channelTypes,
    id: channelTypes.id,
    name: channelTypes.label,
    match: channelTypes.id,
    column: follows.channelTypeId,
  },
} as const satisfies Record<FollowKind, unknown>;

/** Both drivers answer a raw statement with its rows under `rows`. */
async function rowsOf<Row>(run: Promise<unknown>): Promise<Row[]> {
  return ((await run) as { rows: Row[] }).rows;
}

/** Unqualified, so it also names the column in an insert's column list. */
const userIdColumn = sql.identifier(follows.userId.name);

function targetCte(target: FollowTarget): SQL {
  const t = TARGETS[target.kind];
  return sql`target as (select ${t.id} as id, ${t.name} as name from ${t.table} where ${t.match} = ${target.target} limit 1)`;
}

export function createFollowsService(db: Database) {
  return {
    async isFollowing(userId: string, key: FollowKey): Promise<boolean> {
      const [row] = await db.select({ id: follows.id }).from(follows).where(keyCondition(userId, key)).limit(1);
      return !!row;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
      return row?.n ?? 0;
    },

    // One statement after the member's lock: a follow is a write members make often, and under load
    // every round trip to the database waits its turn (the target's lookup, the check, the count and
    // the insert were four statements).
    async follow(userId: string, target: FollowTarget): Promise<FollowOutcome> {
      const column = sql.identifier(TARGETS[target.kind].column.name);
      const [row] = await db.transaction(async (tx) => {
        // Locked first, so the statement below counts the member's follows after any other of theirs.
        await lockMember(tx, userId);
        return rowsOf<{ name: string | null; existed: boolean; inserted: boolean }>(
          tx.execute(sql`with ${targetCte(target)},
            existing as (select 1 from ${follows} where ${userIdColumn} = ${userId} and ${column} = (select id from target)),
            inserted as (
              insert into ${follows} (${userIdColumn}, ${column})
              select ${userId}, id from target
              where not exists (select 1 from existing)
                and (select count(*) from ${follows} where ${userIdColumn} = ${userId}) < ${FOLLOW_LIMIT}
              on conflict do nothing
              returning 1
            )
            select (select name from target) as name, exists (select 1 from existing) as existed, exists (select 1 from inserted) as inserted`),
        );
      });
      if (row?.name == null) return { ok: false, status: 404, message: FOLLOW_NOT_FOUND_MESSAGE[target.kind] };
      if (!row.existed && !row.inserted) return { ok: false, status: 409, message: FOLLOW_LIMIT_MESSAGE };
      return { ok: true, following: true, name: row.name };
    },

    async unfollow(userId: string, target: FollowTarget): Promise<FollowOutcome> {
      const column = sql.identifier(TARGETS[target.kind].column.name);
      const [row] = await rowsOf<{ name: string | null }>(
        db.execute(sql`with ${targetCte(target)},
          removed as (delete from ${follows} where ${userIdColumn} = ${userId} and ${column} = (select id from target))
          select (select name from target) as name`),
      );
      if (row?.name == null) return { ok: false, status: 404, message: FOLLOW_NOT_FOUND_MESSAGE[target.kind] };
      return { ok: true, following: false, name: row.name };
    },
  };
}
