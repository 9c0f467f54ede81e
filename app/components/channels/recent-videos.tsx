import { FigureSource } from "~/components/research/figure-source";
import { formatDate } from "#domain/format";
import { videoThumbnail } from "#domain/channel-picture";
import { CompactNumber } from "~/components/compact-number";
import { DEMO_VIDEOS_NOTE_TEXT, DemoLinkNote } from "~/components/demo-notice";
import { FadeImage } from "~/components/fade-image";
import type { Video } from "#domain/read-models/channel";
import { VideoTitle } from "~/components/channels/video-title";
import { OutlierScoreBadge } from "~/components/research/outlier-score-badge";

/**
 * Spec §2 "a Recent Videos grid linking to the video platform". Hidden when the read failed or is
 * empty. A demo channel's videos do not exist there: a note instead of dead links.
 */
export function RecentVideos({
  videos,
  typeId,
  demo = false,
  asOf = null,
}: {
  videos: Video[] | null;
  typeId: string | null;
  demo?: boolean /** When the counts were read from YouTube. */;
  asOf?: string | null;
}) {
  if (!videos || videos.length === 0) return null;
  return (
    <section aria-labelledby="recent-videos-heading" data-figure-group>
      <h2 id="recent-videos-heading" className="text-lg font-semibold">
        Recent Videos
      </h2>
      <p className="flex flex-wrap gap-x-4 gap-y-0.5">
        <FigureSource kind="youtube" asOf={asOf} />
        {/* The outlier badges: worked out from the views, not YouTube's. */}
        <FigureSource kind="derived" asOf={asOf} method="outlier-score" />
      </p>
      {demo ? <DemoLinkNote text={DEMO_VIDEOS_NOTE_TEXT} className="mt-3" /> : null}
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((video) => (
          <li key={video.id} className="video-card group">
            <VideoPicture video={video} typeId={typeId} />
            <div className="flex flex-col gap-1 px-1 pb-1">
              <VideoTitle video={video} demo={demo} />
              <p className="flex items-center gap-2 text-xs text-muted-foreground">
                <span>
                  <CompactNumber value={video.viewCount} /> views
                </span>
                <span aria-hidden="true">·</span>
                <span>{formatDate(video.publishedAt)}</span>
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
      </ul>
    </section>
  );
}

/** A video's thumbnail (YouTube's, else artwork in its channel's type), 640×360 intrinsic. */
export function VideoPicture({
  video,
  typeId,
  className,
}: {
  video: { thumbnailUrl: string | null; title: string };
  typeId: string | null;
  className?: string;
}) {
  const picture = videoThumbnail(video, typeId);
  return (
    <FadeImage
      src={picture.src}
      alt=""
      width={picture.width}
      height={picture.height}
      aspectRatio={16 / 9}
      frameClassName={className ?? "rounded-lg"}
    />
  );
}
