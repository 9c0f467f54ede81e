import { SCREENSHOT_SIZE } from "#domain/constants";
import { channelBanner } from "#domain/channel-picture";
import { FadeImage } from "~/components/fade-image";

/**
 * A channel's screenshot in a fixed 16:9 box (spec §9: "1280x720 detail, 640x360 card"); only
 * http(s) URLs are used (spec §5 image helper). Without one, the channel's generated artwork (its
 * type's colours and motif with its title).
 */
export function ChannelScreenshot({
  channel,
  size = "detail",
  priority = false,
  className,
}: {
  channel: { screenshotUrl: string | null; typeId: string | null; title: string };
  size?: keyof typeof SCREENSHOT_SIZE;
  /** Above the fold: fetched at once instead of lazily. */
  priority?: boolean;
  /** The frame's classes, in place of the default rounded border. */
  className?: string;
}) {
  const picture = channelBanner(channel);
  const { width, height } = SCREENSHOT_SIZE[size];
  return (
    <FadeImage
      src={picture.src}
      alt={picture.source === "stored" ? `Screenshot of ${channel.title}` : `Artwork for ${channel.title}`}
      width={width}
      height={height}
      aspectRatio={width / height}
      frameClassName={className ?? "rounded-xl border"}
      {...(priority ? { loading: "eager" as const, fetchPriority: "high" as const } : {})}
    />
  );
}
