// Where a channel's or video's generated artwork is served (server/http/artwork.ts renders it
// with domain/artwork-svg.ts). Kept apart from the renderer so pages link to artwork without
// shipping the type catalogue to the browser.

/** The shapes of artwork: a channel's 16:9 banner, a video's 16:9 thumbnail, a square avatar, a channel type's 16:9 picture. */
export const ARTWORK_KINDS = ["channel", "video", "avatar", "type"] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

/** Intrinsic sizes (spec §9: "Screenshot thumbnails 1280x720 detail, 640x360 card"). */
export const ARTWORK_SIZE: Record<ArtworkKind, { width: number; height: number }> = {
  channel: { width: 1280, height: 720 },
  video: { width: 640, height: 360 },
  avatar: { width: 240, height: 240 },
  type: { width: 1280, height: 720 },
};

/** Bumped when the drawing changes, so the year-long browser cache never shows an old one. */
export const ARTWORK_VERSION = "v1";
/** A title longer than this is refused by the route; pages cut theirs first (the art shows ~70 characters). */
export const ARTWORK_TITLE_MAX = 160;
/** What a type id in the artwork address may look like (the channel type id rule, spec §5). */
export const ARTWORK_TYPE_PATTERN = /^[a-z0-9_]{1,64}$/;
/** The type used when a channel has none (or one that is not a valid id). */
const ARTWORK_FALLBACK_TYPE = "other";

/** The artwork's address: `/artwork/v1/channel/history_educational.svg?title=…`. */
export function artworkPath(kind: ArtworkKind, typeId: string | null | undefined, title: string): string {
  const type = typeId && ARTWORK_TYPE_PATTERN.test(typeId) ? typeId : ARTWORK_FALLBACK_TYPE;
  const clipped = Array.from(title.trim()).slice(0, ARTWORK_TITLE_MAX).join("") || "Untitled";
  return `/artwork/${ARTWORK_VERSION}/${kind}/${type}.svg?title=${encodeURIComponent(clipped)}`;
}
