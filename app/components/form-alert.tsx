import type * as React from "react";

/** A form-level message (a refused save, a rate limit): announced at once, above the fields. */
export function FormAlert({ id, children }: { id?: string | undefined; children: React.ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
      {children}
    </p>
  );
}

/** Conform's form-level errors, when there are any. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors?.length ? <FormAlert id={id}>{errors.join(" ")}</FormAlert> : null;
}
