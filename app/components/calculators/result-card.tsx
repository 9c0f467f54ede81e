import type * as React from "react";
import { EstimateBadge } from "~/components/calculators/estimate-badge";
import { FigureSource } from "~/components/research/figure-source";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A card of calculator results with its heading and the "Estimate" label. */
export function ResultCard({
  id,
  title,
  description,
  children,
  className,
  methodAnchor,
  asOf,
}: {
  id: string;
  /** When the figures come from a directory channel: the date of its numbers. */
  asOf?: string | null;
  /** The /how-it-works section that explains these figures. */
  methodAnchor?: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("gap-5", className)} aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as="h2" id={`${id}-title`} className="text-lg">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
          {asOf ? <FigureSource kind="estimate" asOf={asOf} method={methodAnchor} /> : null}
        </div>
        <EstimateBadge className="mt-0.5" anchor={methodAnchor} />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
