import { Link } from "react-router";
import { formatRelativeTime } from "#domain/format";
import { outlierBasisLabel } from "#domain/outlier-score";
import { OUTLIER_REPEATS_ANCHOR, REPEAT_DEFINITION, describeRepeats } from "#domain/outlier-repeats";
import type { OutlierVideo } from "#domain/read-models/outliers";
import { VIDEO_FORMAT_LABELS } from "#domain/outlier-filters";
import { HydratesApart } from "~/components/hydrates-apart";
import { CompactNumber } from "~/components/compact-number";
import { VideoPicture } from "~/components/channels/recent-videos";
import { VideoTitle } from "~/components/channels/video-title";
import { FigureSource } from "~/components/research/figure-source";
import { OutlierScoreBadge } from "~/components/research/outlier-score-badge";

/**
 * Outlier videos as rows: thumbnail, title, channel (a link to its page), views and the usual
 * views it beat, score, format and age, and how many other channels repeated its format. `now` comes from the loader so server and browser print the same ages.
 */
export function OutlierVideoList({
  videos,
  now,
  asOf,
}: {
  videos: OutlierVideo[];
  now: number /** The newest scored upload's day. */;
  asOf: string | null;
}) {
  return (
    <div className="flex flex-col gap-2" data-figure-group>
      {/* Views are YouTube's; the score is worked out from them (a computed figure, not YouTube's). */}
      <p className="flex flex-wrap gap-x-4 gap-y-0.5">
        <FigureSource kind="youtube" asOf={asOf} />
        <FigureSource kind="derived" asOf={asOf} method="outlier-score" />
      </p>
      <ol className="flex flex-col gap-3" data-testid="outlier-list">
        {videos.map((video) => (
          // Relative: the title's link stretches over its own row (.video-title), never past it;
          // the channel link sits above that overlay.
          <li
            key={`${video.channel.id}:${video.videoId}`}
            className="relative grid render-when-near-36 grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-3 rounded-xl border bg-card p-3 shadow-xs sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-4"
            data-testid="outlier-row"
          >
            <HydratesApart>
              <VideoPicture video={video} typeId={video.channel.channelType} className="rounded-md" />
              <div className="flex min-w-0 flex-col gap-1">
                <VideoTitle video={video} demo={video.channel.isDemo} />
                <Link
                  to={`/channel/${encodeURIComponent(video.channel.slug)}`}
                  className="relative z-10 w-fit text-sm font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {video.channel.title}
                </Link>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span data-figure="youtube">
                    <CompactNumber value={video.views} /> views
                  </span>
                  <span data-figure="derived" data-testid="usual-views">
                    {video.comparedAtAgeDays === null ? (
                      <>
                        (usual: <CompactNumber value={video.usualViews} /> lifetime views)
                      </>
                    ) : (
                      <>
                        ({outlierBasisLabel(video.comparedAtAgeDays)}: <CompactNumber value={video.comparedViews} /> views, usual{" "}
                        <CompactNumber value={video.usualViews} />)
                      </>
                    )}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>{VIDEO_FORMAT_LABELS[video.format]}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={video.publishedAt}>{formatRelativeTime(video.publishedAt, now)}</time>
                  <OutlierScoreBadge score={video.score} className="sm:hidden" />
                </p>
                <RepeatsLine count={video.repeatChannels} />
              </div>
              <OutlierScoreBadge score={video.score} className="hidden text-sm sm:inline-flex" />
            </HydratesApart>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Repeated by 3 other channels within 90 days", a link to the rule; nothing without a count. */
function RepeatsLine({ count }: { count: number | null }) {
  const text = describeRepeats(count);
  if (text === null) return null;
  return (
    <Link
      to={`/how-it-works#${OUTLIER_REPEATS_ANCHOR}`}
      title={`Counted as ${REPEAT_DEFINITION}`}
      className="relative z-10 w-fit text-xs text-muted-foreground underline decoration-dotted underline-offset-4 hover:text-foreground"
      data-figure="derived"
      data-testid="outlier-repeats"
      data-repeat-channels={count ?? undefined}
    >
      {text}
    </Link>
  );
}
