// Verdicts and life stages of every niche, channel type and niche × type (domain/niche-verdict.ts,
// domain/niche-stage.ts). What is measured over the catalogue (two windows of scored uploads, the
// breakout channels, the newcomers) is kept in memory between catalogue changes; the editors'
// risk ratings are read with each request, as the opportunity score's are.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { addMonths } from "#domain/calculators/calendar-months";
import type { Level } from "#domain/catalogue-levels";
import { channelSlug } from "#domain/channel-slug";
import { monetizationRiskLevel } from "#domain/monetization-risk";
import { LIFE_STAGE_LABELS, STAGE_WINDOW_DAYS, type StageWindow, readLifeStage } from "#domain/niche-stage";
import { VERDICT_LABELS, readVerdict } from "#domain/niche-verdict";
import { templateRiskOf, templatedBreakoutShare } from "#domain/template-risk";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import type { BreakoutView, VerdictView } from "#domain/read-models/verdicts";
import { AD_REVENUE_SUBSCRIBERS } from "#domain/time-to-monetization";
import {
  type GroupKey,
  type GroupedRow,
  type RecentDemand,
  catalogueMeasuresMemo,
  channelsWithGroups,
  groupKey,
  groupKeyOf,
} from "#server/services/catalogue-insights.server";
import { catalogueMemo } from "#server/services/catalogue-memo.server";

const DAY_MS = 86_400_000;
/** Breakout channels listed with a verdict's evidence. */
const BREAKOUTS_SHOWN = 6;

interface GroupMeasures {
  recent: StageWindow;
  before: StageWindow;
  breakouts: BreakoutView[];
  breakoutChannels: number;
  newChannels: number;
  newChannelsPast1000: number;
  /** Breakout channels whose own uploads were read for template signals, and how many of those look templated. */
  breakoutsRead: number;
  breakoutsTemplated: number;
}

interface VerdictMeasures {
  asOf: string | null;
  catalogueRecent: StageWindow;
  catalogueBefore: StageWindow;
  groups: Map<GroupKey, GroupMeasures>;
}

const emptyWindow = (): StageWindow => ({ active: 0, withOutlier: 0, uploads: 0, medianScore: null });
const emptyGroup = (): GroupMeasures => ({
  recent: emptyWindow(),
  before: emptyWindow(),
  breakouts: [],
  breakoutChannels: 0,
  newChannels: 0,
  newChannelsPast1000: 0,
  breakoutsRead: 0,
  breakoutsTemplated: 0,
});

const GROUPING_SETS = sql.raw("grouping sets ((w), (w, niche_id), (w, type_id), (w, niche_id, type_id))");
const GROUPING_SETS_NO_WINDOW = sql.raw("grouping sets ((), (niche_id), (type_id), (niche_id, type_id))");

