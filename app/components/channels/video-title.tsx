import { youtubeWatchUrl } from "~/components/channels/youtube-watch-url";

/** A video's title: a link to it on YouTube, or plain text for a demo video (it has no real page). */
export function VideoTitle({ video, demo }: { video: { title: string; videoId: string }; demo: boolean }) {
  return demo ? (
    <p className="video-title">{video.title}</p>
  ) : (
    <a href={youtubeWatchUrl(video.videoId)} target="_blank" rel="noopener noreferrer" className="video-title">
      {video.title}
    </a>
  );
}
