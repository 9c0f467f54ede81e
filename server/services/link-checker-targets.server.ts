// Where the link checker's links come from, a page at a time. A re-check goes to a link's URL as it is now.
import { and, asc, count, eq, gt, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { LINK_SOURCES, linkChecks, type LinkSource } from "#db/schema/operations";

export interface LinkTarget {
  source: LinkSource;
  sourceId: string;
  label: string | null;
  url: string;
}

const TARGET_PAGE_SIZE = 500;

export function videoLink(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

function nonBlank(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Tests point `videoUrl` at a local server. */
export function createLinkTargets(db: Database, videoUrl: () => (videoId: string) => string) {
  async function targetsPage(source: LinkSource, after: string | null, limit: number, ids?: string[]): Promise<LinkTarget[]> {
    switch (source) {
      case "channel_url":
      case "channel_screenshot": {
        const column = source === "channel_url" ? youtubeChannels.channelUrl : youtubeChannels.screenshotUrl;
        const conditions: SQL[] = [isNotNull(column), ne(sql`trim(${column})`, ""), eq(youtubeChannels.isDemo, false)];
        if (after) conditions.push(gt(sql`${youtubeChannels.id}::text`, after));
        if (ids) conditions.push(inArray(sql`${youtubeChannels.id}::text`, ids));
        const rows = await db
          .select({ id: sql<string>`${youtubeChannels.id}::text`, label: youtubeChannels.channelTitle, url: column })
          .from(youtubeChannels)
          .where(and(...conditions))
          .orderBy(sql`${youtubeChannels.id}::text`)
          .limit(limit);
        return rows
          .filter((r) => nonBlank(r.url))
          .map((r) => ({ source, sourceId: r.id, label: r.label, url: (r.url as string).trim() }));
      }
      case "channel_type_image": {
        const conditions: SQL[] = [isNotNull(channelTypes.imageUrl), ne(sql`trim(${channelTypes.imageUrl})`, "")];
        if (after) conditions.push(gt(channelTypes.id, after));
        if (ids) conditions.push(inArray(channelTypes.id, ids));
        const rows = await db
          .select({ id: channelTypes.id, label: channelTypes.label, url: channelTypes.imageUrl })
          .from(channelTypes)
          .where(and(...conditions))
          .orderBy(asc(channelTypes.id))
          .limit(limit);
        return rows
          .filter((r) => nonBlank(r.url))
          .map((r) => ({ source, sourceId: r.id, label: r.label, url: (r.url as string).trim() }));
      }
      case "video_link": {
        const conditions: SQL[] = [ne(sql`trim(${youtubeVideoStats.videoId})`, "")];
        if (after) conditions.push(gt(sql`${youtubeVideoStats.id}::text`, after));
        if (ids) conditions.push(inArray(sql`${youtubeVideoStats.id}::text`, ids));
        const rows = await db
          .select({
            id: sql<string>`${youtubeVideoStats.id}::text`,
            label: youtubeVideoStats.title,
            videoId: youtubeVideoStats.videoId,
          })
          .from(youtubeVideoStats)
          .innerJoin(youtubeChannels, and(eq(youtubeChannels.id, youtubeVideoStats.channelId), eq(youtubeChannels.isDemo, false)))
          .where(and(...conditions))
          .orderBy(sql`${youtubeVideoStats.id}::text`)
          .limit(limit);
        const toUrl = videoUrl();
        return rows.map((r) => ({ source, sourceId: r.id, label: r.label, url: toUrl(r.videoId.trim()) }));
      }
    }
  }

  /** The links a run checks: none of the demo channels' (generated, they cannot resolve). */
  async function countLinks(executor: Database | Transaction = db): Promise<Record<LinkSource, number>> {
    const [channels] = await executor
      .select({
        urls: sql<number>`count(*) filter (where trim(coalesce(${youtubeChannels.channelUrl}, '')) <> '')`.mapWith(Number),
        screenshots: sql<number>`count(*) filter (where trim(coalesce(${youtubeChannels.screenshotUrl}, '')) <> '')`.mapWith(
          Number,
        ),
      })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.isDemo, false));
    const [types] = await executor
      .select({ n: count() })
      .from(channelTypes)
      .where(sql`trim(coalesce(${channelTypes.imageUrl}, '')) <> ''`);
    const [videos] = await executor
      .select({ n: count() })
      .from(youtubeVideoStats)
      .innerJoin(youtubeChannels, and(eq(youtubeChannels.id, youtubeVideoStats.channelId), eq(youtubeChannels.isDemo, false)))
      .where(sql`trim(${youtubeVideoStats.videoId}) <> ''`);
    return {
      channel_url: channels?.urls ?? 0,
      channel_screenshot: channels?.screenshots ?? 0,
      channel_type_image: types?.n ?? 0,
      video_link: videos?.n ?? 0,
    };
  }

  /** The demo channels' links (their pages, screenshots and videos), which no run checks. */
  async function countDemoLinks(): Promise<number> {
    const [channels] = await db
      .select({
        links: sql<number>`count(*) filter (where trim(coalesce(${youtubeChannels.channelUrl}, '')) <> '')
          + count(*) filter (where trim(coalesce(${youtubeChannels.screenshotUrl}, '')) <> '')`.mapWith(Number),
      })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.isDemo, true));
    const [videos] = await db
      .select({ n: count() })
      .from(youtubeVideoStats)
      .innerJoin(youtubeChannels, and(eq(youtubeChannels.id, youtubeVideoStats.channelId), eq(youtubeChannels.isDemo, true)));
    return (channels?.links ?? 0) + (videos?.n ?? 0);
  }

  async function* allTargets(): AsyncGenerator<LinkTarget[]> {
    for (const source of LINK_SOURCES) {
      let after: string | null = null;
      for (;;) {
        const page = await targetsPage(source, after, TARGET_PAGE_SIZE);
        if (page.length === 0) break;
        yield page;
        after = page[page.length - 1]?.sourceId ?? null;
        if (page.length < TARGET_PAGE_SIZE) break;
      }
    }
  }

  /** Results whose link is gone are deleted. */
  async function currentTargets(
    stored: { id: string; source: LinkSource; sourceId: string }[],
  ): Promise<{ targets: LinkTarget[]; gone: number }> {
    const targets: LinkTarget[] = [];
    const goneIds: string[] = [];
    for (const source of LINK_SOURCES) {
      const ofSource = stored.filter((s) => s.source === source);
      if (ofSource.length === 0) continue;
      const found = await targetsPage(
        source,
        null,
        ofSource.length,
        ofSource.map((s) => s.sourceId),
      );
      const bySourceId = new Map(found.map((t) => [t.sourceId, t]));
      for (const s of ofSource) {
        const target = bySourceId.get(s.sourceId);
        if (target) targets.push(target);
        else goneIds.push(s.id);
      }
    }
    if (goneIds.length > 0) await db.delete(linkChecks).where(inArray(linkChecks.id, goneIds));
    return { targets, gone: goneIds.length };
  }

  async function* brokenTargets(): AsyncGenerator<LinkTarget[]> {
    let after: string | null = null;
    for (;;) {
      const conditions: SQL[] = [eq(linkChecks.outcome, "broken")];
      if (after) conditions.push(gt(sql`${linkChecks.id}::text`, after));
      const stored = await db
        .select({ id: sql<string>`${linkChecks.id}::text`, source: linkChecks.source, sourceId: linkChecks.sourceId })
        .from(linkChecks)
        .where(and(...conditions))
        .orderBy(sql`${linkChecks.id}::text`)
        .limit(TARGET_PAGE_SIZE);
      if (stored.length === 0) return;
      const { targets } = await currentTargets(stored);
      if (targets.length > 0) yield targets;
      after = stored[stored.length - 1]?.id ?? null;
      if (stored.length < TARGET_PAGE_SIZE) return;
    }
  }

  return {
    countLinks,
    countDemoLinks,
    async countScope(executor: Database | Transaction, scope: "all" | "broken"): Promise<number> {
      if (scope === "all") {
        const counts = await countLinks(executor);
        return LINK_SOURCES.reduce((sum, source) => sum + counts[source], 0);
      }
      const [row] = await executor.select({ n: count() }).from(linkChecks).where(eq(linkChecks.outcome, "broken"));
      return row?.n ?? 0;
    },
    allTargets,
    brokenTargets,
    currentTargets,
  };
}

export type LinkTargets = ReturnType<typeof createLinkTargets>;
