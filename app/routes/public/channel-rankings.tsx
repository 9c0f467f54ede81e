// /channel-rankings (spec §2 "Rankings page: tabs 'Revenue Per Video' and 'Revenue Per
// Subscriber'; table of Rank, Channel, Subscribers, value; rows open the channel"). Spec §6:
// visitors see 'Sign in to view rankings' and the loader sends them no ranking data at all.
// Members can narrow a ranking by channel type, niche, country and subscribers (a GET form: the
// state is in the URL beside `tab`, and it works without JavaScript).
import { Lock, Trophy } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, Link, data, useLocation } from "react-router";
import { COUNTRIES } from "#domain/countries";
import { parseRankingFilters, rankingFilterValues, toRankingFilters } from "#domain/ranking-filters";
import { type RankingFilterParam, channelRankingsExportHref, channelRankingsHref } from "#domain/ranking-urls";
import { RangeField, SelectField, type Option } from "~/components/channels/channel-search-form";
import { ClearFiltersLink } from "~/components/clear-filters-link";
import { FoldingFilterPanel } from "~/components/folding-filter-panel";
import { FormAlert } from "~/components/form-alert";
import { useCompactGetSubmit } from "~/lib/compact-get-submit";
import { formatCurrency, formatMoneyRange, formatNumber, formatRevenuePerSubscriber } from "#domain/format";
import { AD_TIER } from "#domain/partner-program";
import { FigureSource } from "~/components/research/figure-source";
import type { Route } from "./+types/channel-rankings";
import { StatusPanel } from "~/components/guides/status-panel";
import { ExportCsvLink } from "~/components/export-csv-link";
import { CompactNumber } from "~/components/compact-number";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { appContext } from "#server/app-context";
import { cn } from "~/lib/cn";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { revenueAccess } from "#domain/revenue-access";
import { showToast } from "~/lib/toast";
import type { RankingRow } from "#domain/read-models/channel";
import { RANKING_TABS, type RankingTab, type RankingTabKey, rankingTabOf } from "#domain/ranking-tabs";

const TABS = RANKING_TABS;
type TabKey = RankingTabKey;
type FilterValues = Partial<Record<RankingFilterParam, string>>;
type FilterOptions = { channelTypes: Option[]; niches: Option[]; countries: Option[] };

/** Spec §8 toast of a failed read. */
const LOAD_ERROR = "Failed to load channel rankings";

function tabOf(value: string | null): RankingTab {
  return rankingTabOf(value) ?? TABS[0];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv, logger } = context.get(appContext);
  const url = new URL(request.url);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const tab = tabOf(url.searchParams.get("tab")).key;
  const viewer = await accounts.getViewer(request);
  const access = revenueAccess(viewer);
  const noFilters: FilterValues = {};
  if (!access.canSeeRevenue) return { state: "signed-out" as const, origin, tab, filters: noFilters };
  // A malformed filter is left out and named on the page, with a 400 status (as on /channel-search).
  const { params, messages: invalidMessages } = parseRankingFilters(url.searchParams);
  const filters = rankingFilterValues(params);
  try {
    const [rankings, options] = await Promise.all([
      services.rankings.top(tabOf(tab).metric, access, toRankingFilters(params)),
      services.channels.filterOptions(),
    ]);
    return data(
      {
        state: "ok" as const,
        origin,
        tab,
        filters,
        invalidMessages,
        rows: rankings?.rows ?? [],
        options: {
          channelTypes: options.channelTypes.map((type) => ({ value: type.id, label: type.label })),
          niches: options.niches.map((niche) => ({ value: niche.slug, label: niche.name })),
          countries: COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
        },
      },
      { status: invalidMessages.length > 0 ? 400 : 200 },
    );
  } catch (error) {
    logger.error({ err: error }, "rankings failed");
    return data({ state: "error" as const, origin, tab, filters }, { status: 500 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: "Channel Rankings",
    description: "The top faceless YouTube channels by estimated revenue per video and per subscriber.",
    origin: loaderData?.origin,
    path: "/channel-rankings",
    breadcrumbs: [{ name: "Channel Rankings", path: "/channel-rankings" }],
  });
}

