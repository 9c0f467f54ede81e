import type * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";

/** A dashboard card listing the latest few of something, with a sentence when there are none and a link to the full screen. */
export function DashboardListCard<T>({
  testId,
  title,
  items,
  keyOf,
  empty,
  more,
  children,
}: {
  testId: string;
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  empty: string;
  more: { href: string; label: string };
  children: (item: T) => React.ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {items.map((item) => (
              <li key={keyOf(item)} className="flex min-w-0 flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to={more.href}>{more.label}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
