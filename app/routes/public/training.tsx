// /training: the hub of the channel types' how-to guides (PRODUCT.md: "/training (hub of the
// channel type how-to guides)"), each linking to its type page.
import { ArrowRight, ListChecks } from "~/components/ui/icons";
import { Link } from "react-router";
import { excerpt } from "#domain/text-excerpt";
import type { Route } from "./+types/training";
import { DidYouKnowCard } from "~/components/did-you-know-card";
import { PageHeader } from "~/components/page-header";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const TITLE = "Training: How to Make Faceless Videos";
const DESCRIPTION =
  "Step-by-step production guides for every faceless channel format, plus a short path from first idea to first upload.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicEnv, services } = context.get(appContext);
  const [{ types }, fact] = await Promise.all([services.channelTypes.list(), services.facts.randomActiveOrError()]);
  return {
    origin: siteOrigin(publicEnv.publicUrl, request),
    fact,
    guides: types.map((type) => ({
      id: type.id,
      label: type.label,
      gradient: type.gradient,
      // The guide is the type's "How to Create" list; its steps are the <li> items.
      steps: (type.production.match(/<li[\s>]/g) ?? []).length,
      excerpt: excerpt(type.production, 140),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/training",
    breadcrumbs: [{ name: "Training", path: "/training" }],
    itemList: loaderData?.guides.map((guide) => ({
      name: `How to create: ${guide.label}`,
      path: `/channel-types/${guide.id}#how-to-create`,
    })),
  });
}

const PATH = [
  {
    title: "Pick a format",
    text: "Skim the guides below and choose a format you could produce every week for a year.",
    to: "/channel-types",
  },
  {
    title: "Pick a niche",
    text: "Compare RPM, competition and monetization risk, and check which formats suit it.",
    to: "/niches",
  },
  {
    title: "Study working channels",
    text: "Find channels in your format and niche and look at their upload rate and growth.",
    to: "/channel-search",
  },
  {
    title: "Run the numbers",
    text: "Estimate earnings and how long reaching the Partner Program thresholds might take.",
    to: "/calculators",
  },
];

export default function TrainingPage({ loaderData }: Route.ComponentProps) {
  const { guides, fact } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />

      <section aria-labelledby="path-heading" className="mt-10">
        <h2 id="path-heading" className="text-2xl font-semibold tracking-tight">
          From idea to first upload
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PATH.map((step, index) => (
            <li key={step.to} className="grid">
              <Link
                to={step.to}
                className="group flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  className="grid size-8 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="font-semibold">{step.title}</span>
                <span className="text-sm text-muted-foreground">{step.text}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <DidYouKnowCard initial={fact} className="mt-10" />

      <section aria-labelledby="guides-heading" className="mt-14">
        <h2 id="guides-heading" className="text-2xl font-semibold tracking-tight">
          Production guides by format
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {guides.length} guides, each with the steps to produce the format and example ideas.
        </p>
        <ul className="mt-6 grid gap-3 md:grid-cols-2" data-testid="training-guides">
          {guides.map((guide) => (
            <li key={guide.id} className="grid">
              <Link
                to={`/channel-types/${guide.id}#how-to-create`}
                className="group flex gap-4 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  className="size-12 shrink-0 rounded-lg"
                  style={{ backgroundImage: `linear-gradient(135deg, ${guide.gradient[0]}, ${guide.gradient[1]})` }}
                  aria-hidden="true"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold">How to create: {guide.label}</span>
                    <ArrowRight
                      className="size-4 shrink-0 text-muted-foreground card-arrow group-hover:text-primary"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="line-clamp-2 text-sm text-muted-foreground">{guide.excerpt}</span>
                  {guide.steps > 0 ? (
                    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <ListChecks className="size-3.5" aria-hidden="true" />
                      {guide.steps} steps
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
