import { AlertCircle } from "~/components/ui/icons";

/** In place of results while a field holds something the calculator can't use. */
export function ResultsUnavailable({ count }: { count: number }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-destructive/40 bg-destructive/5 p-6 text-sm">
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-medium">
          {count === 1 ? "One field needs a fix" : `${count} fields need a fix`} before we can estimate.
        </p>
        <p className="mt-1 text-muted-foreground">The message under each field says what to change.</p>
      </div>
    </div>
  );
}
