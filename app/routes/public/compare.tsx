// /compare?c=slug1,slug2[,slug3,slug4]: two to four channels side by side. Public numbers for
// everyone; revenue rows only when the service returned revenue (members: domain/revenue-access),
// so a visitor's HTML and loader data carry none.
import { type FigureSourceKind, FigureSource } from "~/components/research/figure-source";
import type * as React from "react";
import { Link, data, useLocation } from "react-router";
import { channelAgeWords } from "#domain/channel-age";
import { formatGrowthCount, formatGrowthPercent } from "#domain/channel-growth";
import { COMPARE_MIN, compareHref, mergeHistories, parseCompareParam } from "#domain/compare-channels";
import { formatOutlierScore } from "#domain/outlier-score";
import { countryName } from "#domain/countries";
import { NOT_ELIGIBLE_HEADLINE } from "#domain/partner-program";
import { formatCpm, formatCurrency, formatMoneyRange, formatNumber, formatRevenuePerSubscriber } from "#domain/format";
import type { NumericInput } from "#domain/numeric-input";
import { revenueAccess } from "#domain/revenue-access";
import { uploadRateLabel } from "#domain/upload-rate";
import type { Route } from "./+types/compare";
import { ChannelAvatar } from "~/components/channel-avatar";
import { ChannelGrowthTrend } from "~/components/channel-growth-trend";
import { CompareHistory } from "~/components/channels/compare-history";
import { RevenuePrompt } from "~/components/channels/revenue-card";
import { StatusPanel } from "~/components/guides/status-panel";
import { Button } from "~/components/ui/button";
import { X } from "~/components/ui/icons";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const PICK_TITLE = "Pick at least two channels to compare";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv } = context.get(appContext);
  const url = new URL(request.url);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const parsed = parseCompareParam(url.searchParams.get("c"));
  if (!parsed.ok) return data({ state: "invalid" as const, origin, message: parsed.message }, { status: 400 });
  const { slugs, repeated, dropped } = parsed.selection;
  const viewer = await accounts.getViewer(request);
  const access = revenueAccess(viewer);
  const entries = slugs.length > 0 ? await services.channels.compareChannels(slugs, access) : [];
  const now = new Date();
  const channels = entries.flatMap((entry) => {
    if (entry.kind !== "found") return [];
    const { channel, typeLabel, history, outliers } = entry;
    const growth = history?.growth?.subscribers ?? null;
    return [
      {
        slug: channel.slug,
        title: channel.title,
        thumbnailUrl: channel.thumbnailUrl,
        typeId: channel.channelType,
        typeLabel,
        niche: channel.niche,
        nicheSlug: channel.nicheSlug,
        country: channel.country,
        age: channelAgeWords(channel.startDate, now),
        subscribers: channel.subscribers,
        views: channel.views,
        videoCount: channel.videoCount,
        videosPerMonth: channel.videosPerMonth,
        rpm: channel.rpm,
        advertiserCpm: channel.advertiserCpm,
        growth: growth ? { change: growth.change, percent: growth.percent, days: history?.growth?.days ?? null } : null,
        outliers,
        points: history?.points ?? [],
        // Present only when the service returned revenue (members).
        ...(channel.revenue
          ? {
              revenue: {
                eligibility: channel.revenue.eligibility,
                revenuePerMonth: channel.revenue.revenuePerMonth,
                revenuePerVideo: channel.revenue.revenuePerVideo,
                revenuePerSubscriber: channel.revenue.revenuePerSubscriber,
                totalRevenue: channel.revenue.totalRevenue,
              },
            }
          : {}),
      },
    ];
  });
  const notFound = entries.filter((entry) => entry.kind === "not-found").map((entry) => entry.requested);
  // Two slugs naming one channel (a stale slug and the canonical one) count as a repeat too.
  const repeatedAll = [...repeated, ...entries.filter((entry) => entry.kind === "repeated").map((entry) => entry.requested)];
  // Each figure on one time line: a chart and its table per figure.
  const history = {
    subscribers: mergeHistories(
      channels.map((channel) => channel.points.map((point) => ({ day: point.day, value: point.subscribers }))),
    ),
    views: mergeHistories(channels.map((channel) => channel.points.map((point) => ({ day: point.day, value: point.views })))),
  };
  return {
    state: "ok" as const,
    origin,
    canSeeRevenue: access.canSeeRevenue,
    channels: channels.map(({ points: _points, ...channel }) => channel),
    // The compared channels' numbers are as of their last syncs; the labels give the newest, as the rankings do.
    numbersAsOf: entries.reduce<string | null>(
      (newest, entry) =>
        entry.kind === "found" && (newest === null || entry.channel.numbersAsOf > newest) ? entry.channel.numbersAsOf : newest,
      null,
    ),
    history,
    notFound,
    repeated: repeatedAll,
    dropped,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const titles = loaderData?.state === "ok" ? loaderData.channels.map((channel) => channel.title) : [];
  const title = titles.length >= COMPARE_MIN ? `Compare ${titles.join(" vs ")}` : "Compare faceless YouTube channels";
  return seoMeta({
    title,
    description: "Faceless YouTube channels side by side: subscribers, views, upload rate, CPM and 30-day growth.",
    origin: loaderData?.origin,
    path: "/compare",
    noindex: true,
  });
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.state === "invalid") {
    return (
      <Frame>
        <StatusPanel
          tone="error"
          headingLevel="h1"
          title="These channels cannot be compared"
          description={loaderData.message}
          action={<SearchButton />}
        />
      </Frame>
    );
  }
  const { channels, history, notFound, repeated, dropped, canSeeRevenue } = loaderData;
  const returnTo = location.pathname + location.search;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Compare channels</h1>
      <Notes notFound={notFound} repeated={repeated} dropped={dropped} />
      {channels.length < COMPARE_MIN ? (
        <StatusPanel
          className="mt-6"
          tone="empty"
          title={PICK_TITLE}
          description={
            channels.length === 1
              ? `Only ${channels[0]?.title} so far. Add another with "Add to compare" on a channel page or a search result.`
              : 'Use "Add to compare" on a channel card, a channel page or a search result, then open Compare.'
          }
          action={<SearchButton />}
        />
      ) : (
        <div className="mt-6 flex flex-col gap-8">
          <CompareTable channels={channels} asOf={loaderData.numbersAsOf} />
          {canSeeRevenue ? null : <RevenuePrompt returnTo={returnTo} subject="these channels'" />}
          <div className="flex flex-col gap-2" data-figure-group>
            <CompareHistory history={history} titles={channels.map((channel) => channel.title)} />
            <FigureSource kind="youtube" asOf={loaderData.numbersAsOf} />
          </div>
        </div>
      )}
    </div>
  );
}

