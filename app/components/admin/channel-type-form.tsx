import { type SubmissionResult, getInputProps } from "@conform-to/react";
import { CHANNEL_TYPE_FORM_LIMITS, DEFAULT_CHANNEL_TYPE_GRADIENT, channelTypeFormSchema } from "#domain/admin/channel-type-form";
import { FormSection } from "~/components/admin/resource/form-section";
import { ResourceForm, useResourceForm } from "~/components/admin/resource/resource-form";
import { RichTextField } from "~/components/admin/resource/rich-text-field";
import { FormField } from "~/components/form-field";
import { Input } from "~/components/ui/input";

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
 * Create or edit a channel type. The id is fixed once created (it is in the type's URL and on its
 * channels), so editing shows it read-only. Works without JavaScript: the guide sections are then
 * textareas of HTML.
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
  const [form, fields] = useResourceForm({
    name: "channel-type",
    editId,
    schema: channelTypeFormSchema,
    defaultValue: { ...defaults },
    lastResult,
  });
  const colour = (field: typeof fields.gradientFrom, label: string) => (
    <FormField field={field} label={label}>
      {({ aria }) => <Input {...getInputProps(field, { type: "color" })} className="h-10 cursor-pointer p-1" {...aria} />}
    </FormField>
  );
  const label = fields.label.value || defaults.label || "Your channel type";
  const from = validColour(fields.gradientFrom.value) ?? DEFAULT_CHANNEL_TYPE_GRADIENT[0];
  const to = validColour(fields.gradientTo.value) ?? DEFAULT_CHANNEL_TYPE_GRADIENT[1];

  return (
    <ResourceForm form={form} editId={editId} idField="editId" cancelHref={cancelHref} createLabel="Create channel type">
      <FormSection id="channel-type-basics" title="The type">
        <div className="grid gap-5 md:grid-cols-2">
          <FormField field={fields.label} label="Label">
            {({ aria }) => (
              <Input {...getInputProps(fields.label, { type: "text" })} placeholder="Stock Footage & Voiceover" {...aria} />
            )}
          </FormField>
          <FormField
            field={fields.id}
            label="Id"
            hint={
              editId
                ? "The id is part of the page address and is stored on channels, so it can't be changed."
                : "Lowercase letters, digits and underscores. It becomes the page address and can't be changed later."
            }
          >
            {({ aria }) => (
              <Input
                {...getInputProps(fields.id, { type: "text" })}
                readOnly={Boolean(editId)}
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                placeholder="stock_footage_voiceover"
                className="font-mono read-only:bg-muted read-only:text-muted-foreground"
                {...aria}
              />
            )}
          </FormField>
        </div>
        <RichTextField field={fields.description} label="Description" />
      </FormSection>

      <FormSection
        id="channel-type-guide"
        title="Guide"
        intro="Shown under “How to Create” and “Example Ideas” on the type's page. Both are optional."
      >
        <RichTextField field={fields.production} label="How to create" />
        <RichTextField field={fields.example} label="Example ideas" />
      </FormSection>

      <FormSection id="channel-type-look" title="Card">
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="flex flex-col gap-5">
            <FormField
              field={fields.imageUrl}
              label="Image URL (optional)"
              hint="An http:// or https:// address. Without one, cards show the label on the gradient."
            >
              {({ aria }) => (
                <Input
                  {...getInputProps(fields.imageUrl, { type: "url" })}
                  maxLength={CHANNEL_TYPE_FORM_LIMITS.imageUrlMax}
                  inputMode="url"
                  placeholder="https://"
                  {...aria}
                />
              )}
            </FormField>
            <div className="grid grid-cols-2 gap-5">
              {colour(fields.gradientFrom, "Gradient start")}
              {colour(fields.gradientTo, "Gradient end")}
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
      </FormSection>
    </ResourceForm>
  );
}

/** Only hex colours go into the preview's style. */
function validColour(value: unknown): string | null {
  return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? value : null;
}
