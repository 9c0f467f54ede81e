import { Image as ImageIcon, ImageOff } from "~/components/ui/icons";
import { useCallback, useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** "none": there is no image to load (a row without one), which is not a failure. */
type Status = "none" | "loading" | "loaded" | "error";

export type FadeImageProps = Omit<React.ComponentProps<"img">, "src" | "alt" | "onLoad" | "onError"> & {
  src: string | null | undefined;
  alt: string;
  /** Width / height of the box, e.g. 16 / 9. The box keeps this shape whatever the image does. */
  aspectRatio?: number;
  /** Classes for the box around the image. */
  frameClassName?: string;
  /** A box too small for the words (an avatar): the failure shows as an icon, the words for screen readers and on hover. */
  compact?: boolean;
};

/**
 * An image in a fixed-ratio box (nothing jumps while it loads) that fades in once loaded and
 * says 'Image failed to load' when it cannot (spec §2). Native lazy loading starts the fetch
 * before the image scrolls into view (spec §9 asks for at least 200 px early; browsers use a
 * larger margin).
 */
export function FadeImage({
  src,
  alt,
  aspectRatio = 16 / 9,
  frameClassName,
  compact = false,
  className,
  ...props
}: FadeImageProps) {
  const [status, setStatus] = useState<Status>(src ? "loading" : "none");
  const [trackedSrc, setTrackedSrc] = useState(src);
  if (trackedSrc !== src) {
    // A new source starts over (adjusting state while rendering, not in an effect).
    setTrackedSrc(src);
    setStatus(src ? "loading" : "none");
  }

  // The server-rendered <img> may finish (or fail) before React hydrates and attaches onLoad /
  // onError; those events are then gone, so read the element's state once it is attached.
  const imageRef = useCallback((img: HTMLImageElement | null) => {
    if (!img || !img.complete) return;
    setStatus(img.naturalWidth > 0 ? "loaded" : "error");
  }, []);

  return (
    <div
      data-slot="fade-image"
      data-status={status}
      className={cn("relative overflow-hidden bg-muted", frameClassName)}
      style={{ aspectRatio }}
    >
      {status === "none" ? (
        <div className="image-placeholder">
          <ImageIcon className="size-6" aria-hidden="true" />
        </div>
      ) : status === "error" ? (
        compact ? (
          <div className="absolute inset-0 flex items-center justify-center text-muted-foreground" title="Image failed to load">
            <ImageOff className="size-4" aria-hidden="true" />
            <span className="sr-only">Image failed to load</span>
          </div>
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 p-3 text-center text-xs text-muted-foreground">
            <ImageOff className="size-5" aria-hidden="true" />
            <span>Image failed to load</span>
          </div>
        )
      ) : (
        <img
          key={src ?? ""}
          ref={imageRef}
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("error")}
          className={cn(
            "absolute inset-0 size-full object-cover transition-opacity duration-500",
            // The page's main picture (fetchPriority "high") shows as soon as it arrives: fading
            // it in would wait for hydration, and the page's largest paint with it.
            status === "loaded" || props.fetchPriority === "high" ? "opacity-100" : "opacity-0",
            className,
          )}
          {...props}
        />
      )}
    </div>
  );
}
