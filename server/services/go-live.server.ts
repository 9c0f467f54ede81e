// Removes the demo catalogue in one transaction (domain/admin/go-live.ts): the demo channels, and
// by cascade their videos, snapshots, fixed-age views, idea examples and members' follows; the
// channel counts follow by their triggers and the search's words are rebuilt. The audit entry
// lands in the same transaction; the catalogue-change trigger clears the page cache.
import { count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { type DemoCatalogueSize, describeDemoCatalogue } from "#domain/admin/go-live";
import { recordAudit } from "#server/services/audit.server";

/** Who went live: an admin, or the command line (no account). */
export interface GoLiveActor {
  id: string | null;
  email: string;
}

export function createGoLiveService(db: Database) {
  const demoChannels = db.select({ id: youtubeChannels.id }).from(youtubeChannels).where(eq(youtubeChannels.isDemo, true));

  async function demoSize(executor: Pick<Database, "select"> = db): Promise<DemoCatalogueSize> {
    const [channels] = await executor.select({ n: count() }).from(youtubeChannels).where(eq(youtubeChannels.isDemo, true));
    const [videos] = await executor
      .select({ n: count() })
      .from(youtubeVideoStats)
      .where(inArray(youtubeVideoStats.channelId, demoChannels));
    return { channels: channels?.n ?? 0, videos: videos?.n ?? 0 };
  }

  return {
    demoSize: () => demoSize(),

    /** Removes every demo channel; returns what was removed (nothing when the catalogue is already live). */
    async goLive(actor: GoLiveActor): Promise<DemoCatalogueSize> {
      return db.transaction(async (tx) => {
        const size = await demoSize(tx);
        if (size.channels === 0) return size;
        await tx.delete(youtubeChannels).where(eq(youtubeChannels.isDemo, true));
        // The typo pass's words only grow (migration 0005): rebuilt from the channels left, so no
        // correction points at a demo title that is gone.
        await tx.execute(sql`delete from search_words`);
        await tx.execute(sql`
          insert into search_words (word)
          select distinct t.word
          from youtube_channels c cross join lateral search_word_tokens(c.channel_title, c.keywords, c.description) as t(word)
          on conflict (word) do nothing`);
        await recordAudit(tx, actor, {
          action: "delete",
          entityType: "demo_catalogue",
          // The entry's name in the log: "Deleted demo catalogue 1,200 demo channels with 39,670 videos".
          before: { label: describeDemoCatalogue(size), ...size },
          after: null,
        });
        return size;
      });
    },
  };
}
