// The dated history of verdicts and life stages (domain/niche-verdict.ts, domain/niche-stage.ts)
// that the digest's niche radar compares: a row per niche, channel type or niche × type, written
// only when its reading differs from the group's latest row, so the table grows with changes, not
// with days. A member's radar compares the reading in force at their last digest with the newest.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { channelTypes, niches } from "#db/schema/catalogue";
import { LIFE_STAGES } from "#domain/niche-stage";
import { VERDICTS } from "#domain/niche-verdict";

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const nicheReadings = pgTable(
  "niche_readings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // A niche (type null), a type (niche null) or a niche × type (both): two foreign keys rather
    // than a "kind + id" text, so a deleted niche or type takes its history with it.
    nicheId: uuid("niche_id").references(() => niches.id, { onDelete: "cascade" }),
    channelTypeId: text("channel_type_id").references(() => channelTypes.id, { onDelete: "cascade", onUpdate: "cascade" }),
    /** Null below the data floor ("not enough data"). */
    stage: text("stage", { enum: LIFE_STAGES }),
    verdict: text("verdict", { enum: VERDICTS }),
    /** The newest scored upload the windows count back from. */
    asOf: date("as_of", { mode: "string" }),
    /** Channels with an outlier in the recent window (the verdict's evidence.breakoutChannels). */
    breakoutChannels: integer("breakout_channels").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check("niche_readings_group_check", sql`num_nonnulls(${t.nicheId}, ${t.channelTypeId}) >= 1`),
    check("niche_readings_stage_check", sql`${t.stage} is null or ${t.stage} in (${quoted(LIFE_STAGES)})`),
    check("niche_readings_verdict_check", sql`${t.verdict} is null or ${t.verdict} in (${quoted(VERDICTS)})`),
    check("niche_readings_breakout_channels_check", sql`${t.breakoutChannels} >= 0`),
    // "The group's reading at an instant": the newest row at or before it.
    index("niche_readings_group_idx").on(t.nicheId, t.channelTypeId, t.recordedAt.desc()),
  ],
);

export type NicheReadingRecord = typeof nicheReadings.$inferSelect;
