import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/lib/conform-zod";
import { Save } from "~/components/ui/icons";
import * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { type ChannelFormDefaults, REVENUE_NOTE, UPLOAD_FREQUENCY_OPTIONS, channelFormSchema } from "#domain/admin/channel-form";
import { normalizeTags } from "#domain/admin/tag-list";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { COUNTRIES } from "#domain/countries";
import { ChannelFormatSuggestion } from "~/components/admin/channel-format-suggestion";
import { ChannelScreenshotPreview } from "~/components/admin/channel-screenshot-preview";
import { TagInput } from "~/components/admin/tag-input";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/lib/use-hydrated";
import { FormErrors } from "~/components/form-alert";

export interface ChannelFormOptions {
  niches: readonly { id: string; name: string }[];
  types: readonly { id: string; label: string }[];
}

const NO_TITLES: readonly string[] = [];

/** The intent of the form's submit; the add page also has a "prefill" intent. */
export const SAVE_INTENT = "save";

/**
 * Every field of a channel (admin area), used by /admin/channels/add and /admin/channels/edit.
 * Works without JavaScript (a plain POST the server validates); with it, fields are checked as
 * you go with the same schema. Revenue is estimated on save, never typed.
 */
export function ChannelForm({
  id,
  lastResult,
  defaultValue,
  options,
  recentTitles = NO_TITLES,
  submitLabel,
  busyLabel,
  cancelTo,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: ChannelFormDefaults;
  options: ChannelFormOptions;
  /** The channel's recent upload titles (edit page), read by the format suggestion. */
  recentTitles?: readonly string[];
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === SAVE_INTENT;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(channelFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: channelFormSchema }),
  });

  const typeValue = typeof fields.channelType.value === "string" ? fields.channelType.value : "";
  // The format suggestion reads the fields as they are typed; the tag input reports its list itself.
  const [keywords, setKeywords] = React.useState<string[]>(() => normalizeTags(fields.keywords.initialValue));
  const textValue = (value: unknown) => (typeof value === "string" ? value : "");
  const applySuggestedType = (typeId: string) => {
    form.update({ name: fields.channelType.name, value: typeId });
    // The select is re-created with the new value; put the keyboard back on it.
    requestAnimationFrame(() => document.getElementById(fields.channelType.id)?.focus());
  };
  // Values outside the current lists (an import's upload frequency, a type since deleted) stay selectable.
  const frequencyValue = typeof fields.uploadFrequency.initialValue === "string" ? fields.uploadFrequency.initialValue : "";
  const frequencies = withCurrent(UPLOAD_FREQUENCY_OPTIONS, frequencyValue);

  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={SAVE_INTENT} />
      <FormErrors id={form.errorId} errors={form.errors} />

      <Section title="Channel" description="Only the title is required; everything else can be filled in later.">
        <FormField id={fields.channelTitle.id} label="Title" errors={fields.channelTitle.errors}>
          <Input {...getInputProps(fields.channelTitle, { type: "text" })} key={fields.channelTitle.key} autoComplete="off" />
        </FormField>
        <FormField
          id={fields.description.id}
          label="Description"
          errors={fields.description.errors}
          hint="Plain text; line breaks are kept."
        >
          <Textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={5} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={fields.channelUrl.id}
            label="Channel URL"
            errors={fields.channelUrl.errors}
            hint="The channel's page, e.g. https://www.youtube.com/@name."
          >
            <Input
              {...getInputProps(fields.channelUrl, { type: "url" })}
              key={fields.channelUrl.key}
              inputMode="url"
              placeholder="https://www.youtube.com/@name"
            />
          </FormField>
          <FormField id={fields.handle.id} label="@handle" errors={fields.handle.errors}>
            <Input
              {...getInputProps(fields.handle, { type: "text" })}
              key={fields.handle.key}
              autoComplete="off"
              placeholder="@name"
            />
          </FormField>
          <FormField
            id={fields.youtubeChannelId.id}
            label="YouTube channel id"
            errors={fields.youtubeChannelId.errors}
            hint="Starts with UC; the stats refresh uses it."
          >
            <Input
              {...getInputProps(fields.youtubeChannelId, { type: "text" })}
              key={fields.youtubeChannelId.key}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
        </div>
      </Section>

      <Section title="Screenshot" description="Shown on the channel page and cards (16:9).">
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
          <FormField
            id={fields.screenshotUrl.id}
            label="Screenshot URL"
            errors={fields.screenshotUrl.errors}
            hint="An http:// or https:// image address."
          >
            <Input
              {...getInputProps(fields.screenshotUrl, { type: "url" })}
              key={fields.screenshotUrl.key}
              inputMode="url"
              placeholder="https://…/screenshot.jpg"
            />
          </FormField>
          <ChannelScreenshotPreview url={typeof fields.screenshotUrl.value === "string" ? fields.screenshotUrl.value : ""} />
        </div>
      </Section>

      <Section title="Classification" description="Where the channel appears in search, rankings, niche and type pages.">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={fields.nicheId.id}
            label="Niche"
            errors={fields.nicheId.errors}
            hint={options.niches.length === 0 ? <NoOptionsHint what="niches" to="/admin/niches" /> : undefined}
          >
            <NativeSelect {...getSelectProps(fields.nicheId)} key={fields.nicheId.key}>
              <option value="">No niche</option>
              {options.niches.map((niche) => (
                <option key={niche.id} value={niche.id}>
                  {niche.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id={fields.channelCategory.id}
            label="Category"
            errors={fields.channelCategory.errors}
            hint="Free text, e.g. Education."
          >
            <Input {...getInputProps(fields.channelCategory, { type: "text" })} key={fields.channelCategory.key} />
          </FormField>
          <FormField
            id={fields.channelType.id}
            label="Channel type"
            errors={fields.channelType.errors}
            hint={options.types.length === 0 ? <NoOptionsHint what="channel types" to="/admin/channel-types" /> : undefined}
          >
            <NativeSelect {...getSelectProps(fields.channelType)} key={fields.channelType.key}>
              <option value="">Not set</option>
              {withCurrent(
                options.types.map((type) => ({ value: type.id, label: type.label })),
                typeof fields.channelType.initialValue === "string" ? fields.channelType.initialValue : "",
              ).map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
            <ChannelFormatSuggestion
              id={`${fields.channelType.id}-suggestion`}
              title={textValue(fields.channelTitle.value)}
              description={textValue(fields.description.value)}
              keywords={keywords}
              recentTitles={recentTitles}
              currentType={typeValue}
              types={options.types}
              canApply={hydrated}
              onUse={applySuggestedType}
            />
          </FormField>
          <FormField
            id={fields.uiChannelType.id}
            label="Shown as type (metadata.ui_channel_type)"
            errors={fields.uiChannelType.errors}
            hint={
              typeValue === OTHER_CHANNEL_TYPE
                ? "The type this channel is listed under while its type is Other."
                : "Only used when the channel type is Other; ignored otherwise."
            }
          >
            <NativeSelect
              {...getSelectProps(fields.uiChannelType)}
              key={fields.uiChannelType.key}
              disabled={hydrated && typeValue !== OTHER_CHANNEL_TYPE}
            >
              <option value="">Not set</option>
              {options.types
                .filter((type) => type.id !== OTHER_CHANNEL_TYPE)
                .map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.label}
                  </option>
                ))}
            </NativeSelect>
          </FormField>
          <FormField id={fields.country.id} label="Country" errors={fields.country.errors}>
            <NativeSelect {...getSelectProps(fields.country)} key={fields.country.key}>
              <option value="">Not set</option>
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fields.uploadFrequency.id} label="Upload frequency" errors={fields.uploadFrequency.errors}>
            <NativeSelect {...getSelectProps(fields.uploadFrequency)} key={fields.uploadFrequency.key}>
              <option value="">Not set</option>
              {frequencies.map((frequency) => (
                <option key={frequency.value} value={frequency.value}>
                  {frequency.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          id={fields.keywords.id}
          label="Keywords"
          errors={fields.keywords.errors}
          hint="Press Enter or a comma after each keyword."
        >
          <TagInput
            key={fields.keywords.key}
            id={fields.keywords.id}
            name={fields.keywords.name}
            noun="keyword"
            defaultValue={fields.keywords.initialValue}
            placeholder="Add a keyword"
            onChange={setKeywords}
            aria-invalid={fields.keywords.errors?.length ? true : undefined}
            aria-describedby={fields.keywords.errors?.length ? fields.keywords.errorId : undefined}
          />
        </FormField>
      </Section>

      <Section
        title="Numbers"
        description="Public statistics. Counts are whole numbers; leave a field blank when it is not known."
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <NumberField field={fields.totalSubscribers} label="Subscribers" inputMode="numeric" />
          <NumberField field={fields.totalViews} label="Total views" inputMode="numeric" />
          <NumberField field={fields.videoCount} label="Video count" inputMode="numeric" />
          <NumberField
            field={fields.rpmOverride}
            label="RPM (USD per 1,000 views)"
            inputMode="decimal"
            hint="What the creator is paid per 1,000 views, if you know it. Blank: the niche's band for the channel's country."
          />
          <FormField
            id={fields.startDate.id}
            label="Start date"
            errors={fields.startDate.errors}
            hint="When the channel started; not in the future."
          >
            <Input {...getInputProps(fields.startDate, { type: "date" })} key={fields.startDate.key} />
          </FormField>
        </div>
      </Section>

      <Section title="Revenue estimates" description={REVENUE_NOTE} />

      <Section title="Visibility">
        <div className="flex items-start gap-3">
          <Checkbox
            {...getInputProps(fields.isFeatured, { type: "checkbox", value: "on" })}
            key={fields.isFeatured.key}
            // The schema reads a missing checkbox as "no"; it is never required.
            required={false}
            className="mt-0.5"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.isFeatured.id} className="text-sm font-medium">
              Featured
            </label>
            <p className="text-xs text-muted-foreground">Featured channels are highlighted on the home page.</p>
          </div>
        </div>
      </Section>

      <div
        data-sticky-actions
        className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
      >
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children?: React.ReactNode }) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

type ConformField = Parameters<typeof getInputProps>[0];

function NumberField({
  field,
  label,
  inputMode,
  hint,
  placeholder,
}: {
  field: ConformField;
  label: string;
  inputMode: "numeric" | "decimal";
  hint?: string;
  placeholder?: string | undefined;
}) {
  return (
    <FormField id={field.id} label={label} errors={field.errors} hint={hint}>
      {/* type="text" so "1,234,567" can be pasted; the schema reads the digits. */}
      <Input
        {...getInputProps(field, { type: "text" })}
        key={field.key}
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
      />
    </FormField>
  );
}

function NoOptionsHint({ what, to }: { what: string; to: string }) {
  return (
    <>
      No {what} yet.{" "}
      <Link to={to} className="underline underline-offset-4 hover:text-foreground">
        Add {what}
      </Link>{" "}
      first to choose one.
    </>
  );
}

function withCurrent<T extends { value: string; label: string }>(
  options: readonly T[],
  current: string,
): { value: string; label: string }[] {
  if (!current || options.some((option) => option.value === current)) return [...options];
  return [...options, { value: current, label: current }];
}
