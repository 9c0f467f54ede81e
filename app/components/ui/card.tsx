import type * as React from "react";

export function Card(props: React.ComponentProps<"div">) {
  return <div data-slot="card" {...props} />;
}

export function CardHeader(props: React.ComponentProps<"div">) {
  return <div data-slot="card-header" {...props} />;
}

/** A card's title: a div by default; pass `as="h2"` (or h3/h4) when it is a real heading in the outline. */
export function CardTitle({ as: Comp = "div", ...props }: React.ComponentProps<"div"> & { as?: "div" | "h2" | "h3" | "h4" }) {
  return <Comp data-slot="card-title" {...props} />;
}

export function CardDescription(props: React.ComponentProps<"p">) {
  return <p data-slot="card-description" {...props} />;
}

export function CardContent(props: React.ComponentProps<"div">) {
  return <div data-slot="card-content" {...props} />;
}

export function CardFooter(props: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" {...props} />;
}
