// /channel/{slug}: one channel in detail (spec §2 "Channel detail page", §4 "Channel detail load").
import { HydratesApart } from "~/components/hydrates-apart";
import { ExternalLink, Globe, Layers, Tag } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Link, data, redirect, useLocation, useNavigation } from "react-router";
import { countryName } from "#domain/countries";
import { safeImageUrl } from "#domain/image-url";
import { uploadFrequencyWords } from "#domain/upload-frequency";
import { policyRiskViews } from "#domain/policy-risk";
import type { Route } from "./+types/channel";
import { ChannelHistory } from "~/components/channels/channel-history";
import { FigureSource } from "~/components/research/figure-source";
import { PROJECTION_METHOD_ANCHOR } from "#domain/subscriber-projection";
import { pacificDay } from "#domain/pacific-day";
import { tierOutlooks } from "#domain/time-to-monetization";
import { TimeToMonetizationOnChannel } from "~/components/research/time-to-monetization-on-channel";
import { ChannelScreenshot } from "~/components/channels/channel-screenshot";
import { ChannelStatsGrid } from "~/components/channels/channel-stats-grid";
import { ChannelTypeInfo } from "~/components/channels/channel-type-info";
import { RecentVideos } from "~/components/channels/recent-videos";
import { RelatedChannels } from "~/components/channels/related-channels";
import { RevenueCard, RevenuePrompt } from "~/components/channels/revenue-card";
import { TopVideos } from "~/components/channels/top-videos";
import { MonetizationRiskPanel } from "~/components/research/monetization-risk-panel";
import { TemplateRiskPanel } from "~/components/research/template-risk-panel";
import { ChannelAvatar } from "~/components/channel-avatar";
import { AddToCompareButton } from "~/components/compare/add-to-compare-button";
import { FollowButton } from "~/components/watchlist/follow-button";
import { DemoLinkNote } from "~/components/demo-notice";
import { DidYouKnowCard } from "~/components/did-you-know-card";
import { StatusPanel } from "~/components/guides/status-panel";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { revenueAccess } from "#domain/revenue-access";
import { showToast } from "~/lib/toast";

/** Spec §2 / §8 texts of the page's states. */
const NOT_FOUND_TITLE = "Channel not found";
const NOT_FOUND_TEXT = "The channel you're looking for doesn't exist or has been removed.";
const ERROR_TITLE = "Error Loading Channel";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv, logger, memberRender } = context.get(appContext);
  const url = new URL(request.url);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const viewer = await accounts.getViewer(request);
  let lookup;
  try {
    lookup = await services.channels.channelPage(params.slug ?? "", revenueAccess(viewer));
  } catch (error) {
    logger.error({ err: error, slug: params.slug }, "channel page failed");
    // Spec §8: "'Failed to fetch channel data: {reason}'"; the driver's own message, not the SQL text.
    return data(
      { state: "error" as const, origin, message: `Failed to fetch channel data: ${failureReason(error)}` },
      { status: 500 },
    );
  }
  switch (lookup.kind) {
    case "invalid":
      // Spec §4: "Invalid id or url gives 'Invalid channel ID or URL'".
      return data({ state: "invalid" as const, origin, requested: lookup.requested }, { status: 400 });
    case "not-found":
      return data({ state: "not-found" as const, origin, requested: lookup.requested }, { status: 404 });
    case "redirect":
      // Spec §2: a bare id (or an old title) is replaced by the canonical slug route.
      throw redirect(`/channel/${encodeURIComponent(lookup.slug)}${url.search}`, 301);
  }
  const { channel, channelType, topVideos, recentVideos, related, relatedError, history, activity } = lookup.data;
  // Only a member's page asks whether they follow: a visitor's stays the same for everyone (cacheable).
  const [didYouKnow, following, monetizationRisk, settings] = await Promise.all([
    services.facts.randomActiveOrError(),
    memberRender.following(viewer, { channelId: channel.id }, services.follows.isFollowing),
    services.monetizationRisk.ofNicheAndFormat(channel.nicheSlug, channelType),
    services.siteSettings.read(),
  ]);
  return {
    state: "found" as const,
    following,
    origin,
    // Relative publish times are computed against this, on both sides of hydration.
    now: Date.now(),
    channel,
    channelType,
    topVideos,
    recentVideos,
    related: { related, error: relatedError },
    history,
    // Each Partner Program tier judged by the rules of the day the channel is projected to reach it.
    monetization: history
      ? tierOutlooks(history.monetization, activity, activity?.asOf ?? pacificDay(), settings.partnerProgram)
      : null,
    uploadsCountedOn: activity?.asOf ?? null,
    didYouKnow,
    policyRisks: policyRiskViews(channelType ? [channelType] : []),
    monetizationRisk,
  };
}

function failureReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : "";
  return message.split("\n")[0]?.trim() || "Unknown error";
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || loaderData.state !== "found") {
    const title =
      loaderData?.state === "invalid"
        ? "Invalid channel ID or URL"
        : loaderData?.state === "error"
          ? ERROR_TITLE
          : NOT_FOUND_TITLE;
    return seoMeta({ title, description: NOT_FOUND_TEXT, origin: undefined, path: `/channel/${params.slug}`, noindex: true });
  }
  const { channel, origin } = loaderData;
  const path = `/channel/${encodeURIComponent(channel.slug)}`;
  const summary = [channel.niche, channel.country ? countryName(channel.country) : null].filter(Boolean).join(" · ");
  return [
    ...seoMeta({
      title: `${channel.title} — Faceless YouTube Channel Stats`,
      description: `${channel.title}${summary ? ` (${summary})` : ""}: subscribers, views, upload rate, estimated CPM and top videos of this faceless YouTube channel.`,
      origin,
      path,
      type: "article",
      image: safeImageUrl(channel.screenshotUrl) || null,
      breadcrumbs: [
        { name: "Channels", path: "/channel-search" },
        { name: channel.title, path },
      ],
    }),
  ];
}

export default function ChannelPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.state === "invalid") {
    return (
      <StateFrame>
        <StatusPanel
          tone="error"
          headingLevel="h1"
          title="Invalid channel ID or URL"
          description={<Requested value={loaderData.requested} />}
          action={<BrowseButton />}
        />
      </StateFrame>
    );
  }
  if (loaderData.state === "not-found") {
    return (
      <StateFrame>
        <StatusPanel
          tone="empty"
          headingLevel="h1"
          title={NOT_FOUND_TITLE}
          description={
            <>
              {NOT_FOUND_TEXT}
              <br />
              <Requested value={loaderData.requested} />
            </>
          }
          action={<BrowseButton />}
        />
      </StateFrame>
    );
  }
  if (loaderData.state === "error") {
    return (
      <StateFrame>
        <ErrorState message={loaderData.message} retryHref={location.pathname + location.search} />
      </StateFrame>
    );
  }
  return <ChannelDetail data={loaderData} />;
}

type FoundData = Extract<Route.ComponentProps["loaderData"], { state: "found" }>;

