// Which picture a channel or video shows: its own (an admin's screenshot, YouTube's avatar or
// thumbnail, as stored) when it has a usable one, else its generated artwork. Spec §5: only
// http(s) addresses are used.
import { type ArtworkKind, ARTWORK_SIZE, artworkPath } from "#domain/artwork-path";
import { safeImageUrl } from "#domain/image-url";

export type Picture = {
  src: string;
  /** "stored": the row's own image; "artwork": generated from the title and type. */
  source: "stored" | "artwork";
  width: number;
  height: number;
};

function pick(stored: string | null | undefined, kind: ArtworkKind, typeId: string | null | undefined, title: string): Picture {
  const { width, height } = ARTWORK_SIZE[kind];
  const src = safeImageUrl(stored);
  return src ? { src, source: "stored", width, height } : { src: artworkPath(kind, typeId, title), source: "artwork", width, height };
}

/** The channel's 16:9 picture (the spec's "screenshot"): its screenshot, else its artwork. */
export function channelBanner(channel: { screenshotUrl: string | null; typeId: string | null; title: string }): Picture {
  return pick(channel.screenshotUrl, "channel", channel.typeId, channel.title);
}

/** The channel's round avatar: YouTube's (stored on import and sync), else its artwork. */
export function channelAvatar(channel: { thumbnailUrl: string | null; typeId: string | null; title: string }): Picture {
  return pick(channel.thumbnailUrl, "avatar", channel.typeId, channel.title);
}

/** A video's 16:9 thumbnail: YouTube's, else artwork in its channel's type. */
export function videoThumbnail(video: { thumbnailUrl: string | null; title: string }, typeId: string | null): Picture {
  return pick(video.thumbnailUrl, "video", typeId, video.title);
}
