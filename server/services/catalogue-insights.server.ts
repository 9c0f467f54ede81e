// The research figures of niches and channel types — the opportunity score and its terms, the
// channels started in the last 6 and 12 months, the median months to 1,000 subscribers. What is
// measured over the whole catalogue (a few grouped queries over every channel, video and snapshot)
// is kept in memory between changes (server/services/catalogue-memo.server.ts); what editors set
// on a niche (its RPM range, its risk) is read with each request, so the score never disagrees
// with the niche's own page.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import type { Level } from "#domain/catalogue-levels";
import { executeRows } from "#db/execute-rows";
import { catalogueMemo } from "#server/services/catalogue-memo.server";
import { isoToday } from "#domain/calculators/calendar-months";
import { daysBefore } from "#domain/channel-growth";
import {
  DEMAND_WINDOW_DAYS,
  type NicheOpportunityInputs,
  channelUploadsPerMonth,
  nicheOpportunity,
} from "#domain/niche-opportunity";
import { monetizationRiskLevel } from "#domain/monetization-risk";
import type { BreakingInView, NicheOpportunityView } from "#domain/read-models/guides";
import {
  AD_REVENUE_SUBSCRIBERS,
  type CohortChannel,
  breakingInCohorts,
  medianMonthsToThreshold,
  monthsToCrossing,
} from "#domain/time-to-monetization";

/** A niche's score inputs that are measured, not set by editors. */
type MeasuredInputs = Omit<NicheOpportunityInputs, "rpmLow" | "rpmHigh" | "monetizationRisk">;

/** The uploads of the demand window (DEMAND_WINDOW_DAYS up to `asOf`) of a niche, a type or a niche × type. */
export interface RecentDemand {
  videos: number;
  medianViews: number | null;
}

/** The key of a niche's, a type's or a niche × type's figures: the demand here, the verdicts' groups. */
export const groupKey = {
  niche: (nicheId: string) => `niche:${nicheId}` as const,
  type: (typeId: string) => `type:${typeId}` as const,
  pair: (nicheId: string, typeId: string) => `pair:${nicheId}/${typeId}` as const,
};
export type GroupKey = `niche:${string}` | `type:${string}` | `pair:${string}/${string}`;

/** A row of a `grouping sets` query over niche_id and type_id, with grouping() of each. */
export type GroupedRow = { niche_id: string | null; type_id: string | null; by_niche: string | number; by_type: string | number };

/** The group a grouping-sets row belongs to; null for channels without a niche or a type (grouping() is 0 for a column grouped by). */
export function groupKeyOf(row: GroupedRow): GroupKey | "catalogue" | null {
  const byNiche = Number(row.by_niche) === 0;
  const byType = Number(row.by_type) === 0;
  if (!byNiche && !byType) return "catalogue";
  if (byNiche && byType) return row.niche_id && row.type_id ? groupKey.pair(row.niche_id, row.type_id) : null;
  if (byNiche) return row.niche_id ? groupKey.niche(row.niche_id) : null;
  return row.type_id ? groupKey.type(row.type_id) : null;
}

/** What is measured over the whole catalogue: slow at scale, so kept between changes. */
export interface CatalogueMeasures {
  asOf: string;
  inputsByNiche: Map<string, MeasuredInputs>;
  demand: Map<GroupKey, RecentDemand>;
  breakingInByNiche: Map<string, BreakingInView>;
  breakingInByType: Map<string, BreakingInView>;
}

export interface CatalogueInsights {
  /** The day the figures describe: the catalogue's latest snapshot (or today without any). */
  asOf: string;
  /** Niche ids by slug (idea pages know their niche by slug). */
  nicheIdBySlug: Map<string, string>;
  opportunityByNiche: Map<string, NicheOpportunityView>;
  breakingInByNiche: Map<string, BreakingInView>;
  breakingInByType: Map<string, BreakingInView>;
}

