import type * as React from "react";
import { cn } from "~/lib/cn";

/** A titled section of a long-form page, with an anchor id that the footer and contents link to. */
export function ProseSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-24", className)}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
        <a href={`#${id}`} className="rounded-sm hover:underline hover:underline-offset-4">
          {title}
        </a>
      </h2>
      <div className="mt-4 flex flex-col gap-4 leading-relaxed text-foreground/90 [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

/** "On this page" links to a long page's sections. */
export function PageContents({ items }: { items: { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" className="rounded-xl border bg-card p-4 text-sm shadow-xs">
      <p className="mb-2 font-semibold">On this page</p>
      <ol className="flex flex-col gap-1.5">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="text-muted-foreground hover:text-foreground hover:underline hover:underline-offset-4"
            >
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A formula set apart from the text. */
export function Formula({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border bg-muted/50 px-4 py-3 font-mono text-sm">{children}</p>;
}
