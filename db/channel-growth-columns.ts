// The columns a channel row stores its 30-day growth in (youtube_channels.growth_*), from the
// figures domain/channel-growth computes. Shared by the channel sync (server/services/
// stored-growth.server.ts) and the demo seed, which both write them.
import type { GrowthFigures } from "#domain/channel-growth";

export function growthColumns(figures: GrowthFigures | null) {
  return {
    growthDays: figures?.days ?? null,
    growthSubscribersChange: figures?.subscribersChange ?? null,
    growthPercent30d: figures?.percentPer30Days ?? null,
  };
}
