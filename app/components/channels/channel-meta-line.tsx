import { countryName } from "#domain/countries";
import { Badge } from "~/components/ui/badge";
import { Globe, Layers } from "~/components/ui/icons";

/** Under a channel card's name: its niche, its type when the card shows it, and its country. */
export function ChannelMetaLine({
  niche,
  typeLabel,
  country,
}: {
  niche: string | null;
  typeLabel?: string | null;
  country: string | null;
}) {
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      {niche ? <Badge variant="secondary">{niche}</Badge> : null}
      {typeLabel ? (
        <span className="inline-flex items-center gap-1">
          <Layers className="size-3" aria-hidden="true" />
          {typeLabel}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <Globe className="size-3" aria-hidden="true" />
        {countryName(country)}
      </span>
    </div>
  );
}