type ChannelRow = {
  niche_id: string | null;
  type_id: string | null;
  start_date: string | null;
  subscribers: string | number | null;
  change_30d: string | number | null;
  video_count: string | number | null;
  first_below: string | null;
  first_past: string | null;
  uploaded_recently: boolean;
};
type DemandRow = GroupedRow & {
  videos: string | number;
  median_views: string | number | null;
};

type NicheRow = {
  id: string;
  slug: string;
  rpm_low: string | number;
  rpm_high: string | number;
  demonetization_risk: Level;
  channel_type_ids: string[];
};

const num = (value: string | number | null) => (value === null ? null : Number(value));

// A channel's niche: niche_id, or (imported rows without one) the niche of the same name — the
// rule of the niche page. Its type: channel_type, or metadata.ui_channel_type for 'other'
// (spec §7 type filter). The outlier signal and the outliers' repeats count channels by the same rule.
export const channelGroupTypeSql = (table: "c" | "youtube_channels") =>
  sql.raw(`case when ${table}.channel_type = 'other' then ${table}.metadata->>'ui_channel_type' else ${table}.channel_type end`);

export const channelsWithGroups = sql`select c.id, coalesce(c.niche_id, n.id) as niche_id,
    ${channelGroupTypeSql("c")} as type_id,
    c.start_date, c.total_subscribers, c.growth_subscribers_change, c.video_count
  from youtube_channels c
  left join niches n on c.niche_id is null and n.name = c.niche`;

const readNiches = (db: Database) =>
  executeRows<NicheRow>(db, sql`select id, slug, rpm_low, rpm_high, demonetization_risk, channel_type_ids from niches`);

