// Niches (PRODUCT.md "Niche": id, slug, name, description (rich text), RPM range, competition,
// demonetization risk, related channel types; derived: channel count, median subscribers,
// median revenue per video). Median revenue per video is a revenue figure: it belongs to the
// members-only revenue layer (spec §6) and is not computed here. The stored demonetization risk
// is the editorial input of the one risk figure each niche carries, its monetization risk
// (domain/monetization-risk), which the list filters on.
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { isUuid } from "#domain/channel-slug";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelTypes, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import type { Level } from "#domain/catalogue-levels";
import { isoToday } from "#domain/calculators/calendar-months";
import { monetizationRisk } from "#domain/monetization-risk";
import type { NicheListFilters } from "#domain/niche-list-params";
import { compareByOpportunity } from "#domain/niche-opportunity";
import { policyRiskViews } from "#domain/policy-risk";
import type { PublicChannelCard } from "#domain/read-models/channel";
import type {
  NicheDetail,
  NicheIdea,
  NicheListItem,
  NicheListPage,
  NicheOpportunityView,
  NichePage,
  NicheSummary,
} from "#domain/read-models/guides";
import { excerpt } from "#domain/text-excerpt";
import { createCatalogueInsightsService } from "#server/services/catalogue-insights.server";
import { nicheChannelCount } from "#server/services/channel-counts.server";
import { editorialRisks, withoutSlug } from "#server/services/monetization-risk.server";
import { sanitizeRichText } from "#server/rich-text.server";
import { publicChannelColumns } from "#server/services/channel-types.server";
import { createNicheVerdictsService, noVerdict } from "#server/services/niche-verdicts.server";
import { stageRank } from "#domain/niche-stage";
import { verdictRank } from "#domain/niche-verdict";
import { createOutliersService } from "#server/services/outliers.server";

/** Top channels shown on a niche page. */
const NICHE_TOP_CHANNELS = 6;

/** Rich text is sanitized on read: pages and the API render the description as it comes. */
const sanitized = <T extends { description: string }>(niche: T): T => ({
  ...niche,
  description: sanitizeRichText(niche.description),
});

/**
 * A niche's channels that report subscribers. A channel belongs to a niche through niche_id;
 * rows imported with only the spec's `niche` text (no id) match by name. Each way is read
 * through its own index ((niche_id, total_subscribers) answers the first without visiting the rows).
 */
function nicheMembers(niche: { id: string; name: string }): { byId: SQL | undefined; byName: SQL | undefined } {
  return {
    byId: and(eq(youtubeChannels.nicheId, niche.id), isNotNull(youtubeChannels.totalSubscribers)),
    byName: and(
      sql`${youtubeChannels.nicheId} is null`,
      eq(youtubeChannels.niche, niche.name),
      isNotNull(youtubeChannels.totalSubscribers),
    ),
  };
}

