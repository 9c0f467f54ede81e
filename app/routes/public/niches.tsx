import { LEVELS, isLevel, isNicheSort } from "#domain/catalogue-levels";
import { excerpt } from "#domain/text-excerpt";
import type { Route } from "./+types/niches";
import { FilterForm } from "~/components/guides/filter-form";
import { levelLabel } from "~/components/guides/level-badge";
import { NicheCard } from "~/components/guides/niche-card";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { appContext } from "~/lib/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { CardGrid } from "~/components/card-grid";

const TITLE = "Faceless YouTube Niches";
const DESCRIPTION = "Compare faceless YouTube niches by estimated RPM, competition and demonetization risk, with the channel types that suit each.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  // Unknown values are ignored rather than an error: the list simply is not filtered by them.
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
  const [niches, categories] = await Promise.all([services.niches.list(filters), services.niches.categories()]);
  return {
    origin: siteOrigin(publicEnv.publicUrl, request),
    filters,
    categories,
    levels: LEVELS,
    niches: niches.map(({ description, id: _id, ...niche }) => ({ ...niche, excerpt: excerpt(description) })),
  };
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
  const { filters, categories, niches, levels } = loaderData;
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
              ],
            },
          ]}
        />
      </div>
      {niches.length === 0 ? (
        <StatusPanel className="mt-8" tone="empty" title="No niches match these filters" description="Try another competition, risk or category, or clear the filters." />
      ) : (
        <CardGrid items={niches} keyOf={(niche) => niche.slug} className="mt-8" testId="niche-list">
          {(niche) => <NicheCard niche={niche} />}
        </CardGrid>
      )}
      <p className="mt-8 text-xs text-muted-foreground">
        RPM ranges are editorial estimates in US dollars per 1,000 monetized views for a mostly US audience; see{" "}
        <a href="/how-it-works" className="underline underline-offset-4 hover:text-foreground">
          how the estimates work
        </a>
        .
      </p>
    </div>
  );
}
