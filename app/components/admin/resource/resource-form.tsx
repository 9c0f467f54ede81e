import { type FormMetadata, type SubmissionResult, getFormProps } from "@conform-to/react";
import type * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { SAVING_LABEL } from "#domain/admin/save-messages";
import { FormErrors } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { Save } from "~/components/ui/icons";
import { Spinner } from "~/components/ui/spinner";
import { useZodForm } from "~/lib/conform-zod";

/**
 * An admin form's conform state: the same zod schema checks as you type (after the first blur)
 * and on the server. `constraint` is the schema of the fields alone where the full one refines
 * across fields (browser constraints cannot come from a refinement).
 */
export function useResourceForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  name,
  editId,
  schema,
  constraint = schema,
  defaultValue,
  lastResult,
}: {
  /** The form's id prefix ("niche" gives niche-new / niche-<id>). */
  name: string;
  editId: string | null;
  schema: Schema;
  constraint?: z.ZodType;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return useZodForm(schema, {
    id: editId ? `${name}-${editId}` : `${name}-new`,
    lastResult,
    defaultValue: defaultValue as never,
    constraint,
  });
}

/**
 * An admin form: posts `intent=save` (plus the edited row's id) to the page's action, shows the
 * form-level errors above the fields, and ends with Cancel and the save button. Works without
 * JavaScript.
 */
export function ResourceForm<Shape extends Record<string, unknown>>({
  form,
  editId,
  idField,
  cancelHref,
  createLabel,
  children,
}: {
  form: FormMetadata<Shape, string[]>;
  editId: string | null;
  idField: "id" | "editId";
  cancelHref: string;
  /** The save button of a new row ("Create niche"); an edited one says "Save changes". */
  createLabel: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      {editId ? <input type="hidden" name={idField} value={editId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
          {busy ? SAVING_LABEL : editId ? "Save changes" : createLabel}
        </Button>
      </div>
    </Form>
  );
}
