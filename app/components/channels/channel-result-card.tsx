import type * as React from "react";
import { formatCpm, formatCurrency, formatRevenuePerSubscriber } from "#domain/format";
import { uploadRateLabel } from "#domain/upload-rate";
import { ChannelGrowthStat } from "~/components/channel-growth-stat";
import { ChannelAvatar } from "~/components/channel-avatar";
import { CompactNumber } from "~/components/compact-number";
import type { ChannelListItem } from "#domain/read-models/channel";
import { ChannelCardTitle } from "~/components/channels/channel-card-title";
import { ChannelMetaLine } from "~/components/channels/channel-meta-line";
import { type FigureSourceKind, FigureSource } from "~/components/research/figure-source";
import { AddToCompareButton } from "~/components/compare/add-to-compare-button";

/** A search result as the page's loader sends it: the list item without what the card does not show. */
export type ChannelResult = Omit<ChannelListItem, "startDate" | "screenshotUrl">;

/** A search result: the channel's public numbers (spec §1), and revenue figures for members. */
export function ChannelResultCard({ channel, typeLabel }: { channel: ChannelResult; typeLabel: string | null }) {
  return (
    <article data-testid="channel-result" data-figure-group className="link-card group h-full min-w-0 gap-4 p-5">
      <div className="flex items-start gap-3">
        <ChannelAvatar channel={{ thumbnailUrl: channel.thumbnailUrl, typeId: channel.channelType, title: channel.title }} />
        <div className="min-w-0 flex-1">
          <ChannelCardTitle channel={channel} as="h2" />
          <ChannelMetaLine niche={channel.niche} typeLabel={typeLabel} country={channel.country} />
        </div>
      </div>
      {channel.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{channel.description}</p> : null}
      <dl className="mt-auto grid grid-cols-3 gap-x-2 gap-y-3 border-t pt-4">
        <Stat label="Subscribers" kind="youtube">
          <CompactNumber value={channel.subscribers} />
        </Stat>
        <Stat label="Views" kind="youtube">
          <CompactNumber value={channel.views} />
        </Stat>
        <Stat label="Videos" kind="youtube">
          <CompactNumber value={channel.videoCount} />
        </Stat>
        <Stat label="Est. RPM" kind="estimate">
          {formatCpm(channel.rpm)}
        </Stat>
        <div className="col-span-2 flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Upload rate</dt>
          {/* Wraps rather than truncates: "Medium-Low (1-2 per week)" is longer than a card column. */}
          <dd className="text-sm font-medium text-balance" data-figure="derived">
            {uploadRateLabel(channel.videosPerMonth)}
          </dd>
        </div>
        {channel.revenue ? (
          <>
            {/* The midpoints of the one revenue model's ranges (domain/revenue); the channel page shows the ranges. */}
            <Stat label="Est. per video" kind="estimate">
              {formatCurrency(channel.revenue.revenuePerVideo)}
            </Stat>
            <Stat label="Est. per sub., a month" kind="estimate">
              {formatRevenuePerSubscriber(channel.revenue.revenuePerSubscriber)}
            </Stat>
            <Stat label="Est. monthly" kind="estimate">
              {formatCurrency(channel.revenue.revenuePerMonth)}
            </Stat>
          </>
        ) : null}
        {channel.growth !== undefined ? <ChannelGrowthStat growth={channel.growth} /> : null}
      </dl>
      {/* Whose each figure is: YouTube's counts, the upload rate and growth worked out from them, our rates and revenue. */}
      <p className="-mt-2 flex flex-col gap-0.5">
        <FigureSource kind="youtube" asOf={channel.numbersAsOf} />
        <FigureSource
          kind="derived"
          asOf={channel.numbersAsOf}
          method={channel.growth !== undefined ? "growth" : "upload-rate"}
        />
        <FigureSource kind="estimate" asOf={channel.numbersAsOf} method={channel.revenue ? "revenue" : "rates"} />
      </p>
      <AddToCompareButton slug={channel.slug} title={channel.title} />
    </article>
  );
}

function Stat({ label, kind, children }: { label: string; kind: FigureSourceKind; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-semibold tabular-nums" data-figure={kind}>
        {children}
      </dd>
    </div>
  );
}
