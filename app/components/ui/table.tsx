import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/**
 * A table in a horizontally scrollable frame, so wide tables never break a phone layout. The frame
 * takes keyboard focus only while it actually scrolls (a phone), so arrow keys can reach what is
 * cut off without adding a tab stop where nothing is.
 */
export function Table(props: React.ComponentProps<"table">) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={frame}
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      {...(scrolls ? { tabIndex: 0 } : {})}
    >
      <table data-slot="table" {...props} />
    </div>
  );
}

export function TableHeader(props: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" {...props} />;
}

export function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("table-row", className)} {...props} />;
}

export function TableHead(props: React.ComponentProps<"th">) {
  return <th data-slot="table-head" {...props} />;
}

export function TableCell(props: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" {...props} />;
}
