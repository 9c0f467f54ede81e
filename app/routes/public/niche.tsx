import { Link, data } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { formatNumber } from "#domain/format";
import type { Route } from "./+types/niche";
import { BackButton } from "~/components/guides/back-button";
import { IdeaCard } from "~/components/guides/idea-card";
import { LevelBadge } from "~/components/guides/level-badge";
import { RpmRange } from "~/components/guides/rpm-range";
import { StatTile } from "~/components/guides/stat-tile";
import { CompactNumber } from "~/components/compact-number";
import { RichText } from "~/components/rich-text";
import { MonetizationRiskPanel } from "~/components/research/monetization-risk-panel";
import { Badge } from "~/components/ui/badge";
import { FollowButton } from "~/components/watchlist/follow-button";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { channelSearchHref } from "#domain/channel-search-url";
import { ChannelCardGrid } from "~/components/channel-card-grid";
import { GuideNotFound } from "~/components/guides/guide-not-found";
import { OpportunityOnNiche } from "~/components/research/opportunity-on-niche";
import { BreakingIn } from "~/components/research/breaking-in";
import { OutliersOnGuidePage } from "~/components/research/outliers-on-guide-page";
import { VerdictPanel } from "~/components/research/verdict-panel";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, publicEnv, accounts, memberRender } = context.get(appContext);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const [page, viewer] = await Promise.all([services.niches.page(params.slug), accounts.getViewer(request)]);
  if (!page) return data({ found: false as const, origin, requested: params.slug }, { status: 404 });
  // Only a member's page asks whether they follow: a visitor's stays the same for everyone (cacheable).
  const following = await memberRender.following(viewer, { nicheId: page.niche.id }, services.follows.isFollowing);
  return { found: true as const, following, origin, now: Date.now(), ...page };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return seoMeta({
      title: "Niche not found",
      description: "This niche does not exist.",
      origin: undefined,
      path: `/niches/${params.slug}`,
      noindex: true,
    });
  }
  const { niche, origin } = loaderData;
  return seoMeta({
    title: `${niche.name} — Faceless YouTube Niche`,
    description: niche.summary,
    origin,
    path: `/niches/${niche.slug}`,
    type: "article",
    breadcrumbs: [
      { name: "Niches", path: "/niches" },
      { name: niche.name, path: `/niches/${niche.slug}` },
    ],
  });
}

export default function NichePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <GuideNotFound
        title="Niche not found"
        description={`There is no niche “${loaderData.requested}”. It may have been renamed or removed.`}
        back={{ fallback: "/niches", label: "All niches" }}
      />
    );
  }
  const { niche, policyRisks, opportunity, breakingIn, verdict } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <BackButton fallback="/niches">Niches</BackButton>
      <header className="mt-4 flex flex-col gap-3" data-niche-id={niche.id}>
        {niche.category ? <p className="text-sm font-medium text-primary">{niche.category}</p> : null}
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{niche.name}</h1>
        <div className="flex flex-wrap items-center gap-1.5">
          <LevelBadge label="Competition" value={niche.competition} />
        </div>
        <FollowButton
          kind="niche"
          target={niche.slug}
          name={niche.name}
          following={loaderData.following}
          returnTo={`/niches/${niche.slug}`}
        />
      </header>

      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label="RPM range (editorial estimate)"
          hint="USD per 1,000 monetized views"
          source={{ kind: "estimate", asOf: niche.editedOn, method: "rates" }}
        >
          <RpmRange low={niche.rpmLow} high={niche.rpmHigh} />
        </StatTile>
        <StatTile label="Channels in the directory" source="directory-count">
          {formatNumber(niche.channelCount)}
        </StatTile>
        <StatTile
          label="Median subscribers"
          hint={niche.medianSubscribers === null ? "No channels with a subscriber count yet" : undefined}
          source={{ kind: "derived", asOf: breakingIn.asOf, method: "data" }}
        >
          <CompactNumber value={niche.medianSubscribers} />
        </StatTile>
        <StatTile label="Channel ideas" source="directory-count">
          {formatNumber(niche.ideas.length)}
        </StatTile>
      </dl>

      <div className="mt-8 flex flex-col gap-6">
        <VerdictPanel verdict={verdict.niche} formats={verdict.byType} name={niche.name} />
        {opportunity ? <OpportunityOnNiche opportunity={opportunity} nicheName={niche.name} /> : null}
        <MonetizationRiskPanel risk={niche.monetizationRisk} details={policyRisks} asOf={niche.editedOn} />
        <BreakingIn breakingIn={breakingIn} groupName={niche.name} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="about-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6 lg:col-span-2">
          <h2 id="about-heading" className="mb-3 text-lg font-semibold">
            About this niche
          </h2>
          <RichText html={niche.description} />
        </section>
        <section aria-labelledby="types-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
          <h2 id="types-heading" className="mb-3 text-lg font-semibold">
            Channel types that suit it
          </h2>
          {niche.channelTypes.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {niche.channelTypes.map((type) => (
                <li key={type.id}>
                  <Badge asChild variant="accent" className="px-3 py-1 text-sm">
                    <Link to={`/channel-types/${type.id}`}>{type.label}</Link>
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No channel types linked yet.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="ideas-heading" className="mt-12">
        <h2 id="ideas-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Channel ideas in {niche.name}
        </h2>
        {niche.ideas.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {niche.ideas.map((idea) => (
              <li key={idea.id} className="grid">
                <IdeaCard idea={idea} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            No ideas written for this niche yet.
          </p>
        )}
      </section>

      <OutliersOnGuidePage outliers={loaderData.outliers} name={niche.name} filter={{ niche: niche.slug }} now={loaderData.now} />

      <section aria-labelledby="top-channels-heading" className="mt-12">
        <h2 id="top-channels-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Top channels by subscribers
        </h2>
        {niche.topChannels.length > 0 ? (
          <>
            <ChannelCardGrid channels={niche.topChannels} testId="niche-top-channels" />
            {/* The count above names every channel of the niche; the search lists them all. */}
            {niche.channelCount > niche.topChannels.length ? (
              <p className="mt-4">
                <Link
                  to={channelSearchHref({ niche: niche.slug })}
                  className="group inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline hover:underline-offset-4"
                >
                  See all {formatNumber(niche.channelCount)} channels in {niche.name}
                  <ArrowRight className="card-arrow size-4" aria-hidden="true" />
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">No channels in this niche yet.</p>
        )}
      </section>
    </div>
  );
}
