import type * as React from "react";
import { Label } from "~/components/ui/label";

/** What a field needs to wire itself: conform's field metadata has both. */
export interface FieldMeta {
  id: string;
  errors?: string[] | undefined;
}

/** The ARIA a control takes from its field: the error while there is one, else the hint. */
export interface FieldWiring {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  aria: { "aria-describedby": string | undefined; "aria-invalid": true | undefined };
}

/** The id of the message FormField shows under a field, for the control's aria-describedby (only while there is one). */
function fieldErrorId(field: FieldMeta): string | undefined {
  return field.errors?.length ? `${field.id}-error` : undefined;
}

/** The id of a field's hint. */
export function fieldHintId(field: { id: string }): string {
  return `${field.id}-hint`;
}

/** A field's wiring: the error message's id while it shows, else the hint's (the hint is hidden behind an error). */
export function fieldWiring(field: FieldMeta, hasHint: boolean): FieldWiring {
  const invalid = Boolean(field.errors?.length);
  const describedBy = fieldErrorId(field) ?? (hasHint ? fieldHintId(field) : undefined);
  return { id: field.id, describedBy, invalid, aria: { "aria-describedby": describedBy, "aria-invalid": invalid || undefined } };
}

/** A field's first message, with the id its control points at (epic-stack's ErrorList, one message at a time). */
export function FieldError({ field }: { field: FieldMeta }) {
  return field.errors?.length ? (
    <p id={`${field.id}-error`} className="text-sm text-destructive" data-field-error>
      {field.errors[0]}
    </p>
  ) : null;
}

/**
 * A label, its control, a hint and the field's error (spec §5 messages are shown at the field).
 * Given `field` (conform's metadata), it wires itself: the hint gets an id, and a function child
 * receives the control's `aria-describedby` / `aria-invalid`, so no screen hand-wires them. The
 * older `id` + `errors` form is kept for callers that wire their own control.
 */
export function FormField({
  field,
  id = field?.id ?? "",
  label,
  errors = field?.errors,
  hint,
  children,
}: {
  field?: FieldMeta;
  id?: string;
  label: string;
  errors?: string[] | undefined;
  hint?: React.ReactNode;
  children: React.ReactNode | ((wiring: FieldWiring) => React.ReactNode);
}) {
  const meta = { id, errors };
  const wired = Boolean(field);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {typeof children === "function" ? children(fieldWiring(meta, Boolean(hint))) : children}
      {hint && !errors?.length ? (
        <p id={wired ? fieldHintId(meta) : undefined} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError field={meta} />
    </div>
  );
}
