// A followed niche or channel type on /watchlist: channels added and outliers published since
// the last visit.
import { Link } from "react-router";
import { channelSearchHref } from "#domain/channel-search-url";
import { formatOutlierScore } from "#domain/outlier-score";
import type { WatchedGroup } from "#domain/read-models/watchlist";
import { ChangeChip } from "~/components/watchlist/change-chip";
import { countPhrase } from "~/components/watchlist/count-phrase";
import { FollowButton } from "~/components/watchlist/follow-button";
import { Clock, Layers, Plus, Sparkles, Tag } from "~/components/ui/icons";

type WatchedGroupView = Pick<
  WatchedGroup,
  "kind" | "key" | "name" | "channelCount" | "newChannels" | "newOutliers" | "topOutlier"
>;

export function WatchedGroupItem({ group }: { group: WatchedGroupView }) {
  const path = group.kind === "niche" ? `/niches/${group.key}` : `/channel-types/${group.key}`;
  const newest = channelSearchHref(
    group.kind === "niche" ? { niche: group.key, sort: "newest" } : { type: group.key, sort: "newest" },
  );
  const Icon = group.kind === "niche" ? Tag : Layers;
  const changed = group.newChannels > 0 || group.newOutliers > 0;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between" data-testid={`watched-${group.kind}`}>
      <div className="flex min-w-0 gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="min-w-0">
            <Link to={path} className="font-medium break-words hover:underline">
              {group.name}
            </Link>
            <p className="text-xs text-muted-foreground">
              {countPhrase(group.channelCount, "channel", "channels")} in the directory
            </p>
          </div>
          <ul className="flex flex-wrap gap-1.5" aria-label={`Changes for ${group.name}`}>
            {group.newChannels > 0 ? (
              <ChangeChip icon={Plus}>
                <Link to={newest} className="underline-offset-2 hover:underline">
                  {countPhrase(group.newChannels, "new channel", "new channels")}
                </Link>
              </ChangeChip>
            ) : null}
            {group.newOutliers > 0 ? (
              <ChangeChip icon={Sparkles}>
                {countPhrase(group.newOutliers, "new outlier", "new outliers")}
                {group.topOutlier
                  ? `: “${group.topOutlier.title}” by ${group.topOutlier.channelTitle} ${formatOutlierScore(group.topOutlier.score)}`
                  : ""}
              </ChangeChip>
            ) : null}
            {changed ? null : (
              <ChangeChip icon={Clock} tone="quiet">
                No changes yet
              </ChangeChip>
            )}
          </ul>
        </div>
      </div>
      <FollowButton
        kind={group.kind}
        target={group.key}
        name={group.name}
        following
        returnTo="/watchlist"
        look="unfollow"
        className="self-end sm:self-start"
      />
    </li>
  );
}