export default function ChannelRankingsPage({ loaderData }: Route.ComponentProps) {
  const active = tabOf(loaderData.tab);
  const filters: FilterValues = loaderData.filters;
  const filtered = Object.keys(filters).length > 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader
        title="Channel Rankings"
        description="The top 100 faceless channels by estimated earnings, for every video and every subscriber."
      />
      <nav aria-label="Ranking" className="mt-6">
        {/* Tabs as links: each ranking has its own URL and works without JavaScript. */}
        {/* Two equal columns that may wrap their label: at 360 px the pair is wider than the screen on one line. */}
        <ul
          className="grid w-full grid-cols-2 rounded-lg bg-muted p-1 text-muted-foreground sm:inline-grid sm:w-auto"
          role="list"
        >
          {TABS.map((tab) => (
            <li key={tab.key} className="flex">
              <Link
                to={channelRankingsHref(tab.key, filters)}
                aria-current={tab.key === active.key ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "flex min-h-8 flex-1 items-center justify-center rounded-md px-3 py-1.5 text-center text-sm leading-tight font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring sm:whitespace-nowrap",
                  tab.key === active.key && "bg-background text-foreground shadow-sm",
                )}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {loaderData.state === "signed-out" ? (
          <SignInPrompt />
        ) : loaderData.state === "error" ? (
          <RankingsError />
        ) : (
          <>
            {/* Keyed by the filters: the fields are uncontrolled, so a new URL (Clear filters, back) must remount them to show it. */}
            <RankingFilters
              key={channelRankingsHref(active.key, filters)}
              tab={active.key}
              values={filters}
              options={loaderData.options}
            />
            {loaderData.invalidMessages.length > 0 ? (
              <div className="mt-4">
                <FormAlert>Some filters were left out: {loaderData.invalidMessages.join("; ")}.</FormAlert>
              </div>
            ) : null}
            <div className="mt-4">
              {loaderData.rows.length === 0 ? (
                filtered ? (
                  <StatusPanel
                    tone="empty"
                    title="No channel matches these filters"
                    description="No channel with these filters has a positive estimate for this metric. Try fewer filters or a wider subscriber range."
                    action={<ClearFiltersLink to={channelRankingsHref(active.key)} label="Clear filters" />}
                  />
                ) : (
                  <StatusPanel
                    tone="empty"
                    title="No rankings yet"
                    description="No channel has a positive estimate for this metric yet."
                  />
                )
              ) : (
                <>
                  <div className="mb-3 flex justify-end">
                    <ExportCsvLink href={channelRankingsExportHref(active.key, filters)} signedIn />
                  </div>
                  <RankingsTable rows={loaderData.rows} tab={active.key} label={active.label} />
                </>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

type Row = RankingRow;

/** The filter bar: a GET form to this page, keeping the tab. */
function RankingFilters({ tab, values, options }: { tab: TabKey; values: FilterValues; options: FilterOptions }) {
  const onSubmit = useCompactGetSubmit("/channel-rankings");
  const filtered = Object.keys(values).length > 0;
  return (
    <Form method="get" action="/channel-rankings" role="search" aria-label="Ranking filters" onSubmit={onSubmit}>
      {tab !== TABS[0].key ? <input type="hidden" name="tab" value={tab} /> : null}
      <FoldingFilterPanel activeCount={Object.keys(values).length} unfoldFrom="sm">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField id="f-type" name="type" label="Channel type" value={values.type ?? ""} options={options.channelTypes} />
          <SelectField id="f-niche" name="niche" label="Niche" value={values.niche ?? ""} options={options.niches} />
          <SelectField id="f-country" name="country" label="Country" value={values.country ?? ""} options={options.countries} />
          <RangeField label="Subscribers" min={["subs_min", values.subs_min ?? ""]} max={["subs_max", values.subs_max ?? ""]} />
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {filtered ? <ClearFiltersLink to={channelRankingsHref(tab)} label="Clear filters" /> : null}
          <Button type="submit">Apply filters</Button>
        </div>
      </FoldingFilterPanel>
    </Form>
  );
}

function RankingsTable({ rows, tab, label }: { rows: Row[]; tab: TabKey; label: string }) {
  const format = tab === "per-subscriber" ? formatRevenuePerSubscriber : formatCurrency;
  // Each row's estimate is as of its channel's last sync; the label gives the newest of them.
  const newest = rows.reduce<string | null>((latest, row) => (latest === null || row.asOf > latest ? row.asOf : latest), null);
  return (
    <div className="flex flex-col gap-2" data-figure-group>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          Midpoint of each channel&apos;s estimate{tab === "per-subscriber" ? " (a month's revenue per subscriber)" : ""}, its
          range below.
        </span>
        <span className="flex flex-col gap-0.5 sm:items-end">
          <FigureSource kind="estimate" asOf={newest} method="revenue" />
          {/* The subscribers column: YouTube's count. */}
          <FigureSource kind="youtube" asOf={newest} />
        </span>
      </p>
      <p className="text-sm text-muted-foreground" data-testid="rankings-eligibility-note">
        Channels under {formatNumber(AD_TIER.subscribers)} subscribers are left out: they cannot earn from ads yet.{" "}
        <Link to="/how-it-works#eligibility" className="font-medium text-primary underline-offset-4 hover:underline">
          Who can earn
        </Link>
      </p>
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <Table>
          <caption className="sr-only">
            Top {rows.length} channels by {label.toLowerCase()}
          </caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-12 px-2 text-right sm:px-3">Rank</TableHead>
              <TableHead className="px-2 sm:px-3">Channel</TableHead>
              {/* On a phone the subscribers move under the channel's name: the value column stays in view. */}
              <TableHead className="hidden px-2 text-right sm:table-cell sm:px-3">Subscribers</TableHead>
              <TableHead className="h-auto px-2 py-2 text-right whitespace-normal sm:px-3">{label}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              // The channel link stretches over the row: a click anywhere opens the channel, and the row is one tab stop.
              <TableRow key={row.id} className="relative focus-within:bg-muted/60" data-testid="ranking-row">
                <TableCell className="px-2 text-right font-medium whitespace-nowrap text-muted-foreground tabular-nums sm:px-3">
                  {row.rank <= 3 ? <Trophy className="mr-1 inline size-3.5 text-amber-500" aria-hidden="true" /> : null}
                  {row.rank}
                </TableCell>
                <TableCell className="w-full min-w-24 px-2 sm:px-3">
                  <Link
                    to={`/channel/${encodeURIComponent(row.slug)}`}
                    className="line-clamp-2 font-medium break-words stretched-link focus-visible:underline sm:line-clamp-1"
                  >
                    {row.title}
                  </Link>
                  {row.niche ? <span className="hidden truncate text-xs text-muted-foreground sm:block">{row.niche}</span> : null}
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    <CompactNumber value={row.subscribers} /> subscribers
                  </span>
                </TableCell>
                <TableCell className="hidden px-2 text-right sm:table-cell sm:px-3">
                  <CompactNumber value={row.subscribers} />
                </TableCell>
                <TableCell className="px-2 text-right font-semibold whitespace-nowrap tabular-nums sm:px-3">
                  {format(row.value)}
                  {row.range ? (
                    <span
                      className="block text-xs font-normal whitespace-normal text-muted-foreground"
                      data-testid="ranking-range"
                    >
                      {formatMoneyRange(row.range, format)}
                    </span>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

/** Spec §6: "revenue rankings are hidden behind the prompts … 'Sign in to view rankings' linking to /auth". */
function SignInPrompt() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center"
      data-testid="rankings-prompt"
    >
      <span className="grid size-11 place-items-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
        <Lock className="size-5" />
      </span>
      <h2 className="text-lg font-semibold">Sign in to view rankings</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Rankings are built from revenue estimates, which are available to signed-in members.
      </p>
      <Button asChild className="mt-2">
        <Link to="/auth?redirect=%2Fchannel-rankings">Sign in to view rankings</Link>
      </Button>
    </div>
  );
}

function RankingsError() {
  const location = useLocation();
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    showToast({ kind: "error", message: LOAD_ERROR });
  }, []);
  return (
    <StatusPanel
      tone="error"
      title={LOAD_ERROR}
      description="Please try again in a moment."
      action={
        <Button asChild>
          <a href={location.pathname + location.search}>Try Again</a>
        </Button>
      }
    />
  );
}
