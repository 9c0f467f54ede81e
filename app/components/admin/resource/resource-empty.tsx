import type * as React from "react";
import { NewRowLink } from "~/components/admin/resource/new-row-link";

/** An admin list with nothing in it yet: what would be here, and a way to add the first. */
export function ResourceEmpty({
  icon: Icon,
  title,
  text,
  addLabel,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  text: string;
  /** A button to the new-row form, when the page header's own is not enough. */
  addLabel?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {addLabel ? <NewRowLink label={addLabel} /> : null}
    </div>
  );
}
