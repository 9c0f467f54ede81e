import { channelAvatar } from "#domain/channel-picture";
import { FadeImage } from "~/components/fade-image";
import { cn } from "~/lib/cn";

/**
 * A channel's round avatar: YouTube's own (stored on import) or its generated artwork. Decorative
 * (alt ""): the channel's name is always written beside it.
 */
export function ChannelAvatar({
  channel,
  size = 44,
  className,
}: {
  channel: { thumbnailUrl: string | null; typeId: string | null; title: string };
  /** Shown size in CSS pixels. */
  size?: 44 | 72;
  className?: string;
}) {
  const picture = channelAvatar(channel);
  return (
    <FadeImage
      src={picture.src}
      alt=""
      width={size}
      height={size}
      aspectRatio={1}
      compact
      data-picture={picture.source}
      frameClassName={cn("shrink-0 rounded-full", size === 44 ? "size-11" : "size-18", className)}
    />
  );
}
