// Whether the catalogue has nothing in it yet: the server seeds the demo catalogue only then, and
// loads the seeder (and faker) only then.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";

/** True when there are neither channel types nor channels (a new instance). */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  // exists, not count(): one index probe each, whatever the catalogue's size.
  const [row] = await executeRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from ${channelTypes}) and not exists (select 1 from ${youtubeChannels}) as empty`,
  );
  return row?.empty === true;
}
