// /channel-search (PRODUCT.md "Channel search"): full-text, typo-tolerant search with filters,
// sorts and paging, all in the URL. Revenue filters and sorts exist for members only (spec §6).
import { useEffect, useMemo, useRef } from "react";
import { Link, data, useLocation, useNavigation } from "react-router";
import { COUNTRIES } from "#domain/countries";
import { formatNumber } from "#domain/format";
import { UPLOAD_RATE_BANDS } from "#domain/upload-rate";
import type { Route } from "./+types/channel-search";
import { HydratesApart } from "~/components/hydrates-apart";
import { ChannelResultCard } from "~/components/channels/channel-result-card";
import { ChannelFilters, ChannelSearchBar } from "~/components/channels/channel-search-form";
import { ChannelCardSkeleton } from "~/components/guides/channel-card-skeleton";
import { StatusPanel } from "~/components/guides/status-panel";
import { FormAlert } from "~/components/form-alert";
import { ExportCsvLink } from "~/components/export-csv-link";
import { SaveSearchButton } from "~/components/watchlist/save-search-button";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { MEMBER_FILTER_PARAMS, parseSearchParamsLeniently, toChannelSearchQuery } from "#domain/channel-search-params";
import {
  CHANNEL_SORT_LABELS,
  MEMBER_CHANNEL_SORTS,
  PUBLIC_CHANNEL_SORTS,
  SEARCH_PARAM_NAMES,
  channelSearchExportHref,
  channelSearchHref,
} from "#domain/channel-search-url";
import { revenueAccess } from "#domain/revenue-access";
import { showToast } from "~/lib/toast";
import { PrevNextNav } from "~/components/prev-next-nav";

/** Spec §8 toast and error of a failed search. */
const FETCH_ERROR = "Failed to fetch channels";
const FORM_ID = "channel-search";

// Query-string fields that count as filters (not the query, sort or page).
const FILTER_PARAMS = Object.entries(SEARCH_PARAM_NAMES)
  .filter(([field]) => !["q", "sort", "page", "limit", "cursor"].includes(field))
  .map(([, name]) => name);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv, logger } = context.get(appContext);
  const url = new URL(request.url);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const viewer = await accounts.getViewer(request);
  const access = revenueAccess(viewer);
  // A malformed field is left out of the search and named on the page, with a 400 status.
  const { params, messages: invalidMessages } = parseSearchParamsLeniently(url.searchParams);
  // Visitors' revenue filters and sorts are dropped here, before the query runs.
  const { query } = toChannelSearchQuery(params, access);

  // The form shows what is in effect: only valid values, and revenue fields for members only.
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === "page" || key === "limit" || key === "cursor" || value === undefined) continue;
    if (!access.canSeeRevenue && MEMBER_FILTER_PARAMS.includes(key)) continue;
    values[key] = String(value);
  }
  values.sort = query.sort;
  const activeFilters = FILTER_PARAMS.filter((name) => values[name] !== undefined && values[name] !== "").length;

  const sorts = [...PUBLIC_CHANNEL_SORTS, ...(access.canSeeRevenue ? MEMBER_CHANNEL_SORTS : [])]
    // "Best match" needs words to match.
    .filter((sort) => sort !== "relevance" || query.q)
    .map((sort) => ({ value: sort, label: CHANNEL_SORT_LABELS[sort] }));

  try {
    const [result, options] = await Promise.all([services.channels.search(query, access), services.channels.filterOptions()]);
    return data(
      {
        ok: true as const,
        invalidMessages,
        origin,
        values,
        activeFilters,
        canSeeRevenue: access.canSeeRevenue,
        // The loader data is inlined in the HTML: only what the result cards show.
        result: {
          ...result,
          channels: result.channels.map(({ startDate: _start, screenshotUrl: _shot, ...channel }) => channel),
        },
        options: {
          channelTypes: options.channelTypes.map((type) => ({ value: type.id, label: type.label })),
          niches: options.niches.map((niche) => ({ value: niche.slug, label: niche.name })),
          countries: COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
          uploadRates: UPLOAD_RATE_BANDS.map((band) => ({ value: band.key, label: band.label })),
          sorts,
        },
      },
      { status: invalidMessages.length > 0 ? 400 : 200 },
    );
  } catch (error) {
    logger.error({ err: error }, "channel search failed");
    return data(
      { ok: false as const, origin, values, activeFilters, canSeeRevenue: access.canSeeRevenue, sorts },
      { status: 500 },
    );
  }
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const q = new URLSearchParams(location.search).get("q");
  const items = loaderData?.ok
    ? loaderData.result.channels.map((channel) => ({ name: channel.title, path: `/channel/${encodeURIComponent(channel.slug)}` }))
    : [];
  return seoMeta({
    title: q ? `“${q}” — Channel Search` : "Channel Search",
    description:
      "Search faceless YouTube channels by keyword and filter by type, niche, country, size, upload rate, CPM and start date.",
    origin: loaderData?.origin,
    // One canonical URL for the search page; filtered variants are not separate documents.
    path: "/channel-search",
    breadcrumbs: [{ name: "Channels", path: "/channel-search" }],
    itemList: items,
  });
}

