import type * as React from "react";
import { NewRowLink } from "~/components/admin/resource/new-row-link";
import { ResourceNotice } from "~/components/admin/resource/resource-notice";
import { PageHeader } from "~/components/page-header";
import { cn } from "~/lib/cn";

/**
 * An admin list page: the h1, the "New …" link to the form (?new=1), an optional line under it
 * (counts), the notices of a refused delete or a gone row, then the list itself.
 */
export function ResourceListPage({
  title,
  description,
  newLabel,
  summary,
  notices = [],
  className,
  children,
}: {
  title: string;
  description: string;
  newLabel: string;
  summary?: React.ReactNode;
  notices?: readonly (string | null | undefined)[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <PageHeader title={title} description={description}>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <NewRowLink label={newLabel} />
          {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : null}
        </div>
      </PageHeader>
      {notices.map((message) => (message ? <ResourceNotice key={message} message={message} /> : null))}
      {children}
    </div>
  );
}
