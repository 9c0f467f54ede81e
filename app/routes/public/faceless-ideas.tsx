// /faceless-ideas, with the aliases /faceless-channel-ideas and /ideas (PRODUCT.md) rendering the
// same list; all three name /faceless-ideas as the canonical URL.
import { useLocation } from "react-router";
import { DIFFICULTIES, LEVELS, isDifficulty, isLevel } from "#domain/catalogue-levels";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";
import type { Route } from "./+types/faceless-ideas";
import { FilterForm } from "~/components/guides/filter-form";
import { IdeaCard } from "~/components/guides/idea-card";
import { levelLabel } from "~/components/guides/level-badge";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { CardGrid } from "~/components/card-grid";

const TITLE = "Faceless YouTube Channel Ideas";
const DESCRIPTION =
  "Faceless channel ideas with the niche, format, difficulty, startup cost, RPM range and hours per video of each.";
const CANONICAL_PATH = "/faceless-ideas";
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const difficulty = params.get("difficulty");
  const cost = params.get("cost");
  const niche = params.get("niche") ?? "";
  const type = params.get("type") ?? "";
  // Unknown values are ignored rather than an error: the list simply is not filtered by them.
  const filters = {
    difficulty: isDifficulty(difficulty) ? difficulty : null,
    startupCost: isLevel(cost) ? cost : null,
    niche: SLUG_PATTERN.test(niche) ? niche : null,
    type: CHANNEL_TYPE_ID_PATTERN.test(type) ? type : null,
  };
  const [ideas, options] = await Promise.all([services.ideas.list(filters), services.ideas.filterOptions()]);
  return {
    origin: siteOrigin(publicEnv.publicUrl, request),
    filters,
    options: { ...options, difficulties: DIFFICULTIES, costs: LEVELS },
    ideas: ideas.map(({ id: _id, ...idea }) => idea),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: CANONICAL_PATH,
    breadcrumbs: [{ name: "Faceless Ideas", path: CANONICAL_PATH }],
    itemList: loaderData?.ideas.map((idea) => ({ name: idea.title, path: `/faceless-ideas/${idea.slug}` })),
  });
}

export default function FacelessIdeasPage({ loaderData }: Route.ComponentProps) {
  const { filters, options, ideas } = loaderData;
  // The aliases keep their own address for the filter form, so filtering does not jump to another URL.
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <div className="mt-8">
        <FilterForm
          action={pathname}
          resultCount={ideas.length}
          noun={["idea", "ideas"]}
          fields={[
            {
              name: "difficulty",
              label: "Difficulty",
              value: filters.difficulty ?? "",
              options: options.difficulties.map((d) => ({ value: d, label: levelLabel(d) })),
            },
            {
              name: "cost",
              label: "Startup cost",
              value: filters.startupCost ?? "",
              options: options.costs.map((c) => ({ value: c, label: levelLabel(c) })),
            },
            {
              name: "niche",
              label: "Niche",
              value: filters.niche ?? "",
              options: options.niches.map((n) => ({ value: n.slug, label: n.name })),
            },
            {
              name: "type",
              label: "Channel type",
              value: filters.type ?? "",
              options: options.channelTypes.map((t) => ({ value: t.id, label: t.label })),
            },
          ]}
        />
      </div>
      {ideas.length === 0 ? (
        <StatusPanel
          className="mt-8"
          tone="empty"
          title="No ideas match these filters"
          description="Try another difficulty, cost, niche or channel type, or clear the filters."
        />
      ) : (
        <CardGrid items={ideas} keyOf={(idea) => idea.slug} className="mt-8" testId="idea-list">
          {(idea) => <IdeaCard idea={idea} />}
        </CardGrid>
      )}
    </div>
  );
}
