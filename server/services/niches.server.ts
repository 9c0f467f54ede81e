// Niches (PRODUCT.md "Niche": id, slug, name, description (rich text), RPM range, competition,
// demonetization risk, related channel types; derived: channel count, median subscribers,
// median revenue per video). Median revenue per video is a revenue figure: it belongs to the
// members-only revenue layer (spec §6) and is not computed here.
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { isUuid } from "#domain/channel-slug";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelTypes, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import type { Level, NicheSort } from "#domain/catalogue-levels";
import { compareByOpportunity } from "#domain/niche-opportunity";
import type { NicheDetail, NicheListItem, NicheOpportunityView, NicheSummary } from "#domain/read-models/guides";
import { createCatalogueInsightsService } from "#server/services/catalogue-insights.server";
import { nicheChannelCount } from "#server/services/channel-counts.server";
import { sanitizeRichText } from "#server/rich-text.server";
import { publicChannelColumns } from "#server/services/channel-types.server";

export type NicheFilters = {
  competition?: Level | null;
  risk?: Level | null;
  category?: string | null;
  sort?: NicheSort | null;
};

/** Top channels shown on a niche page. */
const NICHE_TOP_CHANNELS = 6;

/** Rich text is sanitized on read: pages and the API render the description as it comes. */
const sanitized = <T extends { description: string }>(niche: T): T => ({ ...niche, description: sanitizeRichText(niche.description) });

export function createNichesService(db: Database) {
  const insights = createCatalogueInsightsService(db);
  const summaryColumns = {
    id: niches.id,
    slug: niches.slug,
    name: niches.name,
    description: niches.description,
    rpmLow: niches.rpmLow,
    rpmHigh: niches.rpmHigh,
    competition: niches.competition,
    demonetizationRisk: niches.demonetizationRisk,
    category: niches.category,
    // Maintained by the database (channel_counts), not counted per request.
    channelCount: nicheChannelCount,
  };

  return {
    /**
     * Niches with the filters of the list page and their opportunity scores; sorted by name, by
     * RPM (highest first) or by score (highest first, niches without one last).
     */
    async list(filters: NicheFilters = {}): Promise<NicheListItem[]> {
      const conditions = [
        filters.competition ? eq(niches.competition, filters.competition) : undefined,
        filters.risk ? eq(niches.demonetizationRisk, filters.risk) : undefined,
        filters.category ? eq(niches.category, filters.category) : undefined,
      ];
      const order = filters.sort === "rpm" ? [desc(niches.rpmHigh), desc(niches.rpmLow), asc(niches.name)] : [asc(niches.name)];
      const [rows, figures] = await Promise.all([
        db
          .select(summaryColumns)
          .from(niches)
          .where(and(...conditions))
          .orderBy(...order),
        insights.all(),
      ]);
      const listed = rows.map((row) => ({ ...sanitized(row), opportunity: figures.opportunityByNiche.get(row.id) ?? noFigures(figures.asOf) }));
      return filters.sort === "score" ? listed.sort((a, b) => compareByOpportunity(a.opportunity, b.opportunity)) : listed;
    },

    /** The niches with the most channels first (home page), niches without channels left out. */
    async top(limit: number): Promise<NicheSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(niches)
        .where(sql`${summaryColumns.channelCount} > 0`)
        .orderBy(desc(summaryColumns.channelCount), asc(niches.name))
        .limit(limit);
      return rows.map(sanitized);
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

    /** Everything the niche page shows, or null for an unknown slug. */
    async getBySlug(slug: string): Promise<NicheDetail | null> {
      const [row] = await db
        .select({ ...summaryColumns, channelTypeIds: niches.channelTypeIds })
        .from(niches)
        .where(eq(niches.slug, slug))
        .limit(1);
      if (!row) return null;
      const { channelTypeIds, ...niche } = row;
      // A channel belongs to a niche through niche_id; rows imported with only the spec's `niche`
      // text (no id) match by name. Each way is read through its own index ((niche_id,
      // total_subscribers) answers the first without visiting the rows).
      const byId = and(eq(youtubeChannels.nicheId, niche.id), isNotNull(youtubeChannels.totalSubscribers));
      const byName = and(sql`${youtubeChannels.nicheId} is null`, eq(youtubeChannels.niche, niche.name), isNotNull(youtubeChannels.totalSubscribers));
      const subscribers = sql`select ${youtubeChannels.totalSubscribers} as s from ${youtubeChannels} where ${byId}
        union all select ${youtubeChannels.totalSubscribers} from ${youtubeChannels} where ${byName}`;
      const topOf = (where: SQL | undefined) =>
        db
          .select(publicChannelColumns)
          .from(youtubeChannels)
          .where(where)
          .orderBy(sql`${youtubeChannels.totalSubscribers} desc nulls last`, asc(youtubeChannels.id))
          .limit(NICHE_TOP_CHANNELS);

      const [typeRows, [median], ideas, topById, topByName] = await Promise.all([
        relatedTypes(channelTypeIds),
        executeRows<{ value: string | number | null }>(db, sql`select percentile_cont(0.5) within group (order by s) as value from (${subscribers}) as subscribers`),
        db
          .select({
            id: facelessIdeas.id,
            slug: facelessIdeas.slug,
            title: facelessIdeas.title,
            summary: facelessIdeas.summary,
            difficulty: facelessIdeas.difficulty,
            startupCost: facelessIdeas.startupCost,
          })
          .from(facelessIdeas)
          .where(eq(facelessIdeas.nicheId, niche.id))
          .orderBy(asc(facelessIdeas.title)),
        topOf(byId),
        topOf(byName),
      ]);
      const topChannels = [...topById, ...topByName]
        .sort((a, b) => (b.subscribers ?? 0) - (a.subscribers ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, NICHE_TOP_CHANNELS);
      const medianValue = median?.value === null || median?.value === undefined ? null : Math.round(Number(median.value));
      return { ...sanitized(niche), channelTypes: typeRows, medianSubscribers: medianValue, ideas, topChannels };
    },
  };

  /** The niche's related channel types, in the order the niche lists them; ids without a row are skipped. */
  async function relatedTypes(ids: string[]): Promise<{ id: string; label: string }[]> {
    if (ids.length === 0) return [];
    const types = await db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes).where(inArray(channelTypes.id, ids));
    const byId = new Map(types.map((type) => [type.id, type]));
    return ids.flatMap((id) => {
      const type = byId.get(id);
      return type ? [type] : [];
    });
  }
}

/** A niche created after the figures were computed: shown without a score until they are recomputed. */
function noFigures(asOf: string): NicheOpportunityView {
  return { asOf, status: "not-enough-data", score: null, reasons: ["no figures yet"], terms: [] };
}
