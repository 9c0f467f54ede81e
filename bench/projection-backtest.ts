// Backtest of the subscriber projection rules on a catalogue's stored snapshots: for each cut-off
// day, every rule sees each channel's snapshots up to that day and projects the date of its next
// milestone and of 1,000 subscribers; the snapshots after the cut-off say whether and when the
// channel got there. Printed per rule: mean and median absolute error in months, bias (negative
// = early), dates given that did not come true by the end of the data, targets reached that the
// rule had said "not enough data" about, and coverage. docs/projections.md records the figures.
//
//   npm run bench:projections                       # the configured database (DATABASE_URL or DATA_DIR), as it is
//   npm run bench:projections -- --demo             # the demo catalogue, in a PGlite of its own (data/bench/projections)
//   npm run bench:projections -- --cutoffs 2026-06-01,2026-08-01
//   npm run bench:projections -- --whole-months     # dates as whole months rounded up, as the old pages showed them
//
// Cut-offs default to the 2nd to 8th calendar months before the newest snapshot (each has at
// least two months of snapshots after it to check against). Read-only on the configured database.
import path from "node:path";
import { parseArgs } from "node:util";
import { asc, count, gt, inArray, max, sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "#db/client.server";
import type { Database } from "#db/database";
import { channelStatsSnapshots, youtubeChannels } from "#db/schema/catalogue";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { databaseConfig } from "#server/env";
import { addMonths } from "#domain/calculators/calendar-months";
import type { StatsSnapshot } from "#domain/channel-growth";
import {
  type BacktestOutcome,
  type BacktestSummary,
  type BacktestTarget,
  backtestChannel,
  summarizeBacktest,
} from "#domain/projection-backtest";
import { PROJECTION_RULE, type ProjectionRule } from "#domain/subscriber-projection";

// The floors of the chosen rule: 3 snapshots over at least 8 weeks, the two compared at least 28 days apart.
const FLOORS = { minSnapshots: 3, minHistoryDays: 56, minSpanDays: 28 } as const;

/**
 * The candidates: the two rules the pages used before, each method at the same floors (so the
 * method is what differs), and a straight line without floors (so the floors are what differs).
 */
const CANDIDATES: { name: string; rule: ProjectionRule }[] = [
  {
    name: "compound 30d, 2 snapshots (old milestone)",
    rule: { method: "compound", windowDays: 30, minSnapshots: 2, minHistoryDays: 0, minSpanDays: 1, minBaseSubscribers: 1 },
  },
  {
    name: "compound 90d, 3 snapshots, base ≥100 (old time to monetization)",
    rule: { method: "compound", windowDays: 90, minSnapshots: 3, minHistoryDays: 0, minSpanDays: 1, minBaseSubscribers: 100 },
  },
  { name: "compound 30d, floors", rule: { method: "compound", windowDays: 30, ...FLOORS, minBaseSubscribers: 1 } },
  { name: "compound 90d, floors", rule: { method: "compound", windowDays: 90, ...FLOORS, minBaseSubscribers: 1 } },
  {
    name: "damped 90d (rate ×0.9 a month), floors",
    rule: { method: "damped", damping: 0.9, windowDays: 90, ...FLOORS, minBaseSubscribers: 1 },
  },
  {
    name: "damped 90d (rate ×0.8 a month), floors",
    rule: { method: "damped", damping: 0.8, windowDays: 90, ...FLOORS, minBaseSubscribers: 1 },
  },
  {
    name: "linear 30d, 2 snapshots",
    rule: { method: "linear", windowDays: 30, minSnapshots: 2, minHistoryDays: 0, minSpanDays: 1, minBaseSubscribers: 0 },
  },
  { name: "linear 90d, floors", rule: { method: "linear", windowDays: 90, ...FLOORS, minBaseSubscribers: 0 } },
  { name: "linear 30d, floors", rule: PROJECTION_RULE },
];

const TARGETS: { target: BacktestTarget; title: string }[] = [
  { target: "next-milestone", title: "Next milestone (1K, 10K, 100K, 1M…)" },
  { target: "1000", title: "1,000 subscribers (channels below it at the cut-off)" },
];

/** Channels read per query, so a catalogue with daily snapshots is never held whole. */
const CHANNEL_BATCH = 2_000;

const { values } = parseArgs({
  options: {
    demo: { type: "boolean", default: false },
    cutoffs: { type: "string" },
    "whole-months": { type: "boolean", default: false },
  },
});

async function ensureDemo(db: Database): Promise<void> {
  const [row] = await db.select({ all: count() }).from(youtubeChannels);
  if ((row?.all ?? 0) > 0) return;
  console.log("Seeding the demo catalogue (generated monthly snapshots, 12 months)…");
  await seedDemoCatalogue(db, {});
}

/** Every channel's snapshots, one batch of channels at a time. */
async function* channelSnapshots(db: Database): AsyncGenerator<StatsSnapshot[]> {
  let after: string | null = null;
  for (;;) {
    const ids: string[] = (
      await db
        .selectDistinct({ id: channelStatsSnapshots.channelId })
        .from(channelStatsSnapshots)
        .where(after === null ? undefined : gt(channelStatsSnapshots.channelId, after))
        .orderBy(asc(channelStatsSnapshots.channelId))
        .limit(CHANNEL_BATCH)
    ).map((row) => row.id);
    if (ids.length === 0) return;
    after = ids.at(-1)!;
    const rows = await db
      .select({
        channelId: channelStatsSnapshots.channelId,
        day: channelStatsSnapshots.day,
        subscribers: channelStatsSnapshots.subscribers,
      })
      .from(channelStatsSnapshots)
      .where(inArray(channelStatsSnapshots.channelId, ids))
      .orderBy(asc(channelStatsSnapshots.channelId), asc(channelStatsSnapshots.day));
    const byChannel = new Map<string, StatsSnapshot[]>();
    for (const row of rows) {
      const list = byChannel.get(row.channelId) ?? [];
      list.push({ day: row.day, subscribers: row.subscribers === null ? null : Number(row.subscribers), views: null });
      byChannel.set(row.channelId, list);
    }
    yield* byChannel.values();
  }
}

const months = (value: number | null) => (value === null ? "–" : value.toFixed(2));
const signedMonths = (value: number | null) => (value === null ? "–" : `${value > 0 ? "+" : ""}${value.toFixed(2)}`);
const percent = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)}%`);
const range = (list: number[]) =>
  list.length === 0
    ? "–"
    : Math.min(...list) === Math.max(...list)
      ? String(list[0])
      : `${Math.min(...list)}–${Math.max(...list)}`;
const rangeOf = (list: (number | null)[], format: (n: number) => string) => {
  const known = list.filter((value): value is number => value !== null);
  return known.length === 0 ? "–" : `${format(Math.min(...known))}–${format(Math.max(...known))}`;
};

function printTable(title: string, rows: { name: string; pooled: BacktestSummary; perCutoff: BacktestSummary[] }[]): void {
  console.log(`\n${title}`);
  console.log(
    "| rule | coverage | scored | mean abs error (mo) | median abs error (mo) | bias (mo) | early | mean abs error per cut-off | dates not reached | … per cut-off | reached, no date |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { name, pooled, perCutoff } of rows) {
    const chosen =
      CANDIDATES.find((candidate) => candidate.name === name)?.rule === PROJECTION_RULE ? " **(the site's rule)**" : "";
    console.log(
      `| ${name}${chosen} | ${percent(pooled.coverage)} (${pooled.answered}/${pooled.channels}) | ${pooled.scored} | ${months(pooled.meanAbsError)} | ${months(pooled.medianAbsError)} | ${signedMonths(pooled.bias)} | ${percent(pooled.earlyShare)} | ${rangeOf(
        perCutoff.map((summary) => summary.meanAbsError),
        (n) => n.toFixed(2),
      )} | ${pooled.falseDates} | ${range(perCutoff.map((summary) => summary.falseDates))} | ${pooled.missed} |`,
    );
  }
}

/** Scored dates by how far ahead the target really was: error grows with the distance. */
const HORIZONS = [
  { label: "reached within 1 month", below: 1 },
  { label: "1–3 months", below: 3 },
  { label: "3 months or more", below: Number.POSITIVE_INFINITY },
];

function printHorizons(title: string, rows: { name: string; outcomes: BacktestOutcome[] }[]): void {
  console.log(`\n${title}: mean abs error (mo) and dates scored, by when the target was reached`);
  console.log(`| rule | ${HORIZONS.map((horizon) => horizon.label).join(" | ")} |`);
  console.log(`|---|${HORIZONS.map(() => "---").join("|")}|`);
  for (const { name, outcomes } of rows) {
    const scored = outcomes.flatMap((outcome) => (outcome.kind === "scored" ? [outcome] : []));
    const cells = HORIZONS.map((horizon, index) => {
      const from = index === 0 ? 0 : HORIZONS[index - 1]!.below;
      const inside = scored.filter((outcome) => outcome.reachedIn >= from && outcome.reachedIn < horizon.below);
      const summary = summarizeBacktest(inside);
      return `${months(summary.meanAbsError)} (${summary.scored})`;
    });
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
}

async function main(): Promise<number> {
  const db = values.demo
    ? await getDatabase({ dataDir: path.join("data", "bench", "projections") })
    : await getDatabase(databaseConfig());
  try {
    if (values.demo) await ensureDemo(db);
    const [latest] = await db.select({ day: max(channelStatsSnapshots.day) }).from(channelStatsSnapshots);
    if (!latest?.day) {
      console.error("No snapshots in this database: nothing to backtest.");
      return 1;
    }
    const cutoffs = values.cutoffs
      ? values.cutoffs.split(",").map((day) => day.trim())
      : [8, 7, 6, 5, 4, 3, 2].map((back) => addMonths(latest.day!, -back));
    if (cutoffs.some((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day))) {
      console.error("--cutoffs takes days as YYYY-MM-DD, separated by commas.");
      return 2;
    }

    // outcomes[target][rule][cutoff]
    const outcomes = TARGETS.map(() => CANDIDATES.map(() => cutoffs.map((): BacktestOutcome[] => [])));
    let channels = 0;
    for await (const snapshots of channelSnapshots(db)) {
      channels += 1;
      TARGETS.forEach(({ target }, t) =>
        CANDIDATES.forEach(({ rule }, r) =>
          cutoffs.forEach((cutoff, c) => {
            const result = backtestChannel(snapshots, cutoff, rule, target, { wholeMonths: values["whole-months"] });
            if (result) outcomes[t]![r]![c]!.push(result.outcome);
          }),
        ),
      );
    }
    const [span] = await db
      .select({ first: sql<string>`min(${channelStatsSnapshots.day})`, rows: count() })
      .from(channelStatsSnapshots);
    console.log(
      `${channels.toLocaleString("en-US")} channels with snapshots, ${span?.rows.toLocaleString("en-US")} snapshots from ${span?.first} to ${latest.day}.`,
    );
    console.log(
      `Cut-offs: ${cutoffs.join(", ")}. Errors in 30.44-day months, projected minus reached (reached day interpolated between snapshots).`,
    );
    if (values["whole-months"])
      console.log("Dates scored as whole months rounded up (at least 1), as the pages showed them before the one rule.");
    TARGETS.forEach(({ title }, t) =>
      printTable(
        title,
        CANDIDATES.map(({ name }, r) => ({
          name,
          pooled: summarizeBacktest(outcomes[t]![r]!.flat()),
          perCutoff: outcomes[t]![r]!.map((list) => summarizeBacktest(list)),
        })),
      ),
    );
    TARGETS.forEach(({ title }, t) =>
      printHorizons(
        title,
        CANDIDATES.map(({ name }, r) => ({ name, outcomes: outcomes[t]![r]!.flat() })),
      ),
    );
    console.log(
      `\nfloors: ${FLOORS.minSnapshots} snapshots over at least ${FLOORS.minHistoryDays} days, the two compared at least ${FLOORS.minSpanDays} days apart.`,
    );
    console.log(
      'coverage: channels given a date ÷ channels with the target ahead; scored: dates checked against a reached target; dates not reached: a date before the data ends that did not come true; reached, no date: "not enough data" (or no growth) for a target that was reached.',
    );
    return 0;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main();
