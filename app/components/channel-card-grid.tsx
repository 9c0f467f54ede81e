import { ChannelCard, type ChannelCardData } from "~/components/channel-card";
import { cn } from "~/lib/cn";

/** Channel cards in the directory's grid: one column on a phone, two, then three. */
export function ChannelCardGrid({ channels, className, testId }: { channels: readonly ChannelCardData[]; className?: string; testId?: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)} data-testid={testId}>
      {channels.map((channel) => (
        <li key={channel.slug} className="grid">
          <ChannelCard channel={channel} />
        </li>
      ))}
    </ul>
  );
}
