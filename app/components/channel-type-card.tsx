import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { excerpt } from "#domain/text-excerpt";
import { cn } from "~/lib/cn";

export type ChannelTypeCardData = {
  id: string;
  label: string;
  /** HTML; the card shows a plain-text excerpt. */
  description: string;
  gradient: [string, string];
};

/** A channel type as a card on its label gradient (spec §2: "image or label gradient"). */
export function ChannelTypeCard({
  type,
  className,
  excerptChars,
}: {
  type: ChannelTypeCardData;
  className?: string;
  /** Shorter excerpts for compact grids; defaults to the spec's 120 characters. */
  excerptChars?: number;
}) {
  const [from, to] = type.gradient;
  return (
    <Link
      to={`/channel-types/${type.id}`}
      className={cn(
        "group relative flex min-h-28 flex-col justify-end overflow-hidden rounded-xl p-4 sm:min-h-36 text-white shadow-sm transition-transform hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
        className,
      )}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <span className="pr-5 text-sm leading-snug font-semibold sm:text-base">{type.label}</span>
      <span className="mt-1 hidden text-xs text-white/85 sm:line-clamp-2">{excerpt(type.description, excerptChars)}</span>
      <ArrowRight
        className="absolute top-4 right-4 size-4 opacity-70 transition-transform group-hover:translate-x-0.5 group-hover:opacity-100"
        aria-hidden="true"
      />
    </Link>
  );
}
