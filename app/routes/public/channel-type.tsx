import { BookOpen, Lightbulb, ListChecks } from "~/components/ui/icons";
import type * as React from "react";
import { data } from "react-router";
import { ARTWORK_SIZE, artworkPath } from "#domain/artwork-path";
import { clampTypeChannelPage } from "#domain/constants";
import { safeImageUrl } from "#domain/image-url";
import { hasRichTextContent, htmlToPlainText } from "#domain/text-excerpt";
import type { Route } from "./+types/channel-type";
import { FadeImage } from "~/components/fade-image";
import { BackButton } from "~/components/guides/back-button";
import { ChannelTypeTile } from "~/components/guides/channel-type-tile";
import { TypeChannelList } from "~/components/guides/type-channel-list";
import { RichText } from "~/components/rich-text";
import { MonetizationRiskPanel } from "~/components/research/monetization-risk-panel";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { BreakingIn } from "~/components/research/breaking-in";
import { GuideNotFound } from "~/components/guides/guide-not-found";
import { OutliersOnGuidePage } from "~/components/research/outliers-on-guide-page";
import { VerdictPanel } from "~/components/research/verdict-panel";
import { FollowButton } from "~/components/watchlist/follow-button";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, publicEnv, logger, accounts, memberRender } = context.get(appContext);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  // `?page=N` is the no-JavaScript 'Load more channels' link: pages 1…N in one render.
  const pages = clampTypeChannelPage(new URL(request.url).searchParams.get("page"));
  const [page, viewer] = await Promise.all([
    services.channelTypes.guidePage(params.typeId, pages, (error) =>
      logger.error({ err: error, type: params.typeId }, "type channels failed"),
    ),
    accounts.getViewer(request),
  ]);
  if (!page) {
    // Spec §2: "Unknown type shows 'Channel Type Not Found' with a Go Back button."
    return data({ found: false as const, origin, requested: params.typeId }, { status: 404 });
  }
  // Only a member's page asks whether they follow: a visitor's stays the same for everyone (cacheable).
  const following = await memberRender.following(viewer, { channelTypeId: page.type.id }, services.follows.isFollowing);
  return { found: true as const, following, origin, now: Date.now(), ...page };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return seoMeta({
      title: "Channel Type Not Found",
      description: "This channel type does not exist.",
      origin: undefined,
      path: `/channel-types/${params.typeId}`,
      noindex: true,
    });
  }
  const { type, origin } = loaderData;
  return seoMeta({
    title: `${type.label} — Faceless Channel Guide`,
    description: type.summary || htmlToPlainText(type.description).slice(0, 160),
    origin,
    path: `/channel-types/${type.id}`,
    type: "article",
    image: type.imageUrl,
    breadcrumbs: [
      { name: "Channel Types", path: "/channel-types" },
      { name: type.label, path: `/channel-types/${type.id}` },
    ],
  });
}

export default function ChannelTypePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <TypeNotFound requested={loaderData.requested} />;
  const { type, listing, otherTypes, policyRisks, monetizationRisk: risk, breakingIn } = loaderData;
  const hasProduction = hasRichTextContent(type.production);
  const hasExample = hasRichTextContent(type.example);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <BackButton fallback="/channel-types" />

      <header className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-10">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium text-primary">Channel type</p>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{type.label}</h1>
          <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{type.summary}</p>
          <FollowButton
            kind="type"
            target={type.id}
            name={type.label}
            following={loaderData.following}
            returnTo={`/channel-types/${type.id}`}
          />
        </div>
        {/* The type's image, else its artwork (its colours and the motif of its format). */}
        <FadeImage
          src={safeImageUrl(type.imageUrl) || artworkPath("type", type.id, type.label)}
          alt={type.label}
          width={ARTWORK_SIZE.type.width}
          height={ARTWORK_SIZE.type.height}
          aspectRatio={16 / 9}
          loading="eager"
          frameClassName="rounded-xl border"
        />
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <GuideSection id="description" title="Description" icon={BookOpen} className="lg:col-span-3">
          <RichText html={type.description} />
        </GuideSection>
        {/* Both parts of a guide are optional (admin form): an empty one is left out, not shown as an empty card. */}
        {hasProduction ? (
          <GuideSection
            id="how-to-create"
            title="How to Create"
            icon={ListChecks}
            className={hasExample ? "lg:col-span-2" : "lg:col-span-3"}
          >
            <RichText html={type.production} />
          </GuideSection>
        ) : null}
        {hasExample ? (
          <GuideSection
            id="example-ideas"
            title="Example Ideas"
            icon={Lightbulb}
            className={hasProduction ? undefined : "lg:col-span-3"}
          >
            <RichText html={type.example} />
          </GuideSection>
        ) : null}
        {!hasProduction && !hasExample ? (
          <p className="rounded-xl border border-dashed p-5 text-sm text-muted-foreground lg:col-span-3">
            No step-by-step guide for this format yet. The channels below show how others make it.
          </p>
        ) : null}
        <MonetizationRiskPanel risk={risk} details={policyRisks} className="lg:col-span-3" asOf={breakingIn.asOf} />
      </div>

      <div className="mt-10 flex flex-col gap-6">
        <VerdictPanel verdict={loaderData.verdict} name={type.label} />
        <BreakingIn breakingIn={breakingIn} groupName={type.label} />
      </div>

      <section aria-labelledby="type-channels-heading" className="mt-14">
        <h2 id="type-channels-heading" className="mb-4 text-2xl font-semibold tracking-tight">
          Channels of this type
        </h2>
        {/* Keyed by type: another type starts again at page 1 (spec §4). */}
        <TypeChannelList key={type.id} typeId={type.id} initial={listing} />
      </section>

      <OutliersOnGuidePage outliers={loaderData.outliers} name={type.label} filter={{ type: type.id }} now={loaderData.now} />

      {otherTypes.length > 0 ? (
        <section aria-labelledby="other-types-heading" className="mt-14">
          <h2 id="other-types-heading" className="mb-4 text-2xl font-semibold tracking-tight">
            Other Channel Types You Might Like
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="other-types">
            {otherTypes.map((other) => (
              <li key={other.id} className="grid">
                <ChannelTypeTile type={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function GuideSection({
  id,
  title,
  icon: Icon,
  className,
  children,
}: {
  id: string;
  title: string;
  icon: React.ComponentType<{ className?: string }>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className={`rounded-xl border bg-card p-5 shadow-xs sm:p-6 ${className ?? ""}`}
    >
      <h2 id={`${id}-heading`} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function TypeNotFound({ requested }: { requested: string }) {
  return (
    <GuideNotFound
      title="Channel Type Not Found"
      description={
        <>
          There is no channel type <code className="rounded bg-muted px-1 py-0.5">{requested}</code>. It may have been renamed or
          removed.
        </>
      }
      back={{ fallback: "/channel-types", label: "Go Back" }}
    />
  );
}