export default function ChannelSearchPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/channel-search";
  const sorts = loaderData.ok ? loaderData.options.sorts : loaderData.sorts;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title="Channel Search" description="Find faceless YouTube channels by topic, format, size and upload rhythm." />
      <div className="mt-6">
        <ChannelSearchBar formId={FORM_ID} values={loaderData.values} sorts={sorts} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <ChannelFilters
            formId={FORM_ID}
            values={loaderData.values}
            canSeeRevenue={loaderData.canSeeRevenue}
            activeCount={loaderData.activeFilters}
            options={loaderData.ok ? loaderData.options : { channelTypes: [], niches: [], countries: [], uploadRates: [], sorts }}
          />
        </aside>
        <section aria-labelledby="results-heading" aria-busy={searching}>
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {!loaderData.ok ? (
            <SearchError />
          ) : searching ? (
            <ResultsSkeleton />
          ) : (
            <>
              {loaderData.invalidMessages.length > 0 ? (
                <div className="mb-4">
                  <FormAlert>Some of the search was left out: {loaderData.invalidMessages.join("; ")}.</FormAlert>
                </div>
              ) : null}
              <Results data={loaderData} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

type OkData = Extract<Route.ComponentProps["loaderData"], { ok: true }>;

/**
 * "Save this search": the search in effect (valid values, allowed for this viewer), named after
 * its words and filters to start with.
 */
function SaveThisSearch({ data: loaded }: { data: OkData }) {
  const { values, options } = loaded;
  const location = useLocation();
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== "")).toString();
  const label = (list: { value: string; label: string }[], value: string | undefined) =>
    value ? (list.find((item) => item.value === value)?.label ?? value) : null;
  const suggestedName =
    [
      values.q ? `“${values.q}”` : null,
      label(options.channelTypes, values.type),
      label(options.niches, values.niche),
      label(options.countries, values.country),
    ]
      .filter(Boolean)
      .join(" · ") || "All channels";
  return (
    <SaveSearchButton
      signedIn={loaded.canSeeRevenue}
      query={query}
      suggestedName={suggestedName.slice(0, 80)}
      returnTo={`${location.pathname}${location.search}`}
    />
  );
}

