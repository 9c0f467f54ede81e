import { FigureSource } from "~/components/research/figure-source";
import { formatGrowthCount, formatGrowthPercent } from "#domain/channel-growth";
import { ChannelGrowthTrend } from "~/components/channel-growth-trend";
import { CompactNumber } from "~/components/compact-number";
import { Badge } from "~/components/ui/badge";
import type { ChannelListItem } from "#domain/read-models/channel";
import { ChannelCardTitle } from "~/components/channels/channel-card-title";

export type ChannelGrowthCardData = Pick<ChannelListItem, "slug" | "title" | "niche" | "subscribers" | "growth" | "numbersAsOf">;

/** A channel of the home page's "Fastest growing" list: its 30-day subscriber growth first. */
export function ChannelGrowthCard({ channel, rank }: { channel: ChannelGrowthCardData; rank: number }) {
  const growth = channel.growth ?? null;
  return (
    <article data-testid="fastest-growing-channel" data-figure-group className="link-card group h-full gap-3 p-5">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="disc size-9 text-sm tabular-nums">
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <ChannelCardTitle channel={channel} />
          {channel.niche ? (
            <div className="mt-1.5">
              <Badge variant="secondary">{channel.niche}</Badge>
            </div>
          ) : null}
        </div>
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-2 border-t pt-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">30-day growth</dt>
          <dd className="text-lg font-semibold" data-figure="derived">
            {growth?.percentPer30Days != null ? (
              <ChannelGrowthTrend value={growth.percentPer30Days}>
                {formatGrowthPercent(growth.percentPer30Days)}
              </ChannelGrowthTrend>
            ) : (
              <span className="text-sm font-normal text-muted-foreground">N/A</span>
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Subscribers</dt>
          <dd className="text-lg font-semibold" data-figure="youtube">
            <CompactNumber value={channel.subscribers} />
            {growth?.subscribersChange != null ? (
              <span className="block text-xs font-normal text-muted-foreground tabular-nums">
                {formatGrowthCount(growth.subscribersChange)} in {growth.days} {growth.days === 1 ? "day" : "days"}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className="-mt-1 flex flex-col gap-0.5">
        <FigureSource kind="derived" asOf={channel.numbersAsOf} method="growth" />
        <FigureSource kind="youtube" asOf={channel.numbersAsOf} />
      </p>
    </article>
  );
}
