import type * as React from "react";
import { Label } from "~/components/ui/label";

/** A label, its control and the field's error (spec §5 messages are shown at the field). */
export function FormField({
  id,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  label: string;
  errors?: string[] | undefined;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !errors?.length ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm text-destructive" data-field-error>
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** The id of the message FormField shows under a field, for the control's aria-describedby (only while there is one). */
export function fieldErrorId(field: { id: string; errors?: string[] | undefined }): string | undefined {
  return field.errors?.length ? `${field.id}-error` : undefined;
}
