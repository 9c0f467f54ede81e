import type * as React from "react";
import { formatCpm, formatCurrency, formatDate, formatNumber, formatRevenuePerSubscriber } from "#domain/format";
import { uploadRateLabel } from "#domain/upload-rate";
import { CompactNumber } from "~/components/compact-number";
import type { ChannelDetail, ChannelRevenue } from "#domain/read-models/channel";

export type ChannelStats = Pick<ChannelDetail, "subscribers" | "views" | "videoCount" | "cpm" | "startDate" | "videosPerMonth"> & {
  /** Members only: the service leaves it out for visitors. */
  revenue?: Pick<ChannelRevenue, "totalRevenue" | "revenuePerVideo" | "revenuePerSubscriber">;
};

/** The channel page's stats grid: public numbers (spec §1) and, for members, the revenue figures (spec §6). */
export function ChannelStatsGrid({ stats }: { stats: ChannelStats }) {
  const tiles: { label: string; value: React.ReactNode; hint?: string }[] = [
    { label: "Subscribers", value: <CompactNumber value={stats.subscribers} /> },
    { label: "Total views", value: <CompactNumber value={stats.views} /> },
    { label: "Videos", value: <CompactNumber value={stats.videoCount} /> },
    { label: "Estimated CPM", value: formatCpm(stats.cpm), hint: "USD per 1,000 views" },
    {
      label: "Upload rate",
      value: uploadRateLabel(stats.videosPerMonth),
      hint: stats.videosPerMonth === null ? undefined : `${formatNumber(Math.round(stats.videosPerMonth * 10) / 10)} videos a month`,
    },
    { label: "Started", value: formatDate(stats.startDate) },
  ];
  if (stats.revenue) {
    tiles.push(
      { label: "Total revenue (est.)", value: formatCurrency(stats.revenue.totalRevenue) },
      { label: "Revenue per video", value: formatCurrency(stats.revenue.revenuePerVideo) },
      { label: "Revenue per subscriber", value: formatRevenuePerSubscriber(stats.revenue.revenuePerSubscriber) },
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="channel-stats">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
          <dt className="text-xs text-muted-foreground">{tile.label}</dt>
          <dd className="text-lg font-semibold tracking-tight tabular-nums sm:text-xl">{tile.value}</dd>
          {/* A second <dd>: a <dl> group holds only <dt> and <dd>. */}
          {tile.hint ? <dd className="text-xs text-muted-foreground">{tile.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
