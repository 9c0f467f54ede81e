import { CardGrid } from "~/components/card-grid";
import { ChannelCard, type ChannelCardData } from "~/components/channel-card";

/** Channel cards in the directory's grid. */
export function ChannelCardGrid({
  channels,
  className,
  testId,
}: {
  channels: readonly ChannelCardData[];
  className?: string;
  testId?: string;
}) {
  return (
    <CardGrid items={channels} keyOf={(channel) => channel.slug} className={className} testId={testId}>
      {(channel) => <ChannelCard channel={channel} />}
    </CardGrid>
  );
}
