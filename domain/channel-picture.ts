// A channel's or video's own picture when usable (spec §5: http(s) only), else its generated artwork.
import { type ArtworkKind, ARTWORK_SIZE, artworkPath } from "#domain/artwork-path";
import { safeImageUrl } from "#domain/image-url";

export type Picture = {
  src: string;
  source: "stored" | "artwork";
  width: number;
  height: number;
};

function pick(stored: string | null | undefined, kind: ArtworkKind, typeId: string | null | undefined, title: string): Picture {
  const { width, height } = ARTWORK_SIZE[kind];
  const src = safeImageUrl(stored);
  return src
    ? { src, source: "stored", width, height }
    : { src: artworkPath(kind, typeId, title), source: "artwork", width, height };
}

export function channelBanner(channel: { screenshotUrl: string | null; typeId: string | null; title: string }): Picture {
  return pick(channel.screenshotUrl, "channel", channel.typeId, channel.title);
}

export function channelAvatar(channel: { thumbnailUrl: string | null; typeId: string | null; title: string }): Picture {
  return pick(channel.thumbnailUrl, "avatar", channel.typeId, channel.title);
}

export function videoThumbnail(video: { thumbnailUrl: string | null; title: string }, typeId: string | null): Picture {
  return pick(video.thumbnailUrl, "video", typeId, video.title);
}
