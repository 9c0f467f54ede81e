import type * as React from "react";
import { NewRowLink } from "~/components/admin/resource/new-row-link";
import { EmptyListPanel } from "~/components/admin/empty-list-panel";

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
    <EmptyListPanel icon={Icon} title={title} text={text} titleAs="h2">
      {addLabel ? <NewRowLink label={addLabel} /> : null}
    </EmptyListPanel>
  );
}