async function measureVerdicts(db: Database): Promise<VerdictMeasures> {
  const [newest] = await executeRows<{ at: string | Date | null }>(
    db,
    sql`select max(published_at) as at from youtube_video_stats where outlier_score is not null`,
  );
  const groups = new Map<GroupKey, GroupMeasures>();
  if (!newest?.at) return { asOf: null, catalogueRecent: emptyWindow(), catalogueBefore: emptyWindow(), groups };
  const at = new Date(newest.at);
  const asOf = at.toISOString().slice(0, 10);
  const recentFrom = new Date(at.getTime() - STAGE_WINDOW_DAYS * DAY_MS).toISOString();
  const beforeFrom = new Date(at.getTime() - 2 * STAGE_WINDOW_DAYS * DAY_MS).toISOString();
  const hit = sql.raw(String(OUTLIER_THRESHOLD));
  const scored = sql`select v.channel_id, g.niche_id, g.type_id, v.outlier_score as score, v.video_id, v.title, v.published_at,
      case when v.published_at >= ${recentFrom}::timestamptz then 'recent' else 'before' end as w
    from youtube_video_stats v join (${channelsWithGroups}) g on g.id = v.channel_id
    where v.outlier_score is not null and v.published_at >= ${beforeFrom}::timestamptz and v.published_at <= ${at.toISOString()}::timestamptz`;
  // Newcomers count back from the latest snapshot, as the opportunity score's breaking-in term does
  // (catalogue-insights): a niche page shows one newcomer count, not two.
  const [snapshot] = await executeRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from channel_stats_snapshots`,
  );
  const figuresDay = snapshot?.day ?? asOf;
  const newFrom = addMonths(figuresDay, -12);

  const [windowRows, breakoutRows, newcomerRows] = await Promise.all([
    executeRows<
      GroupedRow & {
        w: "recent" | "before";
        active: string;
        with_outlier: string;
        uploads: string;
        median_score: string | number | null;
      }
    >(
      db,
      sql`select w, niche_id, type_id, grouping(niche_id) as by_niche, grouping(type_id) as by_type,
          count(distinct channel_id) as active, count(distinct channel_id) filter (where score >= ${hit}) as with_outlier,
          count(*) as uploads, percentile_cont(0.5) within group (order by score) as median_score
        from (${scored}) s group by ${GROUPING_SETS}`,
    ),
    // Each breakout channel's first outlier of the recent window.
    executeRows<{
      channel_id: string;
      niche_id: string | null;
      type_id: string | null;
      channel_title: string;
      is_demo: boolean;
      video_id: string;
      title: string;
      published_at: string | Date;
      score: number;
      template_signals: unknown;
      template_signals_at: string | Date | null;
    }>(
      db,
      sql`select distinct on (s.channel_id) s.channel_id, s.niche_id, s.type_id, c.channel_title, c.is_demo,
          s.video_id, s.title, s.published_at, s.score,
          c.template_signals, c.template_signals_at
        from (${scored}) s join youtube_channels c on c.id = s.channel_id
        where s.w = 'recent' and s.score >= ${hit}
        order by s.channel_id, s.published_at`,
    ),
    executeRows<GroupedRow & { channels: string; past: string }>(
      db,
      sql`select niche_id, type_id, grouping(niche_id) as by_niche, grouping(type_id) as by_type,
          count(*) as channels, count(*) filter (where total_subscribers >= ${AD_REVENUE_SUBSCRIBERS}) as past
        from (${channelsWithGroups}) g
        where start_date > ${newFrom}::date and start_date <= ${figuresDay}::date
        group by ${GROUPING_SETS_NO_WINDOW}`,
    ),
  ]);

  const groupOf = (key: GroupKey) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = emptyGroup()));
    return group;
  };
  const catalogue = { recent: emptyWindow(), before: emptyWindow() };
  for (const row of windowRows) {
    const key = groupKeyOf(row);
    if (key === null) continue;
    const window: StageWindow = {
      active: Number(row.active),
      withOutlier: Number(row.with_outlier),
      uploads: Number(row.uploads),
      medianScore: row.median_score === null ? null : Number(row.median_score),
    };
    if (key === "catalogue") catalogue[row.w] = window;
    else groupOf(key)[row.w] = window;
  }
  breakoutRows.sort((a, b) => new Date(a.published_at).getTime() - new Date(b.published_at).getTime());
  for (const row of breakoutRows) {
    const reading = templateRiskOf(row.template_signals, row.template_signals_at ? new Date(row.template_signals_at) : null);
    const looks = reading.state === "read" ? reading.looksTemplated : null;
    const breakout: BreakoutView = {
      channel: {
        id: row.channel_id,
        slug: channelSlug(row.channel_title, row.channel_id),
        title: row.channel_title,
        isDemo: row.is_demo,
      },
      videoId: row.video_id,
      title: row.title,
      publishedAt: new Date(row.published_at).toISOString(),
      score: row.score,
    };
    const keys = [
      row.niche_id ? groupKey.niche(row.niche_id) : null,
      row.type_id ? groupKey.type(row.type_id) : null,
      row.niche_id && row.type_id ? groupKey.pair(row.niche_id, row.type_id) : null,
    ];
    for (const key of keys) {
      if (!key) continue;
      const group = groupOf(key);
      group.breakoutChannels += 1;
      if (group.breakouts.length < BREAKOUTS_SHOWN) group.breakouts.push(breakout);
      if (looks !== null) group.breakoutsRead += 1;
      if (looks === true) group.breakoutsTemplated += 1;
    }
  }
  for (const row of newcomerRows) {
    const key = groupKeyOf(row);
    if (key === null || key === "catalogue") continue;
    const group = groupOf(key);
    group.newChannels = Number(row.channels);
    group.newChannelsPast1000 = Number(row.past);
  }
  return { asOf, catalogueRecent: catalogue.recent, catalogueBefore: catalogue.before, groups };
}

/** Kept between catalogue changes, recomputed in the background after one (old figures served meanwhile). */
export const verdictMeasuresMemo = catalogueMemo(measureVerdicts, {
  serveOldWhileRecomputing: true,
  keep: { name: "niche-verdicts", version: 2 },
});

/** Newcomers below this count give no breaking-in reading (the opportunity score's floor). */
const MIN_NEW_CHANNELS = 3;

/** The verdicts' own measures, with the demand term read from the opportunity score's (one median a niche). */
type Measured = VerdictMeasures & { demand: Map<GroupKey, RecentDemand> };

function verdictView(measures: Measured, key: GroupKey, risk: Level): VerdictView {
  const group = measures.groups.get(key) ?? emptyGroup();
  const medianRecentViews = measures.demand.get(key)?.medianViews ?? null;
  const stage = readLifeStage({
    recent: group.recent,
    before: group.before,
    catalogueRecent: measures.catalogueRecent,
    catalogueBefore: measures.catalogueBefore,
  });
  const templated = templatedBreakoutShare({ read: group.breakoutsRead, templated: group.breakoutsTemplated });
  const reading = readVerdict({
    stage,
    breakingIn:
      group.newChannels >= MIN_NEW_CHANNELS ? { newChannels: group.newChannels, passed: group.newChannelsPast1000 } : null,
    medianRecentViews,
    monetizationRisk: risk,
    templated: templated.kind === "share" ? { breakouts: templated.breakoutChannels, templated: templated.templated } : null,
  });
  const evidence = stage.status === "staged" ? stage.evidence : null;
  const judged = reading.status === "judged" ? reading : null;
  return {
    asOf: measures.asOf ?? "",
    status: reading.status,
    verdict: judged?.verdict ?? null,
    verdictLabel: judged ? VERDICT_LABELS[judged.verdict] : null,
    stage: judged?.stage ?? null,
    stageLabel: judged ? LIFE_STAGE_LABELS[judged.stage] : null,
    reasons: judged?.reasons ?? [],
    wouldChange: judged?.wouldChange ?? null,
    notEnoughData: reading.status === "not-enough-data" ? reading.reasons : [],
    evidence: {
      windowDays: STAGE_WINDOW_DAYS,
      recent: group.recent,
      before: group.before,
      chanceNow: evidence?.chanceNow ?? null,
      chanceBefore: evidence?.chanceBefore ?? null,
      multiple: evidence?.multiple ?? null,
      supplyGrowth: evidence?.supplyGrowth ?? null,
      firstOutlier: group.breakouts[0] ?? null,
      breakouts: group.breakouts,
      breakoutChannels: group.breakoutChannels,
      newChannels: group.newChannels,
      newChannelsPast1000: group.newChannelsPast1000,
      medianRecentViews,
      monetizationRisk: risk,
      templatedBreakouts: templated.kind === "share" ? templated.templated : null,
      templatedBreakoutsRead: templated.breakoutChannels,
    },
  };
}

/** A niche written after the figures were measured: not enough data yet. */
export function noVerdict(): VerdictView {
  const none: Measured = {
    asOf: null,
    catalogueRecent: emptyWindow(),
    catalogueBefore: emptyWindow(),
    groups: new Map(),
    demand: new Map(),
  };
  return verdictView(none, groupKey.niche(""), "low");
}

type NicheRiskRow = { id: string; slug: string; demonetization_risk: Level; channel_type_ids: string[] | null };

export type NicheVerdicts = { niche: VerdictView; byType: { typeId: string; suitable: boolean; verdict: VerdictView }[] };

function nicheVerdicts(measures: Measured, niche: NicheRiskRow): NicheVerdicts {
  const suitable = niche.channel_type_ids ?? [];
  const prefix = `pair:${niche.id}/`;
  const withChannels = [...measures.groups.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  const typeIds = [...new Set([...suitable, ...withChannels])];
  return {
    niche: verdictView(measures, groupKey.niche(niche.id), monetizationRiskLevel(niche.demonetization_risk, suitable)),
    byType: typeIds.map((typeId) => ({
      typeId,
      suitable: suitable.includes(typeId),
      verdict: verdictView(measures, groupKey.pair(niche.id, typeId), monetizationRiskLevel(niche.demonetization_risk, [typeId])),
    })),
  };
}

export function createNicheVerdictsService(db: Database) {
  const measured = async (): Promise<Measured> => {
    const [verdicts, catalogue] = await Promise.all([verdictMeasuresMemo.get(db), catalogueMeasuresMemo.get(db)]);
    return { ...verdicts, demand: catalogue.demand };
  };
  const niches = () =>
    executeRows<NicheRiskRow>(db, sql`select id, slug, demonetization_risk, channel_type_ids from niches`).then(
      (rows) => new Map(rows.map((row) => [row.id, row])),
    );
  return {
    /** Every niche's verdict by niche id, each with its risk as its page shows it. */
    async byNiche(): Promise<Map<string, VerdictView>> {
      const [measures, rows] = await Promise.all([measured(), niches()]);
      return new Map(
        [...rows.values()].map((niche) => [
          niche.id,
          verdictView(
            measures,
            groupKey.niche(niche.id),
            monetizationRiskLevel(niche.demonetization_risk, niche.channel_type_ids ?? []),
          ),
        ]),
      );
    },
    /** One niche's verdict, and its verdict with each type (its suitable types first, then any other with channels). */
    async forNiche(nicheId: string): Promise<NicheVerdicts | null> {
      const [measures, rows] = await Promise.all([measured(), niches()]);
      const niche = rows.get(nicheId);
      return niche ? nicheVerdicts(measures, niche) : null;
    },
    /** forNiche for every niche at once (/start ranks every niche × type). */
    async everyNiche(): Promise<Map<string, NicheVerdicts>> {
      const [measures, rows] = await Promise.all([measured(), niches()]);
      return new Map([...rows.values()].map((niche) => [niche.id, nicheVerdicts(measures, niche)]));
    },
    /** A channel type's verdict across every niche (its risk: the format's policy signal). */
    async forType(typeId: string): Promise<VerdictView> {
      const measures = await measured();
      return verdictView(measures, groupKey.type(typeId), monetizationRiskLevel(null, [typeId]) ?? "low");
    },
    /**
     * An idea's verdict: its niche × type's, or, when that is below the data floor, its niche's as
     * a whole (`scope` says which). Null without a known niche.
     */
    async forIdea(nicheSlug: string, typeId: string | null): Promise<{ verdict: VerdictView; scope: "pair" | "niche" } | null> {
      const [measures, rows] = await Promise.all([measured(), niches()]);
      const niche = [...rows.values()].find((row) => row.slug === nicheSlug);
      if (!niche) return null;
      if (typeId) {
        const pair = verdictView(
          measures,
          groupKey.pair(niche.id, typeId),
          monetizationRiskLevel(niche.demonetization_risk, [typeId]),
        );
        if (pair.status === "judged") return { verdict: pair, scope: "pair" };
      }
      const risk = monetizationRiskLevel(niche.demonetization_risk, niche.channel_type_ids ?? []);
      return { verdict: verdictView(measures, groupKey.niche(niche.id), risk), scope: "niche" };
    },
    /**
     * Every niche's, type's and measured niche × type's reading in brief, for the dated history
     * the digest's niche radar compares (server/services/niche-radar.server.ts).
     */
    async readings(): Promise<{ nicheId: string | null; typeId: string | null; verdict: VerdictView }[]> {
      const [measures, rows, types] = await Promise.all([
        measured(),
        niches(),
        executeRows<{ id: string }>(db, sql`select id from channel_types`),
      ]);
      const pairs = [...measures.groups.keys()].flatMap((key) => {
        const match = /^pair:([^/]+)\/(.+)$/.exec(key);
        const niche = match?.[1] ? rows.get(match[1]) : undefined;
        return niche && match?.[2] ? [{ niche, typeId: match[2] }] : [];
      });
      const typeIds = new Set(types.map((type) => type.id));
      return [
        ...[...rows.values()].map((niche) => ({
          nicheId: niche.id,
          typeId: null,
          verdict: verdictView(
            measures,
            groupKey.niche(niche.id),
            monetizationRiskLevel(niche.demonetization_risk, niche.channel_type_ids ?? []),
          ),
        })),
        ...[...typeIds].map((typeId) => ({
          nicheId: null,
          typeId,
          verdict: verdictView(measures, groupKey.type(typeId), monetizationRiskLevel(null, [typeId]) ?? "low"),
        })),
        ...pairs
          .filter((pair) => typeIds.has(pair.typeId))
          .map(({ niche, typeId }) => ({
            nicheId: niche.id,
            typeId,
            verdict: verdictView(
              measures,
              groupKey.pair(niche.id, typeId),
              monetizationRiskLevel(niche.demonetization_risk, [typeId]),
            ),
          })),
      ];
    },
    /** A niche × type's verdict; null for an unknown niche. */
    async forPair(nicheId: string, typeId: string): Promise<VerdictView | null> {
      const [measures, rows] = await Promise.all([measured(), niches()]);
      const niche = rows.get(nicheId);
      if (!niche) return null;
      return verdictView(measures, groupKey.pair(nicheId, typeId), monetizationRiskLevel(niche.demonetization_risk, [typeId]));
    },
  };
}
