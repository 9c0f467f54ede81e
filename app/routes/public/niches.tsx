import { data } from "react-router";
import { LEVELS } from "#domain/catalogue-levels";
import { LIFE_STAGES, LIFE_STAGE_LABELS } from "#domain/niche-stage";
import { VERDICTS, VERDICT_LABELS } from "#domain/niche-verdict";
import { parseNicheListParamsLeniently } from "#domain/niche-list-params";
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
import { ExportCsvLink } from "~/components/export-csv-link";

const TITLE = "Faceless YouTube Niches";
const DESCRIPTION =
  "Compare faceless YouTube niches by estimated RPM, competition and monetization risk, with the channel types that suit each.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  // A malformed filter is left out and named on the page with a 400 (the API's message for the
  // same value); the list is shown without it.
  const { filters, messages: invalidMessages } = parseNicheListParamsLeniently(new URL(request.url).searchParams);
  const page = await services.niches.listPage(filters);
  return data(
    { origin: siteOrigin(publicEnv.publicUrl, request), filters, invalidMessages, levels: LEVELS, ...page },
    { status: invalidMessages.length > 0 ? 400 : 200 },
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
  const { filters, categories, niches, levels, invalidMessages, opportunityAsOf, verdictAsOf } = loaderData;
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
            { name: "risk", label: "Monetization risk", value: filters.risk ?? "", options: levelOptions },
            {
              name: "verdict",
              label: "Verdict",
              value: filters.verdict ?? "",
              options: VERDICTS.map((verdict) => ({ value: verdict, label: VERDICT_LABELS[verdict] })),
            },
            {
              name: "stage",
              label: "Stage",
              value: filters.stage ?? "",
              options: LIFE_STAGES.map((stage) => ({ value: stage, label: LIFE_STAGE_LABELS[stage] })),
            },
            {
              name: "category",
              label: "Category",
              value: filters.category ?? "",
              options: categories.map((c) => ({ value: c, label: c })),
            },
            {
              name: "sort",
              label: "Sort by",
              value: filters.sort,
              allowEmpty: false,
              options: [
                { value: "name", label: "Name (A–Z)" },
                { value: "rpm", label: "RPM (highest first)" },
                { value: "score", label: "Opportunity score (highest first)" },
                { value: "verdict", label: "Verdict (Enter first)" },
              ],
            },
          ]}
        />
        <div className="mt-3 flex justify-end">
          <ExportCsvLink href={nichesExportHref(filters)} signedIn={null} />
        </div>
        {invalidMessages.length > 0 ? (
          <div className="mt-4">
            <FormAlert>Some of the filters were left out: {invalidMessages.join("; ")}.</FormAlert>
          </div>
        ) : null}
      </div>
      {niches.length === 0 ? (
        <StatusPanel
          className="mt-8"
          tone="empty"
          title="No niches match these filters"
          description="Try another competition, risk, verdict, stage or category, or clear the filters."
        />
      ) : (
        <CardGrid items={niches} keyOf={(niche) => niche.slug} className="mt-8" testId="niche-list">
          {(niche) => <NicheCard niche={niche} opportunityAsOf={opportunityAsOf} verdictAsOf={verdictAsOf} />}
        </CardGrid>
      )}
      <p className="mt-8 text-xs text-muted-foreground">
        RPM ranges are editorial estimates in US dollars per 1,000 monetized views for a mostly US audience. Monetization risk is
        the higher of an editorial rating and the policy signal of the niche&apos;s safest format; each niche page shows both and
        who set the rating. Opportunity scores are estimates from the directory's YouTube data, as of{" "}
        {opportunityAsOf ? formatDate(opportunityAsOf) : "the latest snapshot"}; each niche page shows the terms behind its score,
        and the reasons and evidence behind its verdict and life stage. See{" "}
        <a href="/how-it-works" className="underline underline-offset-4 hover:text-foreground">
          how the estimates work
        </a>
        .
      </p>
    </div>
  );
}

/** The CSV of the list as filtered: the same query string. */
function nichesExportHref(filters: Route.ComponentProps["loaderData"]["filters"]): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== null && value !== "" && !(name === "sort" && value === "name")) query.set(name, String(value));
  }
  const search = query.toString();
  return `/niches/export.csv${search ? `?${search}` : ""}`;
}
