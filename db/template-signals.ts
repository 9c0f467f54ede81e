// The stored template signals of each channel (youtube_channels.template_signals, read by
// domain/template-risk from the channel's recent uploads). Every writer of a channel's videos
// (the channel sync, the stats refresh, the demo seed) and an admin's edit of its type or start
// date call refreshStoredTemplateSignals after their write; a start-up that finds them made under an older rule rewrites them all
// (rewriteStaleTemplateSignals), the version kept in derived_figures like the revenue model's.
import { eq, sql } from "drizzle-orm";
import { effectiveChannelType } from "#domain/channel-type-ids";
import { TEMPLATE_MAX_UPLOADS, TEMPLATE_WINDOW_DAYS, type TemplateUpload, readTemplateSignals } from "#domain/template-risk";
import { forEachChannelBatch } from "#db/channel-batches";
import type { Database, Transaction } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { derivedFigures } from "#db/schema/operations";

/** Raise it whenever domain/template-risk gives other signals for the same uploads. */
const TEMPLATE_RULE_VERSION = 1;
const TEMPLATE_RULE = "template-signals";
const REWRITE_BATCH = 1000;

type UploadRow = {
  id: string;
  channel_type: string | null;
  ui_channel_type: string | null;
  start_date: string | null;
  as_of: Date | string;
  title: string | null;
  published_at: Date | string | null;
  duration_seconds: number | null;
};

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Reads the recent uploads of the given channels in one query (each channel's newest
 * TEMPLATE_MAX_UPLOADS of the window, through the channel-and-published index) and rewrites their
 * signals where they changed. The reading's date is the uploads' as-of (the last sync, else when
 * the channel was added), so the same data gives the same row.
 */
export async function refreshStoredTemplateSignals(
  executor: Database | Transaction,
  channelIds: readonly string[],
): Promise<number> {
  const ids = [...new Set(channelIds)];
  if (ids.length === 0) return 0;
  const v = youtubeVideoStats;
  const rows = await executeRows<UploadRow>(
    executor,
    sql`select c.id, c.channel_type, c.metadata->>'ui_channel_type' as ui_channel_type, c.start_date::text as start_date,
        coalesce(c.last_synced_at, c.created_at) as as_of, u.title, u.published_at, u.duration_seconds
      from ${youtubeChannels} c
      left join lateral (
        select ${v.title} as title, ${v.publishedAt} as published_at, ${v.durationSeconds} as duration_seconds
        from ${v}
        where ${v.channelId} = c.id
          and ${v.publishedAt} <= coalesce(c.last_synced_at, c.created_at)
          and ${v.publishedAt} > coalesce(c.last_synced_at, c.created_at) - interval '${sql.raw(String(TEMPLATE_WINDOW_DAYS))} days'
        order by ${v.publishedAt} desc
        limit ${sql.raw(String(TEMPLATE_MAX_UPLOADS))}
      ) u on true
      where c.id = any(${sql.param(ids)}::uuid[])`,
  );
  const byChannel = new Map<string, { row: UploadRow; uploads: TemplateUpload[] }>();
  for (const row of rows) {
    let entry = byChannel.get(row.id);
    if (!entry) byChannel.set(row.id, (entry = { row, uploads: [] }));
    if (row.title !== null && row.published_at !== null)
      entry.uploads.push({ title: row.title, publishedAt: asDate(row.published_at), durationSeconds: row.duration_seconds });
  }
  const written = [...byChannel.values()].map(({ row, uploads }) => {
    const asOf = asDate(row.as_of);
    const reading = readTemplateSignals({
      asOf,
      startDate: row.start_date,
      typeId: effectiveChannelType({ channelType: row.channel_type, metadata: { ui_channel_type: row.ui_channel_type } }),
      uploads,
    });
    return { id: row.id, signals: reading, at: asOf.toISOString() };
  });
  if (written.length === 0) return 0;
  await executor.execute(sql`update ${youtubeChannels} c
    set template_signals = x.signals, template_signals_at = x.at
    from jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as x(id uuid, signals jsonb, at timestamptz)
    where c.id = x.id
      and (c.template_signals, c.template_signals_at) is distinct from (x.signals, x.at)`);
  return written.length;
}

/**
 * Reads every channel's signals when they were made under an older rule (or never), then records
 * the version. Called once at start-up by the process that migrates; returns how many channels it
 * read (0 when up to date).
 */
export async function rewriteStaleTemplateSignals(db: Database, onProgress?: (done: number) => void): Promise<number> {
  const [stored] = await db
    .select({ version: derivedFigures.version })
    .from(derivedFigures)
    .where(eq(derivedFigures.name, TEMPLATE_RULE));
  if (stored?.version === TEMPLATE_RULE_VERSION) return 0;
  const done = await forEachChannelBatch(db, REWRITE_BATCH, async (channelIds, doneSoFar) => {
    await refreshStoredTemplateSignals(db, channelIds);
    onProgress?.(doneSoFar);
  });
  await markTemplateSignalsCurrent(db);
  return done;
}

/** Marks the stored signals as read under the current rule (the seed reads them with it). */
export async function markTemplateSignalsCurrent(executor: Database | Transaction): Promise<void> {
  await executor
    .insert(derivedFigures)
    .values({ name: TEMPLATE_RULE, version: TEMPLATE_RULE_VERSION, computedAt: new Date() })
    .onConflictDoUpdate({ target: derivedFigures.name, set: { version: TEMPLATE_RULE_VERSION, computedAt: new Date() } });
}
