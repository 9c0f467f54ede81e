import { formatDate } from "#domain/format";
import { safeImageUrl } from "#domain/image-url";
import { CompactNumber } from "~/components/compact-number";
import { FadeImage } from "~/components/fade-image";
import type { TopVideo } from "~/components/channels/top-videos";
import { youtubeWatchUrl } from "~/components/channels/youtube-watch-url";

/** Spec §2 "a Recent Videos grid linking to the video platform". Hidden when the read failed or is empty. */
export function RecentVideos({ videos }: { videos: TopVideo[] | null }) {
  if (!videos || videos.length === 0) return null;
  return (
    <section aria-labelledby="recent-videos-heading">
      <h2 id="recent-videos-heading" className="text-lg font-semibold">
        Recent Videos
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((video) => (
          <li key={video.id} className="video-card group">
            <FadeImage src={safeImageUrl(video.thumbnailUrl)} alt="" aspectRatio={16 / 9} frameClassName="rounded-lg" />
            <div className="flex flex-col gap-1 px-1 pb-1">
              <a
                href={youtubeWatchUrl(video.videoId)}
                target="_blank"
                rel="noopener noreferrer"
                className="video-title"
              >
                {video.title}
              </a>
              <p className="flex items-center gap-2 text-xs text-muted-foreground">
                <span>
                  <CompactNumber value={video.viewCount} /> views
                </span>
                <span aria-hidden="true">·</span>
                <span>{formatDate(video.publishedAt)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
