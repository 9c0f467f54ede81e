import type * as React from "react";
import { cn } from "~/lib/cn";

/** A page's h1 with its one-line description (PRODUCT.md: one h1 a page). */
export function PageHeader({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">{description}</p> : null}
      {children}
    </div>
  );
}
