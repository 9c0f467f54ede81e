// /faceless-ideas/{ideaId}: the slug is canonical; an idea's id redirects (301) to its slug.
import { FigureSource } from "~/components/research/figure-source";
import { Clock, DollarSign, Gauge, Wallet, Wrench } from "~/components/ui/icons";
import { Link, data, redirect } from "react-router";
import { excerpt } from "#domain/text-excerpt";
import type { Route } from "./+types/faceless-idea";
import { BackButton } from "~/components/guides/back-button";
import { levelLabel } from "~/components/guides/level-badge";
import { formatRpmRange } from "~/components/guides/rpm-range";
import { RichText } from "~/components/rich-text";
import { MonetizationRiskPanel } from "~/components/research/monetization-risk-panel";
import { Badge } from "~/components/ui/badge";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { ChannelCardGrid } from "~/components/channel-card-grid";
import { GuideNotFound } from "~/components/guides/guide-not-found";
import { OpportunityOnIdea } from "~/components/research/opportunity-on-idea";
import { VerdictPanel } from "~/components/research/verdict-panel";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const result = await services.ideas.page(params.ideaId);
  if (result.kind === "redirect") throw redirect(`/faceless-ideas/${result.slug}`, 301);
  if (result.kind === "not-found") return data({ found: false as const, origin, requested: params.ideaId }, { status: 404 });
  return { found: true as const, origin, ...result.page };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return seoMeta({
      title: "Idea not found",
      description: "This channel idea does not exist.",
      origin: undefined,
      path: `/faceless-ideas/${params.ideaId}`,
      noindex: true,
    });
  }
  const { idea, origin } = loaderData;
  return seoMeta({
    title: idea.title,
    description: excerpt(idea.summary, 160),
    origin,
    path: `/faceless-ideas/${idea.slug}`,
    type: "article",
    breadcrumbs: [
      { name: "Faceless Ideas", path: "/faceless-ideas" },
      { name: idea.title, path: `/faceless-ideas/${idea.slug}` },
    ],
  });
}

export default function FacelessIdeaPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <GuideNotFound
        title="Idea not found"
        description={`There is no channel idea “${loaderData.requested}”. It may have been renamed or removed.`}
        back={{ fallback: "/faceless-ideas", label: "All ideas" }}
      />
    );
  }
  const { idea, policyRisks, opportunity, monthsToThousand, verdict } = loaderData;
  // The editorial estimates carry their label: set by an admin, on the day the idea was last edited.
  const editorial = { kind: "estimate", asOf: idea.editedOn } as const;
  const facts = [
    { label: "Difficulty", value: levelLabel(idea.difficulty), icon: Gauge, source: null },
    { label: "Startup cost", value: levelLabel(idea.startupCost), icon: Wallet, source: null },
    {
      label: "RPM range (editorial estimate)",
      value: formatRpmRange(idea.rpmLow, idea.rpmHigh),
      icon: DollarSign,
      source: { ...editorial, method: "rates" },
    },
    {
      label: "Hours per video (editorial estimate)",
      value: idea.hoursPerVideo === null ? "N/A" : `${idea.hoursPerVideo} h`,
      icon: Clock,
      source: { ...editorial, method: "data" },
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <BackButton fallback="/faceless-ideas">Ideas</BackButton>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <article data-idea-id={idea.id}>
          <div className="flex flex-wrap gap-1.5">
            {idea.niche ? (
              <Badge asChild variant="outline">
                <Link to={`/niches/${idea.niche.slug}`}>{idea.niche.name}</Link>
              </Badge>
            ) : null}
            {idea.channelType ? (
              <Badge asChild variant="outline">
                <Link to={`/channel-types/${idea.channelType.id}`}>{idea.channelType.label}</Link>
              </Badge>
            ) : null}
          </div>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{idea.title}</h1>
          <p className="mt-3 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{idea.summary}</p>
          <RichText html={idea.body} className="mt-8" />
          <MonetizationRiskPanel
            risk={idea.monetizationRisk}
            details={policyRisks}
            nicheName={idea.niche?.name}
            className="mt-8"
            asOf={idea.editedOn}
          />
        </article>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start" aria-label="At a glance">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            {facts.map(({ label, value, icon: Icon, source }) => (
              // The icon sits inside the <dt>: a <dl>'s groups hold only <dt> and <dd>.
              <div
                key={label}
                className="relative flex min-h-[4.625rem] min-w-0 flex-col justify-center rounded-xl border bg-card py-4 pr-4 pl-16 shadow-xs"
                data-figure-group={source ? "" : undefined}
              >
                <dt className="text-xs text-muted-foreground">
                  <span
                    className="absolute top-1/2 left-4 grid size-9 -translate-y-1/2 place-items-center rounded-lg bg-accent text-accent-foreground"
                    aria-hidden="true"
                  >
                    <Icon className="size-4" />
                  </span>
                  {label}
                </dt>
                <dd className="font-semibold tabular-nums" data-figure={source?.kind}>
                  {value}
                </dd>
                {source ? (
                  <dd>
                    <FigureSource kind={source.kind} asOf={source.asOf} method={source.method} />
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
          {verdict && idea.niche ? (
            <VerdictPanel
              verdict={verdict.verdict}
              name={
                verdict.scope === "pair" && idea.channelType ? `${idea.niche.name} × ${idea.channelType.label}` : idea.niche.name
              }
              scopeNote={
                verdict.scope === "niche" && idea.channelType
                  ? `Judged on ${idea.niche.name} as a whole: too few ${idea.channelType.label} channels in it to judge the format alone.`
                  : undefined
              }
              compact
            />
          ) : null}
          <OpportunityOnIdea niche={idea.niche} opportunity={opportunity} monthsToThousand={monthsToThousand} />
          {idea.tools.length > 0 ? (
            <section aria-labelledby="tools-heading" className="rounded-xl border bg-card p-4 shadow-xs">
              <h2 id="tools-heading" className="mb-3 flex items-center gap-2 text-sm font-semibold">
                <Wrench className="size-4 text-primary" aria-hidden="true" />
                Tools
              </h2>
              <ul className="flex flex-wrap gap-1.5">
                {idea.tools.map((tool) => (
                  <li key={tool}>
                    <Badge variant="secondary">{tool}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>

      <section aria-labelledby="examples-heading" className="mt-12">
        <h2 id="examples-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Example channels
        </h2>
        {idea.exampleChannels.length > 0 ? (
          <ChannelCardGrid channels={idea.exampleChannels} testId="idea-example-channels" />
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            No example channels linked to this idea yet.
          </p>
        )}
      </section>
    </div>
  );
}
