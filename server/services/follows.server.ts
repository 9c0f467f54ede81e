// A member's follows. Targets are looked up here, so an unknown one is "not found", never a foreign-key error.
import { and, count, eq } from "drizzle-orm";
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

type Resolved = { key: FollowKey; name: string };

function keyCondition(userId: string, key: FollowKey) {
  if ("channelId" in key) return and(eq(follows.userId, userId), eq(follows.channelId, key.channelId));
  if ("nicheId" in key) return and(eq(follows.userId, userId), eq(follows.nicheId, key.nicheId));
  return and(eq(follows.userId, userId), eq(follows.channelTypeId, key.channelTypeId));
}

export function createFollowsService(db: Database) {
  async function resolve(target: FollowTarget): Promise<Resolved | null> {
    const lookups: Record<FollowKind, () => Promise<Resolved | null>> = {
      channel: async () => {
        const [row] = await db
          .select({ id: youtubeChannels.id, name: youtubeChannels.channelTitle })
          .from(youtubeChannels)
          .where(eq(youtubeChannels.id, target.target))
          .limit(1);
        return row ? { key: { channelId: row.id }, name: row.name } : null;
      },
      niche: async () => {
        const [row] = await db
          .select({ id: niches.id, name: niches.name })
          .from(niches)
          .where(eq(niches.slug, target.target))
          .limit(1);
        return row ? { key: { nicheId: row.id }, name: row.name } : null;
      },
      type: async () => {
        const [row] = await db
          .select({ id: channelTypes.id, name: channelTypes.label })
          .from(channelTypes)
          .where(eq(channelTypes.id, target.target))
          .limit(1);
        return row ? { key: { channelTypeId: row.id }, name: row.name } : null;
      },
    };
    return lookups[target.kind]();
  }

  return {
    async isFollowing(userId: string, key: FollowKey): Promise<boolean> {
      const [row] = await db.select({ id: follows.id }).from(follows).where(keyCondition(userId, key)).limit(1);
      return !!row;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
      return row?.n ?? 0;
    },

    async follow(userId: string, target: FollowTarget): Promise<FollowOutcome> {
      const resolved = await resolve(target);
      if (!resolved) return { ok: false, status: 404, message: FOLLOW_NOT_FOUND_MESSAGE[target.kind] };
      return db.transaction(async (tx) => {
        await lockMember(tx, userId);
        const [existing] = await tx.select({ id: follows.id }).from(follows).where(keyCondition(userId, resolved.key)).limit(1);
        if (existing) return { ok: true as const, following: true, name: resolved.name };
        const [total] = await tx.select({ n: count() }).from(follows).where(eq(follows.userId, userId));
        if ((total?.n ?? 0) >= FOLLOW_LIMIT) return { ok: false as const, status: 409 as const, message: FOLLOW_LIMIT_MESSAGE };
        await tx
          .insert(follows)
          .values({ userId, ...resolved.key })
          .onConflictDoNothing();
        return { ok: true as const, following: true, name: resolved.name };
      });
    },

    async unfollow(userId: string, target: FollowTarget): Promise<FollowOutcome> {
      const resolved = await resolve(target);
      if (!resolved) return { ok: false, status: 404, message: FOLLOW_NOT_FOUND_MESSAGE[target.kind] };
      await db.delete(follows).where(keyCondition(userId, resolved.key));
      return { ok: true, following: false, name: resolved.name };
    },
  };
}
