// Every table and relation, for drizzle's relational queries (`db.query.youtubeChannels…`).
// Not a barrel for application imports: import tables from their own module.
import * as auth from "#db/schema/auth";
import * as catalogue from "#db/schema/catalogue";
import * as discovery from "#db/schema/discovery";
import * as members from "#db/schema/members";
import * as nicheReadings from "#db/schema/niche-readings";
import * as operations from "#db/schema/operations";
import * as rateLimits from "#db/schema/rate-limits";
import * as site from "#db/schema/site";

export const schema = {
  ...auth,
  ...catalogue,
  ...site,
  ...operations,
  ...rateLimits,
  ...members,
  ...discovery,
  ...nicheReadings,
};
export type Schema = typeof schema;
