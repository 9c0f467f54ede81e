// The niche radar's reads and its one write (rules in domain/niche-radar.ts):
// - recordNicheReadings: the dated history of every niche's, type's and niche × type's stage,
//   verdict and breakout channels (db/schema/niche-readings.ts), a row only for a group whose
//   reading changed since its latest row; the digest job records before it builds, so a member's
//   "now" is never older than their mail.
// - radarFor: one member's events between two instants, for the niches and types they follow.
import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelStatsSnapshots, channelTypes, niches } from "#db/schema/catalogue";
import { follows } from "#db/schema/members";
import { nicheReadings } from "#db/schema/niche-readings";
import { channelPath } from "#domain/channel-slug";
import {
  type NicheReading,
  RADAR_NEWCOMER_SUBSCRIBERS,
  type RadarEvent,
  type RadarGroupReadings,
  type RadarNewcomer,
  type RadarSubject,
  channelTypePagePath,
  newcomerStartedAfter,
  nichePagePath,
  radarEvents,
} from "#domain/niche-radar";
import { channelsWithGroups } from "#server/services/catalogue-insights.server";
import { createNicheVerdictsService } from "#server/services/niche-verdicts.server";

// Any constant works; every process must agree on it: two recorders never both insert a change.
const RECORD_LOCK_KEY = 7_406_151_029;
/** Newcomers read per member and digest (the digest lists at most this many events anyway). */
const NEWCOMERS_READ = 20;

const groupKey = (nicheId: string | null, typeId: string | null) => `${nicheId ?? ""}/${typeId ?? ""}`;

const sameReading = (a: NicheReading, b: NicheReading) =>
  a.stage === b.stage && a.verdict === b.verdict && a.breakoutChannels === b.breakoutChannels;

const readingColumns = {
  nicheId: nicheReadings.nicheId,
  typeId: nicheReadings.channelTypeId,
  stage: nicheReadings.stage,
  verdict: nicheReadings.verdict,
  asOf: nicheReadings.asOf,
  breakoutChannels: nicheReadings.breakoutChannels,
};

