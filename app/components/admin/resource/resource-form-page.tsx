import type * as React from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ArrowLeft } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** An admin form page (?new=1 or ?edit=<id>): the way back to the list, the h1, then the form. */
export function ResourceFormPage({
  listPath,
  backLabel,
  title,
  description,
  className,
  children,
}: {
  listPath: string;
  backLabel: string;
  title: string;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <Link
        to={listPath}
        className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
