import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/lib/conform-zod";
import { Save } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { factFormSchema } from "#domain/admin/fact-form";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { FormField, fieldErrorId } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { FormErrors } from "~/components/form-alert";
import { SAVING_LABEL } from "#domain/admin/save-messages";

export interface FactFormDefaults {
  title: string;
  content: string;
  isActive: boolean;
}

export const EMPTY_FACT: FactFormDefaults = { title: "", content: "", isActive: true };

/**
 * Create or edit a Did You Know fact. Posts `intent=save` (plus `id` when editing); the same zod
 * schema checks as you type and on the server. Without JavaScript the content is a textarea of HTML.
 */
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
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: factId ? `fact-${factId}` : "fact-new",
    lastResult,
    defaultValue: { title: defaults.title, content: defaults.content, isActive: defaults.isActive ? "on" : undefined },
    constraint: getZodConstraint(factFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: factFormSchema }),
  });

  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      {factId ? <input type="hidden" name="id" value={factId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <FormField id={fields.title.id} label="Title" errors={fields.title.errors}>
          <Input {...getInputProps(fields.title, { type: "text" })} aria-describedby={fieldErrorId(fields.title)} placeholder="Shorts pay less per view" />
        </FormField>
        <FormField id={fields.content.id} label="Fact" errors={fields.content.errors}>
          <RichTextEditor
            id={fields.content.id}
            name={fields.content.name}
            label="Fact"
            defaultValue={typeof fields.content.initialValue === "string" ? fields.content.initialValue : ""}
            invalid={Boolean(fields.content.errors?.length)}
            describedBy={fieldErrorId(fields.content)}
          />
        </FormField>
        <div className="flex items-start gap-3 rounded-lg border p-4">
          <Checkbox {...getInputProps(fields.isActive, { type: "checkbox" })} className="mt-0.5" aria-describedby={`${fields.isActive.id}-hint`} />
          <div className="flex flex-col gap-1">
            <Label htmlFor={fields.isActive.id}>Active</Label>
            <p id={`${fields.isActive.id}-hint`} className="text-sm text-muted-foreground">
              Active facts are picked at random for the Did You Know card on the home and channel pages.
            </p>
          </div>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
          {busy ? SAVING_LABEL : factId ? "Save changes" : "Create fact"}
        </Button>
      </div>
    </Form>
  );
}
