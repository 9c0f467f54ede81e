import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

/** The centred card of the sign-in screens. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-16">
      <Card className="gap-6 py-7 shadow-sm">
        <CardHeader className="items-center px-6 text-center sm:px-8">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <CardDescription className="text-base">{description}</CardDescription>
        </CardHeader>
        <CardContent className="px-6 sm:px-8">{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