function Results({ data: loaded }: { data: OkData }) {
  const { result, options, values, activeFilters } = loaded;
  const typeLabels = useMemo(
    () => Object.fromEntries(options.channelTypes.map((type) => [type.value, type.label])),
    [options.channelTypes],
  );
  if (result.channels.length === 0) {
    const anything = Boolean(values.q) || activeFilters > 0;
    return (
      <StatusPanel
        tone="empty"
        title={anything ? "No channels match your search" : "No channels in the directory yet"}
        description={
          anything
            ? values.q
              ? `Nothing matched “${values.q}”${activeFilters > 0 ? " with these filters" : ""}. Try other words or fewer filters.`
              : "No channel matches these filters. Try widening a range or clearing a filter."
            : "Channels appear here once they are added."
        }
        action={
          anything ? (
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link to="/channel-search">Clear search and filters</Link>
              </Button>
              {/* Saved now, it lists the channels that match once they are added. */}
              <SaveThisSearch data={loaded} />
            </div>
          ) : null
        }
      />
    );
  }
  const first = result.offset + 1;
  const last = result.offset + result.channels.length;
  // Built from the values in effect (valid, and allowed for this viewer), not the raw URL.
  const pageHref = (page: number) => channelSearchHref({ ...values, page });
  return (
    <div className="flex flex-col gap-4">
      {result.correctedQuery && values.q ? (
        <CorrectedQueryNotice
          typed={values.q}
          corrected={result.correctedQuery}
          href={channelSearchHref({ ...values, q: result.correctedQuery })}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="result-count">
          Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(result.total)}
          {result.totalCapped ? "+" : ""} {result.total === 1 ? "channel" : "channels"}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <SaveThisSearch data={loaded} />
          <ExportCsvLink href={channelSearchExportHref(values)} signedIn={loaded.canSeeRevenue} />
        </div>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground" data-testid="figure-sources">
        Subscribers, views and videos are YouTube data; CPM
        {loaded.canSeeRevenue ? " and revenue (the midpoint of each range; a channel's page shows the range)" : ""}{" "}
        {loaded.canSeeRevenue ? "are" : "is an"} {loaded.canSeeRevenue ? "estimates" : "estimate"}.{" "}
        <Link to="/how-it-works#revenue" className="underline underline-offset-4 hover:text-foreground">
          How we estimate
        </Link>
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {result.channels.map((channel) => (
          <li key={channel.id} className="grid min-w-0 grid-cols-1 render-when-near-52">
            <HydratesApart>
              <ChannelResultCard
                channel={channel}
                typeLabel={channel.channelType ? (typeLabels[channel.channelType] ?? null) : null}
              />
            </HydratesApart>
          </li>
        ))}
      </ul>
      {result.page > 1 || result.hasMore ? (
        <PrevNextNav
          className="mt-4"
          prev={result.page > 1 ? { href: pageHref(result.page - 1), label: "Previous" } : null}
          next={result.hasMore ? { href: pageHref(result.page + 1), label: "Next" } : null}
        >
          Page {result.page}
          {result.totalCapped ? "" : ` of ${formatNumber(Math.max(1, Math.ceil(result.total / result.limit)))}`}
        </PrevNextNav>
      ) : null}
    </div>
  );
}

/**
 * The typo pass found these results (PRODUCT.md "Channel search": typo-tolerant): say so, and
 * link the corrected words as a search of their own, so the address says what is shown.
 */
function CorrectedQueryNotice({ typed, corrected, href }: { typed: string; corrected: string; href: string }) {
  return (
    <p className="rounded-lg border bg-muted/50 px-4 py-3 text-sm" data-testid="corrected-query">
      No channels matched “{typed}”. Showing results for{" "}
      <Link to={href} className="font-semibold text-primary underline underline-offset-4">
        {corrected}
      </Link>
      .
    </p>
  );
}

function ResultsSkeleton() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading results">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <ChannelCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** Spec §8 "'Failed to fetch channels'" — toast once and in place of the results. */
function SearchError() {
  const location = useLocation();
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    showToast({ kind: "error", message: FETCH_ERROR });
  }, []);
  return (
    <StatusPanel
      tone="error"
      title={FETCH_ERROR}
      description="The search could not run just now. Please try again in a moment."
      action={
        <Button asChild>
          <a href={location.pathname + location.search}>Try Again</a>
        </Button>
      }
    />
  );
}
