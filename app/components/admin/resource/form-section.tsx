import type * as React from "react";

/** One card of an admin form, named by its heading. */
export function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      {intro ? (
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{intro}</p>
        </div>
      ) : (
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