function ChannelDetail({ data: loaded }: { data: FoundData }) {
  const { channel, channelType, topVideos, recentVideos, related, didYouKnow, now, history, policyRisks, following } = loaded;
  const location = useLocation();
  const navigation = useNavigation();
  // Spec §2: "loading 'Loading channel details...'" while another channel opens from this page.
  const loadingChannel = navigation.state === "loading" && navigation.location.pathname.startsWith("/channel/");
  const selfPath = `/channel/${encodeURIComponent(channel.slug)}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12" aria-busy={loadingChannel}>
      {loadingChannel ? (
        <div
          role="status"
          className="fixed inset-x-0 top-16 z-50 mx-auto flex w-fit items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-lg"
        >
          <Spinner className="size-4 text-primary" />
          Loading channel details...
        </div>
      ) : null}
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/channel-search" className="hover:text-foreground hover:underline">
              Channels
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate text-foreground">
            {channel.title}
          </li>
        </ol>
      </nav>

      {/* On wide screens the sidebar sits beside the header and stats only; history and top
          videos then take the full width rather than leaving a tall empty right column. On
          phones (and to screen readers) the order stays: channel, numbers, history, videos, sidebar. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <header className="flex flex-col gap-3" data-channel-id={channel.id}>
            {channel.niche ? (
              channel.nicheSlug ? (
                <Link to={`/niches/${channel.nicheSlug}`} className="w-fit text-sm font-medium text-primary hover:underline">
                  {channel.niche}
                </Link>
              ) : (
                <p className="text-sm font-medium text-primary">{channel.niche}</p>
              )
            ) : null}
            <div className="flex items-center gap-4">
              <ChannelAvatar
                channel={{ thumbnailUrl: channel.thumbnailUrl, typeId: channel.channelType, title: channel.title }}
                size={72}
              />
              <h1 className="min-w-0 text-3xl font-semibold tracking-tight text-balance break-words sm:text-4xl">
                {channel.title}
              </h1>
            </div>
            {channel.description ? (
              <p className="max-w-3xl text-base whitespace-pre-line text-muted-foreground">{channel.description}</p>
            ) : null}
            <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {channel.channelType ? (
                <div className="flex items-center gap-1.5">
                  <dt className="sr-only">Channel type</dt>
                  <Layers className="size-4 text-muted-foreground" aria-hidden="true" />
                  <dd>
                    <Link to={`/channel-types/${channel.channelType}`} className="font-medium text-primary hover:underline">
                      {channelType?.label ?? channel.channelType}
                    </Link>
                  </dd>
                </div>
              ) : null}
              <div className="flex items-center gap-1.5">
                <dt className="text-muted-foreground">Category:</dt>
                <dd>{channel.channelCategory ?? "N/A"}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Country</dt>
                <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
                <dd>{countryName(channel.country)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="text-muted-foreground">Uploads:</dt>
                <dd>{uploadFrequencyWords(channel.uploadFrequency)}</dd>
              </div>
            </dl>
            {channel.keywords.length > 0 ? (
              <div className="flex flex-wrap items-center gap-1.5">
                <Tag className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">Keywords:</span>
                <ul className="contents">
                  {channel.keywords.map((keyword) => (
                    <li key={keyword}>
                      <Badge variant="secondary">{keyword}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <FollowButton kind="channel" target={channel.id} name={channel.title} following={following} returnTo={selfPath} />
              <AddToCompareButton slug={channel.slug} title={channel.title} large />
            </div>
            {channel.isDemo ? (
              <DemoLinkNote />
            ) : safeImageUrl(channel.channelUrl) ? (
              <Button asChild variant="outline" className="w-fit">
                <a href={safeImageUrl(channel.channelUrl)} target="_blank" rel="noopener noreferrer nofollow">
                  Visit channel
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            ) : null}
          </header>

          <ChannelStatsGrid stats={channel} />
        </div>

        <div
          className="flex min-w-0 flex-col gap-6 *:render-when-near lg:col-span-2 lg:row-start-2"
          data-testid="channel-main-wide"
        >
          {/* History labels its snapshots as YouTube data; its growth is worked out from them and its milestone is projected. */}
          <div className="flex flex-col gap-1.5" data-figure-group>
            <ChannelHistory history={history} />
            {history && history.points.length > 1 ? (
              <p className="flex flex-wrap gap-x-4 gap-y-0.5 px-1">
                <FigureSource kind="derived" asOf={history.points.at(-1)?.day} method="growth" />
                <FigureSource kind="estimate" asOf={history.points.at(-1)?.day} method={PROJECTION_METHOD_ANCHOR} />
              </p>
            ) : null}
          </div>
          <HydratesApart>
            <TimeToMonetizationOnChannel
              history={history}
              tiers={loaded.monetization}
              uploadsCountedOn={loaded.uploadsCountedOn}
            />
          </HydratesApart>
          <HydratesApart>
            <TopVideos
              videos={topVideos}
              now={now}
              typeId={channel.channelType}
              demo={channel.isDemo}
              asOf={channel.lastSyncedAt}
            />
          </HydratesApart>
        </div>

        <aside
          className="flex flex-col gap-6 *:render-when-near lg:col-start-2 lg:row-start-1"
          aria-label="Screenshot, revenue and facts"
        >
          <ChannelScreenshot
            channel={{ screenshotUrl: channel.screenshotUrl, typeId: channel.channelType, title: channel.title }}
            priority
          />
          {channel.revenue ? (
            <RevenueCard
              revenue={channel.revenue}
              calculatorHref={`/channel-earnings?channel=${encodeURIComponent(channel.slug)}`}
            />
          ) : (
            <RevenuePrompt returnTo={location.pathname} />
          )}
          <DidYouKnowCard initial={didYouKnow} />
        </aside>
      </div>

      <div className="mt-10 flex flex-col gap-10 *:render-when-near">
        <HydratesApart>
          <RecentVideos videos={recentVideos} typeId={channel.channelType} demo={channel.isDemo} asOf={channel.lastSyncedAt} />
        </HydratesApart>
        {channelType ? (
          <HydratesApart>
            <ChannelTypeInfo type={channelType} />
          </HydratesApart>
        ) : null}
        <HydratesApart>
          <MonetizationRiskPanel
            risk={loaded.monetizationRisk}
            details={policyRisks}
            nicheName={channel.niche}
            asOf={channel.numbersAsOf}
          />
        </HydratesApart>
        <HydratesApart>
          <TemplateRiskPanel risk={channel.templateRisk} />
        </HydratesApart>
        <HydratesApart>
          <RelatedChannels channelId={channel.id} initial={related} reloadHref={selfPath} />
        </HydratesApart>
      </div>
    </div>
  );
}

function StateFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">{children}</div>;
}

function Requested({ value }: { value: string }) {
  return (
    <span className="mt-1 inline-block">
      You asked for: <code className="rounded bg-muted px-1.5 py-0.5 text-xs break-all text-foreground">{value}</code>
    </span>
  );
}

function BrowseButton() {
  return (
    <Button asChild>
      <Link to="/channel-search">Browse channels</Link>
    </Button>
  );
}

/** Spec §2 "error 'Error Loading Channel'"; §8 toast 'Failed to load channel details'. */
function ErrorState({ message, retryHref }: { message: string; retryHref: string }) {
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    showToast({ kind: "error", message: "Failed to load channel details" });
  }, []);
  return (
    <StatusPanel
      tone="error"
      headingLevel="h1"
      title={ERROR_TITLE}
      description={message}
      action={
        <Button asChild>
          <a href={retryHref}>Try Again</a>
        </Button>
      }
    />
  );
}
