import type * as React from "react";

/** An admin list with nothing to show: an icon, what is missing, why or what to do, and a way on. */
export function EmptyListPanel({
  icon: Icon,
  title,
  text,
  titleAs: Title = "p",
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  text?: string;
  /** "h2" where the message stands for the whole list (an empty catalogue screen). */
  titleAs?: "p" | "h2";
  /** The way on: a link to add the first row, or to show the list without its filters. */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <Title className={Title === "h2" ? "text-lg font-semibold" : "font-medium"}>{title}</Title>
      {text ? <p className="max-w-md text-sm text-muted-foreground">{text}</p> : null}
      {children}
    </div>
  );
}
