// /watchlist (members only): the channels, niches and types a member follows with what changed
// since their last visit, and their saved searches with the channels added since each was saved.
import { Link, data } from "react-router";
import { formatDate, formatNumber, formatRelativeTime } from "#domain/format";
import { revenueAccess } from "#domain/revenue-access";
import { FOLLOW_LIMIT } from "#domain/follow-target";
import { SAVED_SEARCH_LIMIT, describeSavedSearch } from "#domain/saved-search";
import type { Route } from "./+types/watchlist";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SavedSearchItem } from "~/components/watchlist/saved-search-item";
import { WatchedChannelItem } from "~/components/watchlist/watched-channel-item";
import { WatchedGroupItem } from "~/components/watchlist/watched-group-item";
import { WatchlistEmpty } from "~/components/watchlist/watchlist-empty";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";

export function meta() {
  return pageMeta(
    "Watchlist",
    "The channels, niches and channel types you follow, what changed since your last visit, and your saved searches.",
  );
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services, logger } = context.get(appContext);
  const viewer = await accounts.requireUser(request, url);
  try {
    const [watchlist, saved, options] = await Promise.all([
      services.watchlist.visit(viewer.id),
      services.savedSearches.list(viewer.id),
      services.channels.filterOptions(),
    ]);
    const withMatches = await services.watchlist.savedSearchMatches(services.channels, saved, revenueAccess(viewer));
    const labels = {
      types: Object.fromEntries(options.channelTypes.map((type) => [type.id, type.label])),
      niches: Object.fromEntries(options.niches.map((niche) => [niche.slug, niche.name])),
    };
    return {
      ok: true as const,
      now: Date.now(),
      // Sent with the data, so the page does not load the rules' module (and zod) for two numbers.
      limits: { follows: FOLLOW_LIMIT, savedSearches: SAVED_SEARCH_LIMIT },
      previousVisitAt: watchlist.previousVisitAt,
      channels: watchlist.channels,
      niches: watchlist.niches,
      types: watchlist.types,
      savedSearches: withMatches.map(({ query, ...search }) => ({
        ...search,
        query,
        phrases: describeSavedSearch(query, labels),
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "watchlist load failed");
    return data({ ok: false as const }, { status: 500 });
  }
}

export default function WatchlistPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <Frame description="The channels, niches and types you follow, and your saved searches.">
        <StatusPanel
          tone="error"
          title="Could not load your watchlist"
          description="Please try again in a moment."
          action={
            <Button asChild>
              <a href="/watchlist">Try Again</a>
            </Button>
          }
        />
      </Frame>
    );
  }
  const { channels, niches, types, savedSearches, previousVisitAt, now, limits } = loaderData;
  const followed = channels.length + niches.length + types.length;
  const since = previousVisitAt ? (
    <>
      Changes since your last visit,{" "}
      <time
        dateTime={previousVisitAt.toISOString()}
        title={`${formatDate(previousVisitAt)}, ${previousVisitAt.toISOString().slice(11, 16)} UTC`}
        data-testid="last-visit"
      >
        {formatRelativeTime(previousVisitAt, now)}
      </time>
      .
    </>
  ) : (
    "Changes since you followed each one. Come back later to see what is new since this visit."
  );
  if (followed === 0 && savedSearches.length === 0) {
    return (
      <Frame description="Follow channels, niches and channel types, and save searches, to see here what changes.">
        <WatchlistEmpty />
      </Frame>
    );
  }
  return (
    <Frame description={since}>
      <p className="mt-2 text-sm text-muted-foreground" data-testid="watchlist-summary">
        Following {formatNumber(followed)} of {formatNumber(limits.follows)} · {formatNumber(savedSearches.length)} of{" "}
        {formatNumber(limits.savedSearches)} saved searches
      </p>
      <div className="mt-8 flex flex-col gap-6">
        <Section
          id="channels"
          title="Channels"
          count={channels.length}
          description="Subscriber growth, new uploads and new outliers."
          empty="Open a channel's page and press Follow."
        >
          {channels.map((channel) => (
            <WatchedChannelItem key={channel.id} channel={channel} />
          ))}
        </Section>
        <Section
          id="niches"
          title="Niches"
          count={niches.length}
          description="Channels added and new outliers in the niche."
          empty={
            <>
              Open a niche from{" "}
              <Link to="/niches" className="text-primary underline underline-offset-4">
                Niches
              </Link>{" "}
              and press Follow.
            </>
          }
        >
          {niches.map((niche) => (
            <WatchedGroupItem key={niche.key} group={niche} />
          ))}
        </Section>
        <Section
          id="types"
          title="Channel types"
          count={types.length}
          description="Channels added and new outliers of the type."
          empty={
            <>
              Open a type from{" "}
              <Link to="/channel-types" className="text-primary underline underline-offset-4">
                Channel Types
              </Link>{" "}
              and press Follow.
            </>
          }
        >
          {types.map((type) => (
            <WatchedGroupItem key={type.key} group={type} />
          ))}
        </Section>
        <Section
          id="saved-searches"
          title="Saved searches"
          count={savedSearches.length}
          description="New channels that match each search since you saved it."
          empty={
            <>
              On{" "}
              <Link to="/channel-search" className="text-primary underline underline-offset-4">
                Channel search
              </Link>
              , set your filters and press Save this search.
            </>
          }
        >
          {savedSearches.map((search) => (
            <SavedSearchItem key={search.id} search={search} now={now} />
          ))}
        </Section>
      </div>
    </Frame>
  );
}

function Frame({ description, children }: { description: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <PageHeader title="Watchlist" description={description} />
      {children}
    </div>
  );
}

function Section({
  id,
  title,
  count,
  description,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  description: string;
  empty: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-heading`} role="region" data-testid={`watchlist-${id}`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-heading`} className="flex items-center gap-2 text-lg">
          {title}
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {formatNumber(count)}
          </span>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {count > 0 ? <ul className="-my-4 divide-y">{children}</ul> : <p className="text-sm text-muted-foreground">{empty}</p>}
      </CardContent>
    </Card>
  );
}