/** The median subscriber count of a niche's channels; null without any. */
async function medianSubscribersOf(db: Database, members: ReturnType<typeof nicheMembers>): Promise<number | null> {
  const subscribers = sql`select ${youtubeChannels.totalSubscribers} as s from ${youtubeChannels} where ${members.byId}
    union all select ${youtubeChannels.totalSubscribers} from ${youtubeChannels} where ${members.byName}`;
  const [median] = await executeRows<{ value: string | number | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by s) as value from (${subscribers}) as subscribers`,
  );
  return median?.value === null || median?.value === undefined ? null : Math.round(Number(median.value));
}

/** The NICHE_TOP_CHANNELS channels of a niche with the most subscribers. */
async function topChannelsOf(db: Database, members: ReturnType<typeof nicheMembers>): Promise<PublicChannelCard[]> {
  const topOf = (where: SQL | undefined) =>
    db
      .select(publicChannelColumns)
      .from(youtubeChannels)
      .where(where)
      .orderBy(sql`${youtubeChannels.totalSubscribers} desc nulls last`, asc(youtubeChannels.id))
      .limit(NICHE_TOP_CHANNELS);
  const [topById, topByName] = await Promise.all([topOf(members.byId), topOf(members.byName)]);
  return [...topById, ...topByName]
    .sort((a, b) => (b.subscribers ?? 0) - (a.subscribers ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, NICHE_TOP_CHANNELS);
}

/** The ideas written for a niche, by title. */
async function ideasOf(db: Database, nicheId: string): Promise<NicheIdea[]> {
  return db
    .select({
      id: facelessIdeas.id,
      slug: facelessIdeas.slug,
      title: facelessIdeas.title,
      summary: facelessIdeas.summary,
      difficulty: facelessIdeas.difficulty,
      startupCost: facelessIdeas.startupCost,
    })
    .from(facelessIdeas)
    .where(eq(facelessIdeas.nicheId, nicheId))
    .orderBy(asc(facelessIdeas.title));
}

/** The niche's related channel types, in the order the niche lists them; ids without a row are skipped. */
async function relatedTypes(db: Database, ids: string[]): Promise<{ id: string; label: string }[]> {
  if (ids.length === 0) return [];
  const types = await db
    .select({ id: channelTypes.id, label: channelTypes.label })
    .from(channelTypes)
    .where(inArray(channelTypes.id, ids));
  const byId = new Map(types.map((type) => [type.id, type]));
  return ids.flatMap((id) => {
    const type = byId.get(id);
    return type ? [type] : [];
  });
}

export function createNichesService(db: Database) {
  const insights = createCatalogueInsightsService(db);
  const outliers = createOutliersService(db);
  const verdicts = createNicheVerdictsService(db);
  const summaryColumns = {
    id: niches.id,
    slug: niches.slug,
    name: niches.name,
    description: niches.description,
    rpmLow: niches.rpmLow,
    rpmHigh: niches.rpmHigh,
    editedOn: sql<string>`to_char(${niches.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    competition: niches.competition,
    demonetizationRisk: niches.demonetizationRisk,
    category: niches.category,
    // Maintained by the database (channel_counts), not counted per request.
    channelCount: nicheChannelCount,
    channelTypeIds: niches.channelTypeIds,
  };

  /** A niche's verdict and each format's, named (formats without a type row are left out). */
  async function verdictsWithLabels(nicheId: string): Promise<NichePage["verdict"] | null> {
    const found = await verdicts.forNiche(nicheId);
    if (!found) return null;
    const labels = new Map(
      (
        await relatedTypes(
          db,
          found.byType.map((entry) => entry.typeId),
        )
      ).map((type) => [type.id, type.label]),
    );
    return {
      niche: found.niche,
      byType: found.byType.flatMap((entry) => {
        const label = labels.get(entry.typeId);
        return label ? [{ ...entry, label }] : [];
      }),
    };
  }

  /**
   * Each niche's monetization risk: its editorial rating with who set it and when (the audit
   * log), and its formats' policy signals. `slugs` narrows the rating read to one page's niche.
   */
  async function withRisk<T extends { id: string; demonetizationRisk: Level; channelTypeIds: string[] }>(
    rows: T[],
    slugs?: string[],
  ) {
    const [ratings, types] = await Promise.all([
      editorialRisks(db, slugs),
      db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes),
    ]);
    const labels = new Map(types.map((type) => [type.id, type.label]));
    return rows.map(({ channelTypeIds, ...row }) => {
      const rating = ratings.get(row.id);
      // A niche written between the two reads: its level without provenance.
      const editorial = rating
        ? withoutSlug(rating)
        : { level: row.demonetizationRisk, source: "unrecorded" as const, setBy: null, setOn: isoToday() };
      const formats = channelTypeIds.flatMap((id) => {
        const label = labels.get(id);
        return label === undefined ? [] : [{ id, label }];
      });
      return { ...row, monetizationRisk: monetizationRisk({ editorial, formats }) };
    });
  }

  return {
    /**
     * Niches with the filters of the list page and their opportunity scores; sorted by name, by
     * RPM (highest first) or by score (highest first, niches without one last).
     */
    async list(filters: Partial<NicheListFilters> = {}): Promise<NicheListItem[]> {
      const conditions = [
        filters.competition ? eq(niches.competition, filters.competition) : undefined,
        filters.editorialRisk ? eq(niches.demonetizationRisk, filters.editorialRisk) : undefined,
        filters.category ? eq(niches.category, filters.category) : undefined,
      ];
      const order = filters.sort === "rpm" ? [desc(niches.rpmHigh), desc(niches.rpmLow), asc(niches.name)] : [asc(niches.name)];
      const [rows, figures, verdictByNiche] = await Promise.all([
        db
          .select(summaryColumns)
          .from(niches)
          .where(and(...conditions))
          .orderBy(...order),
        insights.all(),
        verdicts.byNiche(),
      ]);
      // The figure combines the rating with the formats' policy map (domain/), so it is filtered
      // here, over the niches (dozens, at most a few hundred), not in SQL.
      const listed = (await withRisk(rows))
        .filter((row) => !filters.risk || row.monetizationRisk.level === filters.risk)
        .map((row) => ({
          ...sanitized(row),
          opportunity: figures.opportunityByNiche.get(row.id) ?? noFigures(figures.asOf),
          verdict: verdictByNiche.get(row.id) ?? noVerdict(),
        }))
        .filter(
          (row) =>
            (!filters.verdict || row.verdict.verdict === filters.verdict) &&
            (!filters.stage || row.verdict.stage === filters.stage),
        );
      if (filters.sort === "score") return listed.sort((a, b) => compareByOpportunity(a.opportunity, b.opportunity));
      if (filters.sort === "verdict") {
        return listed.sort(
          (a, b) =>
            verdictRank(a.verdict.verdict) - verdictRank(b.verdict.verdict) ||
            stageRank(a.verdict.stage) - stageRank(b.verdict.stage) ||
            compareByOpportunity(a.opportunity, b.opportunity),
        );
      }
      return listed;
    },

    /** The niches page: the filtered list as cards (the score without its terms) and the category filter's choices. */
    async listPage(filters: NicheListFilters): Promise<NicheListPage> {
      const [listed, categories] = await Promise.all([this.list(filters), this.categories()]);
      return {
        niches: listed.map(
          ({ id: _id, description, opportunity, verdict, demonetizationRisk: _rating, monetizationRisk, ...niche }) => ({
            ...niche,
            verdict: {
              verdict: verdict.verdict,
              verdictLabel: verdict.verdictLabel,
              stage: verdict.stage,
              stageLabel: verdict.stageLabel,
            },
            // The level only: its inputs and who set them are on each niche page.
            monetizationRisk: { level: monetizationRisk.level },
            opportunity: { status: opportunity.status, score: opportunity.score },
            excerpt: excerpt(description),
          }),
        ),
        categories,
        opportunityAsOf: listed[0]?.opportunity.asOf ?? null,
        verdictAsOf: listed.find((niche) => niche.verdict.asOf)?.verdict.asOf ?? null,
      };
    },

    /** The niches with the most channels first (home page), niches without channels left out. */
    async top(limit: number): Promise<NicheSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(niches)
        .where(sql`${summaryColumns.channelCount} > 0`)
        .orderBy(desc(summaryColumns.channelCount), asc(niches.name))
        .limit(limit);
      return (
        await withRisk(
          rows,
          rows.map((row) => row.slug),
        )
      ).map(sanitized);
    },

    /** Distinct categories, for the category filter. */
    async categories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: niches.category })
        .from(niches)
        .where(isNotNull(niches.category))
        .orderBy(asc(niches.category));
      return rows.flatMap((row) => (row.category ? [row.category] : []));
    },

    /** Every niche's slug and name (filters elsewhere, sitemap). */
    async options(): Promise<{ id: string; slug: string; name: string }[]> {
      return db.select({ id: niches.id, slug: niches.slug, name: niches.name }).from(niches).orderBy(asc(niches.name));
    },

    /** The canonical slug of a niche id (for /niche/{id} → /niches/{slug}), or null. */
    async slugById(id: string): Promise<string | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select({ slug: niches.slug }).from(niches).where(eq(niches.id, id)).limit(1);
      return row?.slug ?? null;
    },

    /** The niche page, or null for an unknown slug. */
    async page(slug: string): Promise<NichePage | null> {
      const [niche, recentOutliers] = await Promise.all([this.getBySlug(slug), outliers.recent({ niche: slug })]);
      if (!niche) return null;
      // The measured part from memory, not computed per request.
      const [{ opportunity, breakingIn }, verdict] = await Promise.all([
        insights.nicheFigures(niche.id),
        verdictsWithLabels(niche.id),
      ]);
      if (!verdict) return null;
      // The stored rating reaches the page inside monetizationRisk, with who set it and when.
      const { topChannels, demonetizationRisk: _rating, ...rest } = niche;
      return {
        niche: {
          ...rest,
          summary: excerpt(niche.description, 160),
          // Cards show public numbers only.
          topChannels: topChannels.map(({ screenshotUrl: _unused, ...channel }) => channel),
        },
        opportunity,
        breakingIn,
        outliers: recentOutliers,
        policyRisks: policyRiskViews(niche.channelTypes),
        verdict,
      };
    },

    /** A niche's verdict and each format's (the API), or null for an unknown slug. */
    async verdicts(slug: string) {
      const [row] = await db
        .select({ id: niches.id, slug: niches.slug, name: niches.name })
        .from(niches)
        .where(eq(niches.slug, slug));
      const verdict = row ? await verdictsWithLabels(row.id) : null;
      if (!row || !verdict) return null;
      return { niche: { slug: row.slug, name: row.name }, verdict: verdict.niche, formats: verdict.byType };
    },

    /** The niche with its channel types, ideas and top channels, or null for an unknown slug. */
    async getBySlug(slug: string): Promise<NicheDetail | null> {
      const [row] = await db.select(summaryColumns).from(niches).where(eq(niches.slug, slug)).limit(1);
      if (!row) return null;
      const { channelTypeIds, ...niche } = row;
      const members = nicheMembers(niche);
      const [[withFigure], types, medianSubscribers, ideas, topChannels] = await Promise.all([
        withRisk([row], [slug]),
        relatedTypes(db, channelTypeIds),
        medianSubscribersOf(db, members),
        ideasOf(db, niche.id),
        topChannelsOf(db, members),
      ]);
      return {
        ...sanitized(niche),
        monetizationRisk: withFigure!.monetizationRisk,
        channelTypes: types,
        medianSubscribers,
        ideas,
        topChannels,
      };
    },
  };
}

/** A niche created after the figures were computed: shown without a score until they are recomputed. */
function noFigures(asOf: string): NicheOpportunityView {
  return { asOf, status: "not-enough-data", score: null, reasons: ["no figures yet"], terms: [] };
}
