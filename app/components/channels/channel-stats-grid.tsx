import type * as React from "react";
import {
  formatCpm,
  formatCurrency,
  formatDate,
  formatMoneyRange,
  formatNumber,
  formatRevenuePerSubscriber,
} from "#domain/format";
import { uploadRateLabel } from "#domain/upload-rate";
import { CompactNumber } from "~/components/compact-number";
import { type FigureSourceKind, FigureSource } from "~/components/research/figure-source";
import type { ChannelDetail, ChannelRevenue } from "#domain/read-models/channel";

export type ChannelStats = Pick<
  ChannelDetail,
  "subscribers" | "views" | "videoCount" | "rpm" | "advertiserCpm" | "startDate" | "videosPerMonth" | "numbersAsOf"
> & {
  /** Members only: the service leaves it out for visitors. */
  revenue?: Pick<ChannelRevenue, "asOf" | "eligibility" | "basis" | "totalRevenue" | "revenuePerVideo" | "revenuePerSubscriber">;
};

type Tile = {
  label: string;
  value: React.ReactNode;
  hint?: string;
  source: FigureSourceKind;
  asOf: string | null;
  method: string;
  testId?: string;
};

/** The channel page's stats grid: public numbers (spec §1) and, for members, the revenue figures (spec §6). */
export function ChannelStatsGrid({ stats }: { stats: ChannelStats }) {
  const youtube = { source: "youtube" as const, asOf: stats.numbersAsOf, method: "data" };
  const rate = { source: "estimate" as const, asOf: stats.numbersAsOf, method: "rates" };
  const tiles: Tile[] = [
    { label: "Subscribers", value: <CompactNumber value={stats.subscribers} />, ...youtube },
    { label: "Total views", value: <CompactNumber value={stats.views} />, ...youtube },
    { label: "Videos", value: <CompactNumber value={stats.videoCount} />, ...youtube },
    { label: "Estimated RPM", value: formatCpm(stats.rpm), hint: "Creator's USD per 1,000 views", testId: "stat-rpm", ...rate },
    {
      label: "Estimated CPM",
      value: formatCpm(stats.advertiserCpm),
      hint: "Advertisers' USD per 1,000 ads",
      testId: "stat-cpm",
      ...rate,
    },
    {
      label: "Upload rate",
      value: uploadRateLabel(stats.videosPerMonth),
      hint:
        stats.videosPerMonth === null ? undefined : `${formatNumber(Math.round(stats.videosPerMonth * 10) / 10)} videos a month`,
      source: "derived",
      asOf: stats.numbersAsOf,
      method: "upload-rate",
    },
    { label: "Started", value: formatDate(stats.startDate), ...youtube },
  ];
  if (stats.revenue && stats.revenue.eligibility.eligible) {
    const estimate = { source: "estimate" as const, asOf: stats.revenue.asOf, method: "revenue" };
    const { totalRevenue, revenuePerVideo, revenuePerSubscriber, basis } = stats.revenue;
    const totalNote =
      basis?.total.basis === "since-eligible"
        ? `Since ${formatDate(basis.total.since)} (1,000 subscribers)`
        : "Upper bound: every view counted";
    tiles.push(
      {
        label: "Total revenue (est.)",
        value: formatCurrency(totalRevenue?.mid),
        hint: totalRevenue ? `${totalNote} · ${formatMoneyRange(totalRevenue)}` : undefined,
        testId: "stat-total-revenue",
        ...estimate,
      },
      {
        label: "Revenue per video",
        value: formatCurrency(revenuePerVideo?.mid),
        hint: rangeHint(revenuePerVideo),
        testId: "stat-revenue-per-video",
        ...estimate,
      },
      {
        label: "Revenue per subscriber, a month",
        testId: "stat-revenue-per-subscriber",
        value: formatRevenuePerSubscriber(revenuePerSubscriber?.mid),
        hint: revenuePerSubscriber ? `Range ${formatMoneyRange(revenuePerSubscriber, formatRevenuePerSubscriber)}` : undefined,
        ...estimate,
      },
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="channel-stats">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs" data-figure-group>
          <dt className="text-xs text-muted-foreground">{tile.label}</dt>
          <dd
            className="text-lg font-semibold tracking-tight tabular-nums sm:text-xl"
            data-testid={tile.testId}
            data-figure={tile.source}
          >
            {tile.value}
          </dd>
          {/* More <dd>s: a <dl> group holds only <dt> and <dd>. */}
          {tile.hint ? <dd className="text-xs text-muted-foreground tabular-nums">{tile.hint}</dd> : null}
          <dd>
            <FigureSource kind={tile.source} asOf={tile.asOf} method={tile.method} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function rangeHint(range: { low: number; high: number } | null): string | undefined {
  return range ? `Range ${formatMoneyRange(range)}` : undefined;
}