/** Stores the readings that changed; returns how many groups were read and how many rows written. */
export async function recordNicheReadings(db: Database, now: Date = new Date()): Promise<{ groups: number; recorded: number }> {
  const current = await createNicheVerdictsService(db).readings();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECORD_LOCK_KEY})`);
    const latest = await tx
      .selectDistinctOn([nicheReadings.nicheId, nicheReadings.channelTypeId], readingColumns)
      .from(nicheReadings)
      .orderBy(nicheReadings.nicheId, nicheReadings.channelTypeId, desc(nicheReadings.recordedAt));
    const byGroup = new Map(latest.map((row) => [groupKey(row.nicheId, row.typeId), row]));
    const changed = current
      .map(({ nicheId, typeId, verdict }) => ({
        nicheId,
        channelTypeId: typeId,
        stage: verdict.stage,
        verdict: verdict.verdict,
        asOf: verdict.asOf || null,
        breakoutChannels: verdict.evidence.breakoutChannels,
        recordedAt: now,
      }))
      .filter((row) => {
        const last = byGroup.get(groupKey(row.nicheId, row.channelTypeId));
        return !last || !sameReading(last, row);
      });
    // A few hundred groups at most (niches + types + measured pairs): one statement per thousand.
    for (let i = 0; i < changed.length; i += 1_000) await tx.insert(nicheReadings).values(changed.slice(i, i + 1_000));
    return { groups: current.length, recorded: changed.length };
  });
}

export interface RadarWindow {
  userId: string;
  since: Date;
  until: Date;
}

type FollowedGroup = { nicheId: string | null; typeId: string | null; subject: RadarSubject };

type NewcomerRow = {
  id: string;
  title: string;
  niche_id: string | null;
  type_id: string | null;
  start_date: string | Date;
  before_subscribers: string | number | null;
  now_subscribers: string | number;
};

const isoDay = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export function createNicheRadarService(db: Database) {
  /** One statement: most members follow only channels, and then the radar costs no more. */
  async function followedGroups(userId: string): Promise<FollowedGroup[]> {
    const rows = await executeRows<{ niche_id: string | null; type_id: string | null; name: string; slug: string | null }>(
      db,
      sql`select 0 as kind, n.id as niche_id, null as type_id, n.name, n.slug
          from ${follows} f join ${niches} n on n.id = f.niche_id where f.user_id = ${userId}
        union all
        select 1, null, t.id, t.label, null
          from ${follows} f join ${channelTypes} t on t.id = f.channel_type_id where f.user_id = ${userId}
        order by kind, name`,
    );
    return rows.map((row) => ({
      nicheId: row.niche_id,
      typeId: row.type_id,
      subject: {
        name: row.name,
        path: row.niche_id ? nichePagePath(row.slug ?? "") : channelTypePagePath(row.type_id ?? ""),
      },
    }));
  }

  /** Each group's reading in force at `at`: its newest row recorded then or before. */
  function readingsAt(nicheIds: string[], typeIds: string[], at: Date) {
    const ofFollowed = or(
      nicheIds.length > 0 ? inArray(nicheReadings.nicheId, nicheIds) : undefined,
      typeIds.length > 0 ? inArray(nicheReadings.channelTypeId, typeIds) : undefined,
    );
    return db
      .selectDistinctOn([nicheReadings.nicheId, nicheReadings.channelTypeId], {
        ...readingColumns,
        nicheName: niches.name,
        nicheSlug: niches.slug,
        typeLabel: channelTypes.label,
      })
      .from(nicheReadings)
      .leftJoin(niches, eq(niches.id, nicheReadings.nicheId))
      .leftJoin(channelTypes, eq(channelTypes.id, nicheReadings.channelTypeId))
      .where(and(lte(nicheReadings.recordedAt, at), ofFollowed))
      .orderBy(nicheReadings.nicheId, nicheReadings.channelTypeId, desc(nicheReadings.recordedAt));
  }

  /**
   * Channels of the followed niches and types started in the last 12 months whose subscribers
   * crossed the line in the window: below it before the window (or at their first snapshot in it),
   * at or past it at their newest snapshot in it. Snapshots by when they were stored, as the
   * digest's growth lines read them.
   */
  async function newcomers(nicheIds: string[], typeIds: string[], { since, until }: RadarWindow): Promise<NewcomerRow[]> {
    const s = channelStatsSnapshots;
    const from = since.toISOString();
    const to = until.toISOString();
    const ofFollowed = sql.join(
      [
        ...(nicheIds.length > 0
          ? [
              sql`g.niche_id in (${sql.join(
                nicheIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
            ]
          : []),
        ...(typeIds.length > 0
          ? [
              sql`g.type_id in (${sql.join(
                typeIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            ]
          : []),
      ],
      sql` or `,
    );
    const untilDay = to.slice(0, 10);
    return executeRows<NewcomerRow>(
      db,
      sql`select g.id, c.channel_title as title, g.niche_id, g.type_id, g.start_date,
            coalesce(b.subscribers, f.subscribers) as before_subscribers, n.subscribers as now_subscribers
          from (${channelsWithGroups}) g join youtube_channels c on c.id = g.id
          join lateral (select ${s.subscribers} as subscribers from ${s}
            where ${s.channelId} = g.id and ${s.createdAt} > ${from}::timestamptz and ${s.createdAt} <= ${to}::timestamptz
            order by ${s.day} desc limit 1) n on true
          left join lateral (select ${s.subscribers} as subscribers from ${s}
            where ${s.channelId} = g.id and ${s.createdAt} <= ${from}::timestamptz
            order by ${s.day} desc limit 1) b on true
          left join lateral (select ${s.subscribers} as subscribers from ${s}
            where ${s.channelId} = g.id and ${s.createdAt} > ${from}::timestamptz and ${s.createdAt} <= ${to}::timestamptz
            order by ${s.day} asc limit 1) f on true
          where (${ofFollowed})
            and g.start_date > ${newcomerStartedAfter(untilDay)}::date and g.start_date <= ${untilDay}::date
            and n.subscribers >= ${RADAR_NEWCOMER_SUBSCRIBERS}
            and coalesce(b.subscribers, f.subscribers) < ${RADAR_NEWCOMER_SUBSCRIBERS}
          order by g.start_date desc, g.id
          limit ${NEWCOMERS_READ}`,
    );
  }

  return {
    /** The member's radar events between `since` and `until`; none when they follow no niche or type. */
    async radarFor(window: RadarWindow): Promise<RadarEvent[]> {
      const followed = await followedGroups(window.userId);
      if (followed.length === 0) return [];
      const nicheIds = followed.flatMap((group) => (group.nicheId ? [group.nicheId] : []));
      const typeIds = followed.flatMap((group) => (group.typeId ? [group.typeId] : []));
      const [before, now, found] = await Promise.all([
        readingsAt(nicheIds, typeIds, window.since),
        readingsAt(nicheIds, typeIds, window.until),
        newcomers(nicheIds, typeIds, window),
      ]);
      const beforeByGroup = new Map(before.map((row) => [groupKey(row.nicheId, row.typeId), row]));
      const nowByGroup = new Map(now.map((row) => [groupKey(row.nicheId, row.typeId), row]));
      const readingsOf = (nicheId: string | null, typeId: string | null, subject: RadarSubject): RadarGroupReadings => ({
        subject,
        before: beforeByGroup.get(groupKey(nicheId, typeId)) ?? null,
        now: nowByGroup.get(groupKey(nicheId, typeId)) ?? null,
      });
      const pairs = now
        .filter((row) => row.nicheId !== null && row.typeId !== null && row.nicheSlug !== null)
        .map((row) =>
          readingsOf(row.nicheId, row.typeId, {
            name: `${row.nicheName} × ${row.typeLabel}`,
            path: nichePagePath(row.nicheSlug ?? ""),
          }),
        )
        .sort((a, b) => a.subject.name.localeCompare(b.subject.name));
      const subjectOf = (row: NewcomerRow): RadarSubject | null =>
        followed.find((group) => group.nicheId !== null && group.nicheId === row.niche_id)?.subject ??
        followed.find((group) => group.typeId !== null && group.typeId === row.type_id)?.subject ??
        null;
      return radarEvents({
        followed: followed.map((group) => readingsOf(group.nicheId, group.typeId, group.subject)),
        pairs,
        newcomers: found.flatMap((row) => {
          const subject = subjectOf(row);
          if (!subject) return [];
          const channel: RadarNewcomer = {
            channelId: row.id,
            title: row.title,
            path: channelPath(row.title, row.id),
            startedOn: isoDay(row.start_date),
            subscribersBefore: row.before_subscribers === null ? null : Number(row.before_subscribers),
            subscribersNow: Number(row.now_subscribers),
          };
          return [{ subject, channel }];
        }),
      });
    },
  };
}
