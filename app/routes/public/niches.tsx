import { data } from "react-router";
import { LEVELS, NICHE_SORTS, isLevel, isNicheSort } from "#domain/catalogue-levels";
import { excerpt } from "#domain/text-excerpt";
import { formatDate } from "#domain/format";
import type { Route } from "./+types/niches";
import { FilterForm } from "~/components/guides/filter-form";
import { levelLabel } from "~/components/guides/level-badge";
import { NicheCard } from "~/components/guides/niche-card";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { CardGrid } from "~/components/card-grid";
import { FormAlert } from "~/components/form-alert";

const TITLE = "Faceless YouTube Niches";
const DESCRIPTION = "Compare faceless YouTube niches by estimated RPM, competition and demonetization risk, with the channel types that suit each.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  // Unknown filter values are ignored rather than an error: the list simply is not filtered by
  // them. A malformed sort is named on the page with a 400 (the channel search's rule), and the
  // list is shown by name.
  const competition = params.get("competition");
  const risk = params.get("risk");
  const sort = params.get("sort");
  const categoryParam = params.get("category");
  const filters = {
    competition: isLevel(competition) ? competition : null,
    risk: isLevel(risk) ? risk : null,
    category: categoryParam?.trim() ? categoryParam.trim() : null,
    sort: isNicheSort(sort) ? sort : "name",
  } as const;
  const invalidSort = sort !== null && sort !== "" && !isNicheSort(sort) ? `sort must be one of ${NICHE_SORTS.join(", ")}` : null;
  const [niches, categories] = await Promise.all([services.niches.list(filters), services.niches.categories()]);
  return data(
    {
      origin: siteOrigin(publicEnv.publicUrl, request),
      filters,
      invalidSort,
      opportunityAsOf: niches[0]?.opportunity.asOf ?? null,
      categories,
      levels: LEVELS,
      // Only the score reaches the list's HTML; the terms are on each niche page.
      niches: niches.map(({ description, id: _id, opportunity, ...niche }) => ({
        ...niche,
        opportunity: { status: opportunity.status, score: opportunity.score },
        excerpt: excerpt(description),
      })),
    },
    { status: invalidSort ? 400 : 200 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/niches",
    breadcrumbs: [{ name: "Niches", path: "/niches" }],
    itemList: loaderData?.niches.map((niche) => ({ name: niche.name, path: `/niches/${niche.slug}` })),
  });
}

export default function NichesPage({ loaderData }: Route.ComponentProps) {
  const { filters, categories, niches, levels, invalidSort, opportunityAsOf } = loaderData;
  const levelOptions = levels.map((level) => ({ value: level, label: levelLabel(level) }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <div className="mt-8">
        <FilterForm
          action="/niches"
          resultCount={niches.length}
          noun={["niche", "niches"]}
          fields={[
            { name: "competition", label: "Competition", value: filters.competition ?? "", options: levelOptions },
            { name: "risk", label: "Demonetization risk", value: filters.risk ?? "", options: levelOptions },
            { name: "category", label: "Category", value: filters.category ?? "", options: categories.map((c) => ({ value: c, label: c })) },
            {
              name: "sort",
              label: "Sort by",
              value: filters.sort,
              allowEmpty: false,
              options: [
                { value: "name", label: "Name (A–Z)" },
                { value: "rpm", label: "RPM (highest first)" },
                { value: "score", label: "Opportunity score (highest first)" },
              ],
            },
          ]}
        />
        {invalidSort ? (
          <div className="mt-4">
            <FormAlert>The sort was left out: {invalidSort}.</FormAlert>
          </div>
        ) : null}
      </div>
      {niches.length === 0 ? (
        <StatusPanel className="mt-8" tone="empty" title="No niches match these filters" description="Try another competition, risk or category, or clear the filters." />
      ) : (
        <CardGrid items={niches} keyOf={(niche) => niche.slug} className="mt-8" testId="niche-list">
          {(niche) => <NicheCard niche={niche} />}
        </CardGrid>
      )}
      <p className="mt-8 text-xs text-muted-foreground">
        RPM ranges are editorial estimates in US dollars per 1,000 monetized views for a mostly US audience. Opportunity scores are
        estimates from the directory's YouTube data, as of {opportunityAsOf ? formatDate(opportunityAsOf) : "the latest snapshot"}; each niche page shows the terms behind its
        score. See{" "}
        <a href="/how-it-works" className="underline underline-offset-4 hover:text-foreground">
          how the estimates work
        </a>
        .
      </p>
    </div>
  );
}
