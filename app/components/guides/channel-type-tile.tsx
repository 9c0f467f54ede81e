import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { FadeImage } from "~/components/fade-image";
import type { ChannelTypeTileView } from "#domain/read-models/guides";

/** A channel type card: image (or the label on its gradient), excerpt and 'View details'. */
export function ChannelTypeTile({
  type,
  headingLevel: Heading = "h2",
}: {
  type: ChannelTypeTileView;
  headingLevel?: "h2" | "h3";
}) {
  const [from, to] = type.gradient;
  return (
    <article className="link-card group h-full overflow-hidden">
      {type.imageUrl ? (
        <FadeImage src={type.imageUrl} alt="" aspectRatio={16 / 9} />
      ) : (
        <div
          className="flex aspect-[3/1] items-end p-4 text-white sm:aspect-video"
          style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
          aria-hidden="true"
        >
          <span className="text-lg leading-snug font-semibold text-balance drop-shadow-sm">{type.label}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base leading-snug font-semibold">{type.label}</Heading>
        <p className="flex-1 text-sm text-muted-foreground">{type.excerpt}</p>
        <Link
          to={`/channel-types/${type.id}`}
          className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary stretched-link after:rounded-xl"
          aria-label={`View details: ${type.label}`}
        >
          View details
          <ArrowRight className="size-4 card-arrow" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
