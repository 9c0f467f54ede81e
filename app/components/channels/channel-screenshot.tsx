import { SCREENSHOT_SIZE } from "#domain/constants";
import { safeImageUrl } from "#domain/image-url";
import { FadeImage } from "~/components/fade-image";
import { cn } from "~/lib/cn";

/**
 * A channel's screenshot in a fixed 16:9 box (spec §9: "1280x720 detail, 640x360 card"); only
 * http(s) URLs are used (spec §5 image helper). Without one, a gradient with the initial.
 */
export function ChannelScreenshot({
  url,
  title,
  size = "detail",
  className,
}: {
  url: string | null;
  title: string;
  size?: keyof typeof SCREENSHOT_SIZE;
  className?: string;
}) {
  const src = safeImageUrl(url);
  const { width, height } = SCREENSHOT_SIZE[size];
  if (src) {
    return <FadeImage src={src} alt={`Screenshot of ${title}`} width={width} height={height} aspectRatio={width / height} frameClassName={cn("rounded-xl border", className)} />;
  }
  const initial = title.trim().charAt(0).toUpperCase() || "?";
  return (
    <div
      data-testid="screenshot-placeholder"
      role="img"
      aria-label={`No screenshot of ${title}`}
      className={cn("screenshot-placeholder", className)}
      style={{ aspectRatio: width / height }}
    >
      <span aria-hidden="true" className="screenshot-initial">
        {initial}
      </span>
    </div>
  );
}
