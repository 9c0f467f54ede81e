import { Link } from "react-router";

/**
 * A channel card's name: a heading whose link covers the whole card (the card is one tab stop
 * and one click target). Long names are cut with an ellipsis on one line.
 */
export function ChannelCardTitle({
  channel,
  as: Heading = "h3",
}: {
  channel: { slug: string; title: string };
  as?: "h2" | "h3";
}) {
  return (
    <Heading className="truncate text-base leading-snug font-semibold">
      <Link to={`/channel/${encodeURIComponent(channel.slug)}`} className="stretched-link after:rounded-xl">
        {channel.title}
      </Link>
    </Heading>
  );
}
