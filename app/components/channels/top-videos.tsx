import { FigureSource } from "~/components/research/figure-source";
import { Eye, MessageSquare, ThumbsUp } from "~/components/ui/icons";
import { formatRelativeTime } from "#domain/format";
import { CompactNumber } from "~/components/compact-number";
import { VideoPicture } from "~/components/channels/recent-videos";
import type { TopVideos as TopVideoBlocks, Video } from "#domain/read-models/channel";
import { VideoTitle } from "~/components/channels/video-title";
import { OutlierScoreBadge } from "~/components/research/outlier-score-badge";

/** Spec §8: "Top videos failure: '…'". */
const TOP_VIDEOS_FAILED_TEXT =
  "We couldn't load the top performing videos for this channel at the moment. This could be due to API limitations or the channel's privacy settings.";
/** Spec §8: "Empty top videos: '…'". */
const TOP_VIDEOS_EMPTY_TEXT = "No top performing videos data is available for this channel.";

/**
 * Spec §2 "a Top Performing Videos block (Most Viewed, Most Engaging, with views, likes,
 * comments and relative publish time)". `videos` null means the read failed (spec §8:
 * "Top-video failure yields null videos with no error"). `now` comes from the loader so the
 * server and the browser print the same relative times.
 */
export function TopVideos({
  videos,
  now,
  typeId,
  demo = false,
  asOf = null,
}: {
  videos: TopVideoBlocks | null;
  /** When the counts were read from YouTube. */
  asOf?: string | null;
  now: number;
  typeId: string | null;
  /** A demo channel's videos are not on YouTube: their titles are not links. */
  demo?: boolean;
}) {
  return (
    <section aria-labelledby="top-videos-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6" data-figure-group>
      <h2 id="top-videos-heading" className="text-lg font-semibold">
        Top Performing Videos
      </h2>
      <p className="flex flex-wrap gap-x-4 gap-y-0.5">
        <FigureSource kind="youtube" asOf={asOf} />
        {/* The outlier badges: worked out from the views, not YouTube's. */}
        <FigureSource kind="derived" asOf={asOf} method="outlier-score" />
      </p>
      {videos === null ? (
        <p role="alert" className="mt-3 text-sm text-muted-foreground">
          {TOP_VIDEOS_FAILED_TEXT}
        </p>
      ) : videos.mostViewed.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{TOP_VIDEOS_EMPTY_TEXT}</p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <VideoList id="most-viewed" title="Most Viewed" videos={videos.mostViewed} now={now} typeId={typeId} demo={demo} />
          <VideoList
            id="most-engaging"
            title="Most Engaging"
            videos={videos.mostEngaging}
            now={now}
            typeId={typeId}
            demo={demo}
          />
        </div>
      )}
    </section>
  );
}

function VideoList({
  id,
  title,
  videos,
  now,
  typeId,
  demo,
}: {
  id: string;
  title: string;
  videos: Video[];
  now: number;
  typeId: string | null;
  demo: boolean;
}) {
  return (
    <div aria-labelledby={`${id}-heading`} role="group">
      <h3 id={`${id}-heading`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ol className="mt-3 flex flex-col gap-3">
        {videos.map((video) => (
          <li key={video.id} className="video-row group">
            <VideoPicture video={video} typeId={typeId} className="w-28 shrink-0 self-start rounded-md sm:w-32" />
            <div className="flex min-w-0 flex-col gap-1">
              <VideoTitle video={video} demo={demo} />
              <p className="video-meta">
                <span className="inline-flex items-center gap-1" title="Views">
                  <Eye className="size-3" aria-hidden="true" />
                  <CompactNumber value={video.viewCount} />
                  <span className="sr-only">views</span>
                </span>
                <span className="inline-flex items-center gap-1" title="Likes">
                  <ThumbsUp className="size-3" aria-hidden="true" />
                  <CompactNumber value={video.likeCount} />
                  <span className="sr-only">likes</span>
                </span>
                <span className="inline-flex items-center gap-1" title="Comments">
                  <MessageSquare className="size-3" aria-hidden="true" />
                  <CompactNumber value={video.commentCount} />
                  <span className="sr-only">comments</span>
                </span>
                {video.publishedAt ? (
                  <time dateTime={video.publishedAt}>{formatRelativeTime(video.publishedAt, now)}</time>
                ) : null}
              </p>
              <OutlierScoreBadge
                score={video.outlierScore}
                ageDays={video.outlierAgeDays}
                noScoreReason={video.noScoreReason}
                className="w-fit"
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
