import type * as React from "react";
import { formatCpm, formatCurrency, formatRevenuePerSubscriber } from "#domain/format";
import { uploadRateLabel } from "#domain/upload-rate";
import { ChannelGrowthStat } from "~/components/channel-growth-stat";
import { ChannelAvatar } from "~/components/channel-avatar";
import { CompactNumber } from "~/components/compact-number";
import type { ChannelListItem } from "#domain/read-models/channel";
import { ChannelCardTitle } from "~/components/channels/channel-card-title";
import { ChannelMetaLine } from "~/components/channels/channel-meta-line";
import { AddToCompareButton } from "~/components/compare/add-to-compare-button";

/** A search result as the page's loader sends it: the list item without what the card does not show. */
export type ChannelResult = Omit<ChannelListItem, "startDate" | "screenshotUrl">;

/** A search result: the channel's public numbers (spec §1), and revenue figures for members. */
export function ChannelResultCard({ channel, typeLabel }: { channel: ChannelResult; typeLabel: string | null }) {
  return (
    <article
      data-testid="channel-result"
      className="link-card group h-full min-w-0 gap-4 p-5"
    >
      <div className="flex items-start gap-3">
        <ChannelAvatar channel={{ thumbnailUrl: channel.thumbnailUrl, typeId: channel.channelType, title: channel.title }} />
        <div className="min-w-0 flex-1">
          <ChannelCardTitle channel={channel} as="h2" />
          <ChannelMetaLine niche={channel.niche} typeLabel={typeLabel} country={channel.country} />
        </div>
      </div>
      {channel.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{channel.description}</p> : null}
      <dl className="mt-auto grid grid-cols-3 gap-x-2 gap-y-3 border-t pt-4">
        <Stat label="Subscribers">
          <CompactNumber value={channel.subscribers} />
        </Stat>
        <Stat label="Views">
          <CompactNumber value={channel.views} />
        </Stat>
        <Stat label="Videos">
          <CompactNumber value={channel.videoCount} />
        </Stat>
        <Stat label="Est. RPM">{formatCpm(channel.rpm)}</Stat>
        <div className="col-span-2 flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Upload rate</dt>
          {/* Wraps rather than truncates: "Medium-Low (1-2 per week)" is longer than a card column. */}
          <dd className="text-sm font-medium text-balance">{uploadRateLabel(channel.videosPerMonth)}</dd>
        </div>
        {channel.revenue ? (
          <>
            {/* The midpoints of the one revenue model's ranges (domain/revenue); the channel page shows the ranges. */}
            <Stat label="Est. per video">{formatCurrency(channel.revenue.revenuePerVideo)}</Stat>
            <Stat label="Est. per sub., a month">{formatRevenuePerSubscriber(channel.revenue.revenuePerSubscriber)}</Stat>
            <Stat label="Est. monthly">{formatCurrency(channel.revenue.revenuePerMonth)}</Stat>
          </>
        ) : null}
        {channel.growth !== undefined ? <ChannelGrowthStat growth={channel.growth} /> : null}
      </dl>
      <AddToCompareButton slug={channel.slug} title={channel.title} />
    </article>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
