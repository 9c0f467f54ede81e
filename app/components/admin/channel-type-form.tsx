import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/lib/conform-zod";
import { Save } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { CHANNEL_TYPE_FORM_LIMITS, DEFAULT_CHANNEL_TYPE_GRADIENT, channelTypeFormSchema } from "#domain/admin/channel-type-form";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { FormField, fieldErrorId } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { FormErrors } from "~/components/form-alert";
import { SAVING_LABEL } from "#domain/admin/save-messages";

/** The form's starting values: a type being edited, or blanks. */
export interface ChannelTypeFormDefaults {
  id: string;
  label: string;
  description: string;
  production: string;
  example: string;
  imageUrl: string;
  gradientFrom: string;
  gradientTo: string;
}

export const EMPTY_CHANNEL_TYPE: ChannelTypeFormDefaults = {
  id: "",
  label: "",
  description: "",
  production: "",
  example: "",
  imageUrl: "",
  gradientFrom: DEFAULT_CHANNEL_TYPE_GRADIENT[0],
  gradientTo: DEFAULT_CHANNEL_TYPE_GRADIENT[1],
};

/**
 * Create or edit a channel type. Posts `intent=save` (plus `editId` when editing) to the page's
 * action; the same zod schema checks as you type and on the server. The id is fixed once created
 * (it is in the type's URL and on its channels), so editing shows it read-only. Works without
 * JavaScript: the guide sections are then textareas of HTML.
 */
export function ChannelTypeForm({
  editId,
  defaults,
  lastResult,
  cancelHref,
}: {
  editId: string | null;
  defaults: ChannelTypeFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: editId ? `channel-type-${editId}` : "channel-type-new",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(channelTypeFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: channelTypeFormSchema }),
  });
  const hintId = (field: { id: string }) => `${field.id}-hint`;
  const richText = (field: typeof fields.description, label: string) => (
    <RichTextEditor
      id={field.id}
      name={field.name}
      label={label}
      defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
      invalid={Boolean(field.errors?.length)}
      describedBy={fieldErrorId(field)}
    />
  );
  const label = fields.label.value || defaults.label || "Your channel type";
  const from = validColour(fields.gradientFrom.value) ?? DEFAULT_CHANNEL_TYPE_GRADIENT[0];
  const to = validColour(fields.gradientTo.value) ?? DEFAULT_CHANNEL_TYPE_GRADIENT[1];

  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />

      <section aria-labelledby="channel-type-basics" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 id="channel-type-basics" className="text-lg font-semibold">
          The type
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id={fields.label.id} label="Label" errors={fields.label.errors}>
            <Input {...getInputProps(fields.label, { type: "text" })} placeholder="Stock Footage & Voiceover" aria-describedby={fieldErrorId(fields.label)} />
          </FormField>
          <FormField
            id={fields.id.id}
            label="Id"
            errors={fields.id.errors}
            hint={
              <span id={hintId(fields.id)}>
                {editId
                  ? "The id is part of the page address and is stored on channels, so it can't be changed."
                  : "Lowercase letters, digits and underscores. It becomes the page address and can't be changed later."}
              </span>
            }
          >
            <Input
              {...getInputProps(fields.id, { type: "text" })}
              readOnly={Boolean(editId)}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              placeholder="stock_footage_voiceover"
              className="font-mono read-only:bg-muted read-only:text-muted-foreground"
              aria-describedby={fieldErrorId(fields.id) ?? hintId(fields.id)}
            />
          </FormField>
        </div>
        <FormField id={fields.description.id} label="Description" errors={fields.description.errors}>
          {richText(fields.description, "Description")}
        </FormField>
      </section>

      <section aria-labelledby="channel-type-guide" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="channel-type-guide" className="text-lg font-semibold">
            Guide
          </h2>
          <p className="text-sm text-muted-foreground">Shown under “How to Create” and “Example Ideas” on the type's page. Both are optional.</p>
        </div>
        <FormField id={fields.production.id} label="How to create" errors={fields.production.errors}>
          {richText(fields.production, "How to create")}
        </FormField>
        <FormField id={fields.example.id} label="Example ideas" errors={fields.example.errors}>
          {richText(fields.example, "Example ideas")}
        </FormField>
      </section>

      <section aria-labelledby="channel-type-look" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 id="channel-type-look" className="text-lg font-semibold">
          Card
        </h2>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="flex flex-col gap-5">
            <FormField
              id={fields.imageUrl.id}
              label="Image URL (optional)"
              errors={fields.imageUrl.errors}
              hint={<span id={hintId(fields.imageUrl)}>An http:// or https:// address. Without one, cards show the label on the gradient.</span>}
            >
              <Input
                {...getInputProps(fields.imageUrl, { type: "url" })}
                maxLength={CHANNEL_TYPE_FORM_LIMITS.imageUrlMax}
                inputMode="url"
                placeholder="https://"
                aria-describedby={fieldErrorId(fields.imageUrl) ?? hintId(fields.imageUrl)}
              />
            </FormField>
            <div className="grid grid-cols-2 gap-5">
              <FormField id={fields.gradientFrom.id} label="Gradient start" errors={fields.gradientFrom.errors}>
                <Input {...getInputProps(fields.gradientFrom, { type: "color" })} className="h-10 cursor-pointer p-1" aria-describedby={fieldErrorId(fields.gradientFrom)} />
              </FormField>
              <FormField id={fields.gradientTo.id} label="Gradient end" errors={fields.gradientTo.errors}>
                <Input {...getInputProps(fields.gradientTo, { type: "color" })} className="h-10 cursor-pointer p-1" aria-describedby={fieldErrorId(fields.gradientTo)} />
              </FormField>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Preview</p>
            {/* What a card shows without an image; white text, so pick colours dark enough to read it. */}
            <div
              aria-hidden="true"
              className="flex aspect-video items-end rounded-xl p-4 text-white shadow-sm"
              style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
            >
              <span className="text-lg leading-snug font-semibold text-balance drop-shadow-sm">{label}</span>
            </div>
          </div>
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
          {busy ? SAVING_LABEL : editId ? "Save changes" : "Create channel type"}
        </Button>
      </div>
    </Form>
  );
}

/** Only hex colours go into the preview's style. */
function validColour(value: unknown): string | null {
  return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? value : null;
}
