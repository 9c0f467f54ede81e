import { CircleAlert, CircleCheck, Info } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * A message above or below a form: what a toast says, kept on the page as well so it is read
 * without JavaScript and by screen readers (role=alert / status).
 */
export function FormMessage({
  kind,
  children,
  className,
}: {
  kind: "error" | "success" | "info";
  children: React.ReactNode;
  className?: string;
}) {
  const Icon = kind === "error" ? CircleAlert : kind === "success" ? CircleCheck : Info;
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm",
        kind === "error" && "border-destructive/40 bg-destructive/5 text-destructive",
        kind === "success" && "border-emerald-600/30 bg-emerald-600/5 text-emerald-700 dark:text-emerald-400",
        kind === "info" && "bg-muted/50 text-foreground",
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