type CompareChannel = Extract<Route.ComponentProps["loaderData"], { state: "ok" }>["channels"][number];

function Notes({ notFound, repeated, dropped }: { notFound: string[]; repeated: string[]; dropped: string[] }) {
  if (notFound.length + repeated.length + dropped.length === 0) return null;
  return (
    <ul
      className="mt-4 flex flex-col gap-1 rounded-lg border border-dashed p-4 text-sm"
      data-testid="compare-notes"
      role="status"
    >
      {notFound.map((slug) => (
        <li key={`nf-${slug}`}>
          No channel found for <Slug value={slug} />; it is left out.
        </li>
      ))}
      {repeated.map((slug) => (
        <li key={`rp-${slug}`}>
          <Slug value={slug} /> was asked for more than once; it is shown once.
        </li>
      ))}
      {dropped.length > 0 ? (
        <li>
          At most four channels fit side by side; the first four are compared, not{" "}
          {dropped.map((slug, index) => (
            <span key={slug}>
              {index > 0 ? ", " : null}
              <Slug value={slug} />
            </span>
          ))}
          .
        </li>
      ) : null}
    </ul>
  );
}

function Slug({ value }: { value: string }) {
  return <code className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">{value}</code>;
}

/** Each figure row says whose figure it is and its method (FigureSource); rows without one hold no figures. */
type Row = {
  label: string;
  cell: (channel: CompareChannel) => React.ReactNode;
  testId?: string;
  source?: { kind: FigureSourceKind; method?: string };
};
const YOUTUBE = { kind: "youtube" } as const;

