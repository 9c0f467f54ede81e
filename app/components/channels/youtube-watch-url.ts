/** Spec §2 "a Recent Videos grid linking to the video platform". */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
