// Faceless channel ideas (PRODUCT.md "Faceless idea": id, slug, title, summary, body (rich
// text), niche, channel type, difficulty, startup cost, RPM range, hours per video, tools,
// example channels). The canonical page is /faceless-ideas/{slug}; ids resolve to it.
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Difficulty, Level } from "#domain/catalogue-levels";
import { policyRiskViews } from "#domain/policy-risk";
import type { IdeaDetail, IdeaPage, IdeaSummary } from "#domain/read-models/guides";
import { isUuid } from "#domain/channel-slug";
import type { Database } from "#db/database";
import { channelTypes, facelessIdeaChannels, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { createCatalogueInsightsService } from "#server/services/catalogue-insights.server";
import { publicChannelColumns } from "#server/services/channel-types.server";
import { createMonetizationRiskService } from "#server/services/monetization-risk.server";
import { sanitizeRichText } from "#server/rich-text.server";
import { createNicheVerdictsService } from "#server/services/niche-verdicts.server";

export type IdeaFilters = {
  difficulty?: Difficulty | null;
  startupCost?: Level | null;
  /** Niche slug. */
  niche?: string | null;
  /** Channel type id. */
  type?: string | null;
};

/** How a route parameter names an idea: its slug (canonical), or its id (redirect to the slug). */
export type IdeaLookup = { kind: "found"; idea: IdeaDetail } | { kind: "redirect"; slug: string } | { kind: "not-found" };
export type IdeaPageLookup = { kind: "found"; page: IdeaPage } | Exclude<IdeaLookup, { kind: "found" }>;

export function createIdeasService(db: Database) {
  const risks = createMonetizationRiskService(db);
  const summaryColumns = {
    id: facelessIdeas.id,
    slug: facelessIdeas.slug,
    title: facelessIdeas.title,
    summary: facelessIdeas.summary,
    difficulty: facelessIdeas.difficulty,
    startupCost: facelessIdeas.startupCost,
    rpmLow: facelessIdeas.rpmLow,
    rpmHigh: facelessIdeas.rpmHigh,
    hoursPerVideo: facelessIdeas.hoursPerVideo,
    editedOn: sql<string>`to_char(${facelessIdeas.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    nicheSlug: niches.slug,
    nicheName: niches.name,
    typeId: channelTypes.id,
    typeLabel: channelTypes.label,
  };
  type Row = {
    nicheSlug: string | null;
    nicheName: string | null;
    typeId: string | null;
    typeLabel: string | null;
  };
  const shape = <T extends Row>({ nicheSlug, nicheName, typeId, typeLabel, ...idea }: T) => ({
    ...idea,
    niche: nicheSlug && nicheName ? { slug: nicheSlug, name: nicheName } : null,
    channelType: typeId && typeLabel ? { id: typeId, label: typeLabel } : null,
  });

  function base() {
    return db
      .select(summaryColumns)
      .from(facelessIdeas)
      .leftJoin(niches, eq(niches.id, facelessIdeas.nicheId))
      .leftJoin(channelTypes, eq(channelTypes.id, facelessIdeas.channelTypeId));
  }

  async function detailWhere(condition: ReturnType<typeof eq>): Promise<IdeaDetail | null> {
    const [row] = await db
      .select({ ...summaryColumns, body: facelessIdeas.body, tools: facelessIdeas.tools })
      .from(facelessIdeas)
      .leftJoin(niches, eq(niches.id, facelessIdeas.nicheId))
      .leftJoin(channelTypes, eq(channelTypes.id, facelessIdeas.channelTypeId))
      .where(condition)
      .limit(1);
    if (!row) return null;
    const idea = shape(row);
    const [exampleChannels, monetizationRisk] = await Promise.all([
      db
        .select(publicChannelColumns)
        .from(facelessIdeaChannels)
        .innerJoin(youtubeChannels, eq(youtubeChannels.id, facelessIdeaChannels.channelId))
        .where(eq(facelessIdeaChannels.ideaId, row.id))
        .orderBy(asc(youtubeChannels.channelTitle)),
      // The idea's niche's editorial rating and the idea's format.
      risks.ofNicheAndFormat(idea.niche?.slug ?? null, idea.channelType),
    ]);
    // Rich text is sanitized on read: the page and the API render the body as it comes.
    return { ...idea, body: sanitizeRichText(row.body), exampleChannels, monetizationRisk };
  }

  return {
    /** Ideas with the list page's filters, by title. */
    async list(filters: IdeaFilters = {}): Promise<IdeaSummary[]> {
      const rows = await base()
        .where(
          and(
            filters.difficulty ? eq(facelessIdeas.difficulty, filters.difficulty) : undefined,
            filters.startupCost ? eq(facelessIdeas.startupCost, filters.startupCost) : undefined,
            filters.niche ? eq(niches.slug, filters.niche) : undefined,
            filters.type ? eq(facelessIdeas.channelTypeId, filters.type) : undefined,
          ),
        )
        .orderBy(asc(facelessIdeas.title));
      return rows.map(shape);
    },

    /** Niches and channel types that have ideas, for the filters. */
    async filterOptions(): Promise<{ niches: { slug: string; name: string }[]; channelTypes: { id: string; label: string }[] }> {
      const [nicheRows, typeRows] = await Promise.all([
        db
          .selectDistinct({ slug: niches.slug, name: niches.name })
          .from(niches)
          .where(
            inArray(
              niches.id,
              db.select({ id: facelessIdeas.nicheId }).from(facelessIdeas).where(isNotNull(facelessIdeas.nicheId)),
            ),
          )
          .orderBy(asc(niches.name)),
        db
          .selectDistinct({ id: channelTypes.id, label: channelTypes.label })
          .from(channelTypes)
          .where(
            inArray(
              channelTypes.id,
              db.select({ id: facelessIdeas.channelTypeId }).from(facelessIdeas).where(isNotNull(facelessIdeas.channelTypeId)),
            ),
          )
          .orderBy(asc(channelTypes.label)),
      ]);
      return { niches: nicheRows, channelTypes: typeRows };
    },

    async getBySlug(slug: string): Promise<IdeaDetail | null> {
      return detailWhere(eq(facelessIdeas.slug, slug));
    },

    /** The slug of an idea id (for /faceless-idea/{id}), or null. */
    async slugById(id: string): Promise<string | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select({ slug: facelessIdeas.slug }).from(facelessIdeas).where(eq(facelessIdeas.id, id)).limit(1);
      return row?.slug ?? null;
    },

    /**
     * Resolves /faceless-ideas/{ideaId}: a slug shows the idea; a uuid of an idea redirects to
     * its slug (slugs cannot look like uuids: they are lowercase words joined by hyphens, but a
     * uuid-shaped slug is still tried as a slug first).
     */
    async resolve(param: string): Promise<IdeaLookup> {
      const idea = await this.getBySlug(param);
      if (idea) return { kind: "found", idea };
      const slug = await this.slugById(param);
      return slug ? { kind: "redirect", slug } : { kind: "not-found" };
    },

    /** The idea's page by slug (an id redirects to the slug), with its niche's and type's figures. */
    async page(param: string): Promise<IdeaPageLookup> {
      const result = await this.resolve(param);
      if (result.kind !== "found") return result;
      const { exampleChannels, ...idea } = result.idea;
      const insights = createCatalogueInsightsService(db);
      // Read from the figures kept in memory, not computed per request.
      const [nicheFigures, typeBreakingIn, verdict] = await Promise.all([
        idea.niche ? insights.nicheFiguresBySlug(idea.niche.slug) : null,
        idea.channelType ? insights.typeBreakingIn(idea.channelType.id) : null,
        idea.niche ? createNicheVerdictsService(db).forIdea(idea.niche.slug, idea.channelType?.id ?? null) : null,
      ]);
      return {
        kind: "found",
        page: {
          // Cards show public numbers only.
          idea: { ...idea, exampleChannels: exampleChannels.map(({ screenshotUrl: _unused, ...channel }) => channel) },
          opportunity: nicheFigures?.opportunity ?? null,
          monthsToThousand: [
            ...(nicheFigures && idea.niche
              ? [{ label: `${idea.niche.name} channels`, figure: nicheFigures.breakingIn.monthsToAdThreshold }]
              : []),
            ...(typeBreakingIn && idea.channelType
              ? [{ label: `${idea.channelType.label} channels`, figure: typeBreakingIn.monthsToAdThreshold }]
              : []),
          ],
          policyRisks: policyRiskViews(idea.channelType ? [idea.channelType] : []),
          verdict,
        },
      };
    },
  };
}
