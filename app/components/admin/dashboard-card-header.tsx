import type * as React from "react";
import { CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** A dashboard card's heading: an icon, the title (an h2 of the dashboard) and one line under it. */
export function DashboardCardHeader({
  icon: Icon,
  title,
  description,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  description: React.ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle as="h2" className="flex items-center gap-2">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
