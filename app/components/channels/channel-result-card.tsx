import type * as React from "react";
import { Globe, Layers } from "~/components/ui/icons";
import { countryName } from "#domain/countries";
import { formatCpm, formatCurrency, formatRevenuePerSubscriber } from "#domain/format";
import { uploadRateLabel } from "#domain/upload-rate";
import { ChannelGrowthStat } from "~/components/channel-growth-stat";
import { ChannelAvatar } from "~/components/channel-avatar";
import { CompactNumber } from "~/components/compact-number";
import { Badge } from "~/components/ui/badge";
import type { ChannelListItem } from "#domain/read-models/channel";
import { ChannelCardTitle } from "~/components/channels/channel-card-title";

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
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {channel.niche ? <Badge variant="secondary">{channel.niche}</Badge> : null}
            {typeLabel ? (
              <span className="inline-flex items-center gap-1">
                <Layers className="size-3" aria-hidden="true" />
                {typeLabel}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Globe className="size-3" aria-hidden="true" />
              {countryName(channel.country)}
            </span>
          </div>
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
        <Stat label="Est. CPM">{formatCpm(channel.cpm)}</Stat>
        <div className="col-span-2 flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Upload rate</dt>
          {/* Wraps rather than truncates: "Medium-Low (1-2 per week)" is longer than a card column. */}
          <dd className="text-sm font-medium text-balance">{uploadRateLabel(channel.videosPerMonth)}</dd>
        </div>
        {channel.revenue ? (
          <>
            <Stat label="Per video">{formatCurrency(channel.revenue.revenuePerVideo)}</Stat>
            <Stat label="Per subscriber">{formatRevenuePerSubscriber(channel.revenue.revenuePerSubscriber)}</Stat>
            <Stat label="Monthly">{formatCurrency(channel.revenue.revenuePerMonth)}</Stat>
          </>
        ) : null}
        {channel.growth !== undefined ? <ChannelGrowthStat growth={channel.growth} /> : null}
      </dl>
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
