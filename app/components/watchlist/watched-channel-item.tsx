// A followed channel on /watchlist: its numbers and what changed since the last visit.
import { FigureSource } from "~/components/research/figure-source";
import { Link } from "react-router";
import { formatCompact, formatNumber } from "#domain/format";
import { formatOutlierScore } from "#domain/outlier-score";
import type { WatchedChannel } from "#domain/read-models/watchlist";
import { ChannelAvatar } from "~/components/channel-avatar";
import { ChangeChip } from "~/components/watchlist/change-chip";
import { countPhrase } from "~/components/watchlist/count-phrase";
import { FollowButton } from "~/components/watchlist/follow-button";
import { Clock, Film, Sparkles, TrendingDown, TrendingUp } from "~/components/ui/icons";

type WatchedChannelView = Pick<
  WatchedChannel,
  | "id"
  | "slug"
  | "title"
  | "thumbnailUrl"
  | "channelType"
  | "subscribers"
  | "numbersAsOf"
  | "subscriberGrowth"
  | "newUploads"
  | "latestUpload"
  | "newOutliers"
  | "topOutlier"
>;

export function WatchedChannelItem({ channel }: { channel: WatchedChannelView }) {
  const growth = channel.subscriberGrowth ?? 0;
  const changed = growth !== 0 || channel.newUploads > 0 || channel.newOutliers > 0;
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="watched-channel"
      data-figure-group
    >
      <div className="flex min-w-0 gap-3">
        <ChannelAvatar
          channel={{ thumbnailUrl: channel.thumbnailUrl, typeId: channel.channelType, title: channel.title }}
          size={44}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="min-w-0">
            <Link to={`/channel/${encodeURIComponent(channel.slug)}`} className="font-medium break-words hover:underline">
              {channel.title}
            </Link>
            <p className="text-xs text-muted-foreground">
              {channel.subscribers === null ? "Subscribers not known" : `${formatCompact(channel.subscribers)} subscribers`}
            </p>
          </div>
          <ul className="flex flex-wrap gap-1.5" aria-label={`Changes for ${channel.title}`}>
            {growth !== 0 ? (
              <ChangeChip icon={growth > 0 ? TrendingUp : TrendingDown} tone={growth > 0 ? "change" : "drop"}>
                {growth > 0 ? "+" : "−"}
                {formatNumber(Math.abs(growth))} subscribers
              </ChangeChip>
            ) : null}
            {channel.newUploads > 0 ? (
              <ChangeChip icon={Film}>
                {countPhrase(channel.newUploads, "new upload", "new uploads")}
                {channel.latestUpload ? `: “${channel.latestUpload.title}”` : ""}
              </ChangeChip>
            ) : null}
            {channel.newOutliers > 0 ? (
              <ChangeChip icon={Sparkles}>
                {countPhrase(channel.newOutliers, "new outlier", "new outliers")}
                {channel.topOutlier ? `: “${channel.topOutlier.title}” ${formatOutlierScore(channel.topOutlier.score)}` : ""}
              </ChangeChip>
            ) : null}
            {changed ? null : (
              <ChangeChip icon={Clock} tone="quiet">
                No changes yet
              </ChangeChip>
            )}
          </ul>
          <p className="flex flex-wrap gap-x-4 gap-y-0.5">
            <FigureSource kind="youtube" asOf={channel.numbersAsOf} />
            {channel.newOutliers > 0 ? <FigureSource kind="derived" asOf={channel.numbersAsOf} method="outlier-score" /> : null}
          </p>
        </div>
      </div>
      <FollowButton
        kind="channel"
        target={channel.id}
        name={channel.title}
        following
        returnTo="/watchlist"
        look="unfollow"
        className="self-end sm:self-start"
      />
    </li>
  );
}
