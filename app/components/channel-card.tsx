import { ChannelAvatar } from "~/components/channel-avatar";
import { CompactNumber } from "~/components/compact-number";
import type { NumericInput } from "#domain/numeric-input";
import type { PublicChannelCard } from "#domain/read-models/channel";
import { ChannelCardTitle } from "~/components/channels/channel-card-title";
import { ChannelMetaLine } from "~/components/channels/channel-meta-line";
import { FigureSource } from "~/components/research/figure-source";
import { AddToCompareButton } from "~/components/compare/add-to-compare-button";

/** A directory channel card: the public numbers of a channel (spec §1), never revenue. */
export type ChannelCardData = Pick<
  PublicChannelCard,
  "slug" | "title" | "niche" | "country" | "subscribers" | "views" | "videoCount" | "thumbnailUrl" | "typeId" | "numbersAsOf"
>;

/** A directory channel at a glance: name, niche, country and its public numbers. */
export function ChannelCard({ channel, headingLevel: Heading = "h3" }: { channel: ChannelCardData; headingLevel?: "h2" | "h3" }) {
  return (
    <article className="link-card group gap-4 p-5" data-figure-group>
      <div className="flex items-start gap-3">
        <ChannelAvatar channel={channel} />
        <div className="min-w-0 flex-1">
          <ChannelCardTitle channel={channel} as={Heading} />
          <ChannelMetaLine niche={channel.niche} country={channel.country} />
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 border-t pt-4">
        <Stat label="Subscribers" value={channel.subscribers} />
        <Stat label="Views" value={channel.views} />
        <Stat label="Videos" value={channel.videoCount} />
      </dl>
      <FigureSource kind="youtube" asOf={channel.numbersAsOf} className="-mt-2" />
      <AddToCompareButton slug={channel.slug} title={channel.title} />
    </article>
  );
}

function Stat({ label, value }: { label: string; value: NumericInput }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold" data-figure="youtube">
        <CompactNumber value={value} />
      </dd>
    </div>
  );
}