const PUBLIC_ROWS: Row[] = [
  {
    label: "Type",
    cell: (c) =>
      c.typeId ? (
        <Link to={`/channel-types/${c.typeId}`} className="text-primary hover:underline">
          {c.typeLabel ?? c.typeId}
        </Link>
      ) : (
        "N/A"
      ),
  },
  {
    label: "Niche",
    cell: (c) =>
      c.niche ? (
        c.nicheSlug ? (
          <Link to={`/niches/${c.nicheSlug}`} className="text-primary hover:underline">
            {c.niche}
          </Link>
        ) : (
          c.niche
        )
      ) : (
        "N/A"
      ),
  },
  { label: "Country", cell: (c) => countryName(c.country) },
  { label: "Age", source: YOUTUBE, cell: (c) => c.age },
  { label: "Subscribers", source: YOUTUBE, cell: (c) => formatNumber(c.subscribers) },
  { label: "Views", source: YOUTUBE, cell: (c) => formatNumber(c.views) },
  { label: "Videos", source: YOUTUBE, cell: (c) => formatNumber(c.videoCount) },
  { label: "Upload rate", source: { kind: "derived", method: "upload-rate" }, cell: (c) => uploadRateLabel(c.videosPerMonth) },
  {
    label: "Estimated RPM (creator, per 1,000 views)",
    source: { kind: "estimate", method: "rates" },
    testId: "compare-rpm-row",
    cell: (c) => formatCpm(c.rpm),
  },
  {
    label: "Estimated CPM (advertisers, per 1,000 ads)",
    source: { kind: "estimate", method: "rates" },
    cell: (c) => formatCpm(c.advertiserCpm),
  },
  {
    label: "Subscribers, 30-day growth",
    source: { kind: "derived", method: "growth" },
    cell: (c) =>
      c.growth ? (
        <span className="flex flex-col">
          <ChannelGrowthTrend value={c.growth.change}>{formatGrowthCount(c.growth.change)}</ChannelGrowthTrend>
          <span className="text-xs text-muted-foreground">
            {c.growth.percent === null ? null : formatGrowthPercent(c.growth.percent)}
            {c.growth.days !== null && c.growth.days !== 30 ? ` over ${c.growth.days} days` : null}
          </span>
        </span>
      ) : (
        <span className="text-muted-foreground">Not enough history yet</span>
      ),
  },
];

/** Shown when any compared channel has scored videos ("outliers when they exist"). */
const OUTLIER_ROW: Row = {
  label: "Outlier videos",
  source: { kind: "derived", method: "outlier-score" },
  testId: "compare-outliers-row",
  cell: (c) => {
    if (!c.outliers || c.outliers.scored === 0) return <span className="text-muted-foreground">Not enough data</span>;
    return (
      <span className="flex flex-col">
        <span>
          {formatNumber(c.outliers.outliers)} of {formatNumber(c.outliers.scored)} scored
        </span>
        <span className="text-xs text-muted-foreground">Best {formatOutlierScore(c.outliers.best)}</span>
      </span>
    );
  },
};

const REVENUE_ROWS: Row[] = [
  {
    label: "Revenue a month (est.)",
    testId: "compare-revenue-row",
    source: { kind: "estimate", method: "revenue" },
    cell: (c) => moneyCell(c, c.revenue?.revenuePerMonth ?? null, formatCurrency),
  },
  {
    label: "Revenue per video (est.)",
    testId: "compare-revenue-row",
    source: { kind: "estimate", method: "revenue" },
    cell: (c) => moneyCell(c, c.revenue?.revenuePerVideo ?? null, formatCurrency),
  },
  {
    label: "Revenue per subscriber, a month (est.)",
    testId: "compare-revenue-row",
    source: { kind: "estimate", method: "revenue" },
    cell: (c) => moneyCell(c, c.revenue?.revenuePerSubscriber ?? null, formatRevenuePerSubscriber),
  },
  {
    label: "Total revenue (est.)",
    testId: "compare-revenue-row",
    source: { kind: "estimate", method: "revenue" },
    cell: (c) => moneyCell(c, c.revenue?.totalRevenue ?? null, formatCurrency),
  },
];

