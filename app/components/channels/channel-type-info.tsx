import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { RichText } from "~/components/rich-text";
import { hasRichTextContent } from "#domain/text-excerpt";
import type { ChannelTypeInfo as ChannelTypeInfoModel } from "#domain/read-models/channel";

/** Its three parts are sanitized HTML (the service sanitizes on read). */
export type ChannelTypeInfoData = ChannelTypeInfoModel;

/** Spec §2 "a channel type info section (Description, How to Create, Example Ideas)". */
export function ChannelTypeInfo({ type }: { type: ChannelTypeInfoData }) {
  const parts = [
    { id: "type-description", title: "Description", html: type.description },
    { id: "type-production", title: "How to Create", html: type.production },
    { id: "type-example", title: "Example Ideas", html: type.example },
  ].filter((part) => hasRichTextContent(part.html));
  return (
    <section aria-labelledby="type-info-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="type-info-heading" className="text-lg font-semibold">
          About the format: {type.label}
        </h2>
        <Link
          to={`/channel-types/${type.id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline hover:underline-offset-4"
        >
          Full guide
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        {parts.map((part) => (
          <div key={part.id} aria-labelledby={part.id} role="group">
            <h3 id={part.id} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {part.title}
            </h3>
            <RichText html={part.html} className="mt-2 text-sm" />
          </div>
        ))}
      </div>
    </section>
  );
}
