import { Construction } from "~/components/ui/icons";
import type * as React from "react";
import { PageHeader } from "~/components/page-header";
import { cn } from "~/lib/cn";

/** A page whose content a later milestone fills: its h1 and what it will hold. */
export function PlaceholderPage({
  title,
  description,
  children,
  contained = true,
}: {
  title: string;
  description: string;
  children?: React.ReactNode;
  /** False inside a layout that already pads its content (the admin area). */
  contained?: boolean;
}) {
  return (
    <div className={cn(contained && "mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16")}>
      <PageHeader title={title} description={description} />
      <div className="mt-10 flex items-center gap-3 rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
        <Construction className="size-5 shrink-0" aria-hidden="true" />
        <p>This page is being built. Its content arrives in a coming release.</p>
      </div>
      {children}
    </div>
  );
}