function moneyCell(
  channel: CompareChannel,
  range: { low: number; mid: number; high: number } | null,
  format: (value: NumericInput) => string,
): React.ReactNode {
  if (channel.revenue?.eligibility.eligible === false)
    return <span className="text-muted-foreground">{NOT_ELIGIBLE_HEADLINE}</span>;
  if (!range) return "N/A";
  return (
    <span className="flex flex-col">
      <span>{format(range.mid)}</span>
      <span className="text-xs text-muted-foreground">{formatMoneyRange(range, format)}</span>
    </span>
  );
}

/**
 * Channels as columns, figures as rows. On a phone the table scrolls inside its frame with the
 * row labels held in place (sticky first column), so every column keeps its label in view.
 */
function CompareTable({ channels, asOf }: { channels: CompareChannel[]; asOf: string | null }) {
  const slugs = channels.map((channel) => channel.slug);
  const rows = [
    ...PUBLIC_ROWS,
    ...(channels.some((channel) => (channel.outliers?.scored ?? 0) > 0) ? [OUTLIER_ROW] : []),
    ...(channels.some((channel) => channel.revenue) ? REVENUE_ROWS : []),
  ];
  const stickyCell = "sticky left-0 z-10 bg-card";
  return (
    <>
      {channels.length > 1 ? (
        <p className="-mb-2 text-xs text-muted-foreground sm:hidden" data-testid="compare-scroll-hint">
          Scroll the table sideways to see every channel; the labels stay in place.
        </p>
      ) : null}
      <div
        className="overflow-x-auto rounded-xl border bg-card shadow-xs"
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        data-testid="compare-table"
      >
        <table className="w-full border-collapse text-sm">
          <caption id="compare-caption" className="sr-only">
            {channels.map((channel) => channel.title).join(" compared with ")}
          </caption>
          <thead>
            <tr className="border-b">
              <td className={`${stickyCell} w-32 min-w-28 p-3 sm:w-48`} />
              {channels.map((channel) => (
                <th key={channel.slug} scope="col" className="min-w-40 p-3 text-left align-top font-medium">
                  <div className="flex flex-col gap-2">
                    <ChannelAvatar
                      channel={{ thumbnailUrl: channel.thumbnailUrl, typeId: channel.typeId, title: channel.title }}
                      size={44}
                    />
                    <Link
                      to={`/channel/${encodeURIComponent(channel.slug)}`}
                      className="font-semibold break-words text-primary hover:underline"
                    >
                      {channel.title}
                    </Link>
                    {channels.length > 0 ? (
                      <Link
                        to={compareHref(slugs.filter((slug) => slug !== channel.slug))}
                        className="inline-flex w-fit items-center gap-1 text-xs text-muted-foreground hover:text-foreground hover:underline"
                        aria-label={`Remove ${channel.title} from the comparison`}
                      >
                        <X className="size-3" aria-hidden="true" />
                        Remove
                      </Link>
                    ) : null}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.label}
                className="border-b last:border-0"
                data-testid={row.testId}
                data-figure-group={row.source ? "" : undefined}
              >
                <th
                  scope="row"
                  // Named by its label alone: each cell of the row is announced with it, not with the source note.
                  aria-label={row.label}
                  className={`${stickyCell} p-3 text-left align-top text-xs font-medium text-muted-foreground sm:text-sm`}
                >
                  {row.label}
                  {row.source ? (
                    <FigureSource
                      kind={row.source.kind}
                      asOf={asOf}
                      method={row.source.method}
                      className="mt-0.5 block font-normal"
                    />
                  ) : null}
                </th>
                {channels.map((channel) => (
                  <td key={channel.slug} className="p-3 align-top tabular-nums">
                    {row.cell(channel)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">{children}</div>;
}

function SearchButton() {
  return (
    <Button asChild>
      <Link to="/channel-search">Search channels</Link>
    </Button>
  );
}
