// Every channel, a batch of ids at a time in id order: bounded memory and short statements at a million.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { youtubeChannels } from "#db/schema/catalogue";

/** Calls `each` with the ids of up to `size` channels at a time; returns how many it passed. */
export async function forEachChannelBatch(
  db: Database,
  size: number,
  each: (channelIds: string[], done: number) => Promise<void>,
): Promise<number> {
  let done = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await db
      .select({ id: youtubeChannels.id })
      .from(youtubeChannels)
      .where(sql`${youtubeChannels.id} > ${after}`)
      .orderBy(youtubeChannels.id)
      .limit(size);
    if (batch.length === 0) return done;
    done += batch.length;
    await each(
      batch.map((row) => row.id),
      done,
    );
    after = batch.at(-1)!.id;
  }
}
