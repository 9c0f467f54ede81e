import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { ChannelTypeCardView } from "#domain/read-models/guides";

/** A channel type as a card on its label gradient (spec §2: "image or label gradient"). */
export function ChannelTypeCard({ type, className }: { type: ChannelTypeCardView; className?: string }) {
  const [from, to] = type.gradient;
  return (
    <Link
      to={`/channel-types/${type.id}`}
      className={cn("type-card group", className)}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <span className="pr-5 text-sm leading-snug font-semibold sm:text-base">{type.label}</span>
      <span className="mt-1 hidden text-xs text-white/85 sm:line-clamp-2">{type.excerpt}</span>
      <ArrowRight className="absolute top-4 right-4 size-4 opacity-70 card-arrow group-hover:opacity-100" aria-hidden="true" />
    </Link>
  );
}
