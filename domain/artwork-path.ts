// Where generated artwork is served, apart from the renderer so pages link to it without shipping the type catalogue.

export const ARTWORK_KINDS = ["channel", "video", "avatar", "type"] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

/** Spec §9: "Screenshot thumbnails 1280x720 detail, 640x360 card". */
export const ARTWORK_SIZE: Record<ArtworkKind, { width: number; height: number }> = {
  channel: { width: 1280, height: 720 },
  video: { width: 640, height: 360 },
  avatar: { width: 240, height: 240 },
  type: { width: 1280, height: 720 },
};

/** So the year-long browser cache never shows an old drawing. */
export const ARTWORK_VERSION = "v1";
/** The art shows ~70 characters; pages cut theirs first. */
export const ARTWORK_TITLE_MAX = 160;
export const ARTWORK_TYPE_PATTERN = /^[a-z0-9_]{1,64}$/;
const ARTWORK_FALLBACK_TYPE = "other";

export function artworkPath(kind: ArtworkKind, typeId: string | null | undefined, title: string): string {
  const type = typeId && ARTWORK_TYPE_PATTERN.test(typeId) ? typeId : ARTWORK_FALLBACK_TYPE;
  const clipped = Array.from(title.trim()).slice(0, ARTWORK_TITLE_MAX).join("") || "Untitled";
  return `/artwork/${ARTWORK_VERSION}/${kind}/${type}.svg?title=${encodeURIComponent(clipped)}`;
}