/** The measured part, from the database; the rules themselves are in domain/. */
export async function measureCatalogue(db: Database): Promise<CatalogueMeasures> {
  const [latest] = await executeRows<{ day: string | null }>(db, sql`select max(day)::text as day from channel_stats_snapshots`);
  const asOf = latest?.day ?? isoToday();
  const demandFrom = daysBefore(asOf, DEMAND_WINDOW_DAYS);
  const inDemandWindow = sql`v.published_at > ${demandFrom}::date and v.published_at <= ${asOf}::date + 1`;
  const [channelRows, demandRows] = await Promise.all([
    // One pass over the snapshots, grouped by channel: the first day below 1,000 and the first
    // at or past it are all monthsToThreshold needs (a crossing is seen when below came first).
    // Whether the channel uploaded in the demand window is one probe of its uploads index (a
    // distinct over the window's uploads spilled at 300k channels and took minutes).
    executeRows<ChannelRow>(
      db,
      sql`select g.niche_id, g.type_id, g.start_date::text as start_date, g.total_subscribers as subscribers,
          g.growth_subscribers_change as change_30d, g.video_count,
          exists (select 1 from youtube_video_stats v where v.channel_id = g.id and ${inDemandWindow}) as uploaded_recently,
          s.first_below::text as first_below, s.first_past::text as first_past
        from (${channelsWithGroups}) g
        left join (
          select channel_id,
            min(day) filter (where subscribers < ${AD_REVENUE_SUBSCRIBERS}) as first_below,
            min(day) filter (where subscribers >= ${AD_REVENUE_SUBSCRIBERS}) as first_past
          from channel_stats_snapshots group by channel_id
        ) s on s.channel_id = g.id`,
    ),
    executeRows<DemandRow>(
      db,
      sql`select g.niche_id, g.type_id, grouping(g.niche_id) as by_niche, grouping(g.type_id) as by_type,
          count(*) as videos, percentile_cont(0.5) within group (order by v.views) as median_views
        from youtube_video_stats v join (${channelsWithGroups}) g on g.id = v.channel_id
        where ${inDemandWindow}
        group by grouping sets ((g.niche_id), (g.type_id), (g.niche_id, g.type_id))`,
    ),
  ]);

  type Group = {
    cohort: CohortChannel[];
    months: (number | null)[];
    uploadsPerMonth: number;
    uploaders: number;
    /** Channels with an upload in the demand window. */
    recentUploaders: number;
  };
  const groupOf = (map: Map<string, Group>, key: string) => {
    let group = map.get(key);
    if (!group) map.set(key, (group = { cohort: [], months: [], uploadsPerMonth: 0, uploaders: 0, recentUploaders: 0 }));
    return group;
  };
  const byNiche = new Map<string, Group>();
  const byType = new Map<string, Group>();
  for (const row of channelRows) {
    const channel: CohortChannel = {
      startDate: row.start_date,
      subscribers: num(row.subscribers),
      subscribersChange30d: num(row.change_30d),
    };
    const months = monthsToCrossing(row.start_date, row.first_below, row.first_past);
    const uploads = channelUploadsPerMonth(num(row.video_count), row.start_date, asOf);
    for (const group of [
      row.niche_id ? groupOf(byNiche, row.niche_id) : null,
      row.type_id ? groupOf(byType, row.type_id) : null,
    ]) {
      if (!group) continue;
      group.cohort.push(channel);
      group.months.push(months);
      if (row.uploaded_recently) group.recentUploaders += 1;
      if (uploads !== null) {
        group.uploadsPerMonth += uploads;
        group.uploaders += 1;
      }
    }
  }
  const breakingIn = (group: Group | undefined): BreakingInView => ({
    asOf,
    cohorts: breakingInCohorts(group?.cohort ?? [], asOf),
    monthsToAdThreshold: medianMonthsToThreshold(group?.months ?? []),
  });

  const demand = new Map<GroupKey, RecentDemand>();
  const demandNicheIds: string[] = [];
  for (const row of demandRows) {
    const key = groupKeyOf(row);
    if (key === null || key === "catalogue") continue;
    demand.set(key, {
      videos: Number(row.videos),
      medianViews: row.median_views === null ? null : Math.round(Number(row.median_views)),
    });
    if (row.niche_id && key === groupKey.niche(row.niche_id)) demandNicheIds.push(row.niche_id);
  }
  const inputsByNiche = new Map<string, MeasuredInputs>();
  const breakingInByNiche = new Map<string, BreakingInView>();
  for (const nicheId of new Set([...byNiche.keys(), ...demandNicheIds])) {
    const group = byNiche.get(nicheId);
    const nicheDemand = demand.get(groupKey.niche(nicheId));
    const nicheBreakingIn = breakingIn(group);
    // The breaking-in term reads the 12-month cohort.
    const newChannels = nicheBreakingIn.cohorts.find((cohort) => cohort.months === 12);
    inputsByNiche.set(nicheId, {
      channels: group?.cohort.length ?? 0,
      recentVideos: nicheDemand?.videos ?? 0,
      recentVideoChannels: group?.recentUploaders ?? 0,
      medianRecentViews: nicheDemand?.medianViews ?? null,
      uploadsPerMonth: group && group.uploaders > 0 ? group.uploadsPerMonth : null,
      newChannels: newChannels?.channels ?? 0,
      newChannelsPastThreshold: newChannels?.passedAdThreshold ?? 0,
    });
    breakingInByNiche.set(nicheId, nicheBreakingIn);
  }
  const breakingInByType = new Map([...byType.keys()].map((typeId) => [typeId, breakingIn(byType.get(typeId))]));
  return { asOf, inputsByNiche, demand, breakingInByNiche, breakingInByType };
}

