import { AlertCircle } from "~/components/ui/icons";

/** A refusal said above an admin list (a row still in use, a row gone): announced at once. */
export function ResourceNotice({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      {message}
    </p>
  );
}
