import { formatGrowthCount, formatGrowthPercent } from "#domain/channel-growth";
import { ChannelGrowthTrend } from "~/components/channel-growth-trend";
import type { ChannelGrowth } from "#domain/read-models/channel";

/**
 * The "30-day growth" row of a search result card under the "Fastest growing" sort: subscriber
 * growth per 30 days, and what it was in subscribers over the days really compared.
 */
export function ChannelGrowthStat({ growth }: { growth: ChannelGrowth | null }) {
  return (
    <div className="col-span-full flex min-w-0 flex-col gap-0.5" data-testid="channel-growth">
      <dt className="text-xs text-muted-foreground">30-day growth</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold" data-figure="derived">
        {growth === null ? (
          <span className="font-normal text-muted-foreground">Not enough history yet</span>
        ) : (
          <>
            {growth.percentPer30Days !== null ? (
              <ChannelGrowthTrend
                value={growth.percentPer30Days}
                className="text-base"
                data-growth-percent={growth.percentPer30Days}
              >
                {formatGrowthPercent(growth.percentPer30Days)}
              </ChannelGrowthTrend>
            ) : null}
            {growth.subscribersChange !== null ? (
              <span className="text-xs font-normal text-muted-foreground">
                {formatGrowthCount(growth.subscribersChange)} subscribers in {growth.days} {growth.days === 1 ? "day" : "days"}
              </span>
            ) : null}
          </>
        )}
      </dd>
    </div>
  );
}