/** The measures with each niche's editorial figures as they are now. */
function insightsFrom(measures: CatalogueMeasures, nicheRows: NicheRow[]): CatalogueInsights {
  const { asOf } = measures;
  const opportunityByNiche = new Map<string, NicheOpportunityView>();
  const breakingInByNiche = new Map<string, BreakingInView>();
  for (const niche of nicheRows) {
    const result = nicheOpportunity({
      ...(measures.inputsByNiche.get(niche.id) ?? NO_MEASURES),
      rpmLow: Number(niche.rpm_low),
      rpmHigh: Number(niche.rpm_high),
      // The niche's one risk figure, by the same rule as its page (domain/monetization-risk).
      monetizationRisk: monetizationRiskLevel(niche.demonetization_risk, niche.channel_type_ids ?? []),
    });
    opportunityByNiche.set(niche.id, {
      asOf,
      status: result.status,
      score: result.status === "scored" ? result.score : null,
      reasons: result.status === "scored" ? [] : result.reasons,
      terms: result.terms,
    });
    breakingInByNiche.set(niche.id, measures.breakingInByNiche.get(niche.id) ?? emptyBreakingIn(asOf));
  }
  const nicheIdBySlug = new Map(nicheRows.map((niche) => [niche.slug, niche.id]));
  return { asOf, nicheIdBySlug, opportunityByNiche, breakingInByNiche, breakingInByType: measures.breakingInByType };
}

const NO_MEASURES: MeasuredInputs = {
  channels: 0,
  recentVideos: 0,
  recentVideoChannels: 0,
  medianRecentViews: null,
  uploadsPerMonth: null,
  newChannels: 0,
  newChannelsPastThreshold: 0,
};

/** Every figure read afresh (a test, a benchmark). */
export async function computeCatalogueInsights(db: Database): Promise<CatalogueInsights> {
  const [measures, nicheRows] = await Promise.all([measureCatalogue(db), readNiches(db)]);
  return insightsFrom(measures, nicheRows);
}

/**
 * The measures of each database, kept between catalogue changes (server/services/catalogue-memo.server.ts).
 * They read every video and snapshot (seconds at 300k channels), so after a change pages show the
 * measures from before it, with their own date, until the new ones are ready.
 */
export const catalogueMeasuresMemo = catalogueMemo(measureCatalogue, {
  serveOldWhileRecomputing: true,
  keep: { name: "catalogue-measures", version: 2 },
});

export function createCatalogueInsightsService(db: Database) {
  const all = async () => {
    const [measures, nicheRows] = await Promise.all([catalogueMeasuresMemo.get(db), readNiches(db)]);
    return insightsFrom(measures, nicheRows);
  };
  return {
    /** Every niche's and type's figures: the measures from memory, the editors' figures as they are now. */
    all,
    /** A niche's score (null for an unknown niche) and breaking-in figures. */
    async nicheFigures(nicheId: string): Promise<{ opportunity: NicheOpportunityView | null; breakingIn: BreakingInView }> {
      const insights = await all();
      return {
        opportunity: insights.opportunityByNiche.get(nicheId) ?? null,
        breakingIn: insights.breakingInByNiche.get(nicheId) ?? emptyBreakingIn(insights.asOf),
      };
    },
    /** A niche's score and breaking-in figures by its slug; null for an unknown slug. */
    async nicheFiguresBySlug(slug: string): Promise<{ opportunity: NicheOpportunityView; breakingIn: BreakingInView } | null> {
      const insights = await all();
      const id = insights.nicheIdBySlug.get(slug);
      const opportunity = id === undefined ? undefined : insights.opportunityByNiche.get(id);
      if (id === undefined || !opportunity) return null;
      return { opportunity, breakingIn: insights.breakingInByNiche.get(id) ?? emptyBreakingIn(insights.asOf) };
    },
    async typeBreakingIn(typeId: string): Promise<BreakingInView> {
      const measures = await catalogueMeasuresMemo.get(db);
      return measures.breakingInByType.get(typeId) ?? emptyBreakingIn(measures.asOf);
    },
  };
}

function emptyBreakingIn(asOf: string): BreakingInView {
  return { asOf, cohorts: breakingInCohorts([], asOf), monthsToAdThreshold: medianMonthsToThreshold([]) };
}
