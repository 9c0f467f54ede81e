import { type SubmissionResult, getInputProps } from "@conform-to/react";
import { factFormSchema } from "#domain/admin/fact-form";
import { ResourceForm, useResourceForm } from "~/components/admin/resource/resource-form";
import { RichTextField } from "~/components/admin/resource/rich-text-field";
import { FormField, fieldHintId } from "~/components/form-field";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

export interface FactFormDefaults {
  title: string;
  content: string;
  isActive: boolean;
}

export const EMPTY_FACT: FactFormDefaults = { title: "", content: "", isActive: true };

/** Create or edit a Did You Know fact. Without JavaScript the content is a textarea of HTML. */
export function FactForm({
  factId,
  defaults,
  lastResult,
  cancelHref,
}: {
  factId: string | null;
  defaults: FactFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelHref: string;
}) {
  const [form, fields] = useResourceForm({
    name: "fact",
    editId: factId,
    schema: factFormSchema,
    defaultValue: { title: defaults.title, content: defaults.content, isActive: defaults.isActive ? "on" : undefined },
    lastResult,
  });

  return (
    <ResourceForm form={form} editId={factId} idField="id" cancelHref={cancelHref} createLabel="Create fact">
      <div className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <FormField field={fields.title} label="Title">
          {({ aria }) => (
            <Input {...getInputProps(fields.title, { type: "text" })} {...aria} placeholder="Shorts pay less per view" />
          )}
        </FormField>
        <RichTextField field={fields.content} label="Fact" />
        <div className="flex items-start gap-3 rounded-lg border p-4">
          <Checkbox
            {...getInputProps(fields.isActive, { type: "checkbox" })}
            className="mt-0.5"
            aria-describedby={fieldHintId(fields.isActive)}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={fields.isActive.id}>Active</Label>
            <p id={fieldHintId(fields.isActive)} className="text-sm text-muted-foreground">
              Active facts are picked at random for the Did You Know card on the home and channel pages.
            </p>
          </div>
        </div>
      </div>
    </ResourceForm>
  );
}
