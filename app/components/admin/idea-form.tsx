import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/lib/conform-zod";
import { Save } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { IDEA_DIFFICULTIES, IDEA_LIMITS, IDEA_STARTUP_COSTS, ideaFormFieldsSchema, ideaFormSchema } from "#domain/admin/idea-form";
import { IdeaChannelPicker, type PickedChannel } from "~/components/admin/idea-channel-picker";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { TagInput } from "~/components/admin/tag-input";
import { FormField, fieldErrorId } from "~/components/form-field";
import { levelLabel } from "~/components/guides/level-badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { FormErrors } from "~/components/form-alert";
import { SAVING_LABEL } from "#domain/admin/save-messages";

/** The form's starting values (an idea being edited, or blanks); numbers as the inputs show them. */
export interface IdeaFormDefaults {
  title: string;
  slug: string;
  summary: string;
  body: string;
  nicheId: string;
  channelTypeId: string;
  difficulty: string;
  startupCost: string;
  rpmLow: string;
  rpmHigh: string;
  hoursPerVideo: string;
  tools: string[];
}

export const EMPTY_IDEA: IdeaFormDefaults = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  nicheId: "",
  channelTypeId: "",
  difficulty: "",
  startupCost: "",
  rpmLow: "",
  rpmHigh: "",
  hoursPerVideo: "",
  tools: [],
};

/**
 * Create or edit a faceless idea. Posts `intent=save` (plus `id` when editing) to the page's
 * action; the same zod schema checks as you type and on the server. Works without JavaScript:
 * the body is then a textarea of HTML and tools a comma-separated box.
 */
export function IdeaForm({
  ideaId,
  defaults,
  exampleChannels,
  options,
  lastResult,
  cancelHref,
}: {
  ideaId: string | null;
  defaults: IdeaFormDefaults;
  exampleChannels: readonly PickedChannel[];
  options: { niches: { id: string; name: string }[]; channelTypes: { id: string; label: string }[] };
  lastResult: SubmissionResult<string[]> | undefined;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: ideaId ? `idea-${ideaId}` : "idea-new",
    lastResult,
    // Tools as one comma-separated value: the field's schema input is untyped (it accepts a string or
    // a list), and the tag input splits commas the same way the server does.
    defaultValue: { ...defaults, tools: defaults.tools.join(", "), exampleChannels: exampleChannels.map((c) => c.slug) },
    constraint: getZodConstraint(ideaFormFieldsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ideaFormSchema }),
  });
  const hintId = (field: { id: string }) => `${field.id}-hint`;
  const numberProps = (field: Parameters<typeof getInputProps>[0]) => ({
    ...getInputProps(field, { type: "number" }),
    // Decimals are fine (4.5 RPM, 1.5 hours); the browser's default step of 1 would refuse them without JavaScript.
    step: "any",
    inputMode: "decimal" as const,
    "aria-describedby": fieldErrorId(field as { id: string; errors?: string[] }),
  });

  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      {ideaId ? <input type="hidden" name="id" value={ideaId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />

      <section aria-labelledby="idea-basics" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 id="idea-basics" className="text-lg font-semibold">
          The idea
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id={fields.title.id} label="Title" errors={fields.title.errors}>
            <Input {...getInputProps(fields.title, { type: "text" })} aria-describedby={fieldErrorId(fields.title)} />
          </FormField>
          <FormField
            id={fields.slug.id}
            label="Slug (optional)"
            errors={fields.slug.errors}
            hint={<span id={hintId(fields.slug)}>Leave empty to build it from the title. The page lives at /faceless-ideas/slug.</span>}
          >
            <Input
              {...getInputProps(fields.slug, { type: "text" })}
              autoCapitalize="none"
              spellCheck={false}
              placeholder="built-from-the-title"
              aria-describedby={fieldErrorId(fields.slug) ?? hintId(fields.slug)}
            />
          </FormField>
        </div>
        <FormField
          id={fields.summary.id}
          label="Summary"
          errors={fields.summary.errors}
          hint={<span id={hintId(fields.summary)}>One or two sentences for the idea cards (plain text, at most {IDEA_LIMITS.summaryMax} characters).</span>}
        >
          <Textarea {...getTextareaProps(fields.summary)} rows={3} aria-describedby={fieldErrorId(fields.summary) ?? hintId(fields.summary)} />
        </FormField>
        <FormField id={fields.body.id} label="Write-up" errors={fields.body.errors}>
          <RichTextEditor
            id={fields.body.id}
            name={fields.body.name}
            label="Write-up"
            defaultValue={typeof fields.body.initialValue === "string" ? fields.body.initialValue : ""}
            invalid={Boolean(fields.body.errors?.length)}
            describedBy={fieldErrorId(fields.body)}
          />
        </FormField>
      </section>

      <section aria-labelledby="idea-profile" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 id="idea-profile" className="text-lg font-semibold">
          Profile
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={fields.nicheId.id} label="Niche" errors={fields.nicheId.errors}>
            <NativeSelect {...getSelectProps(fields.nicheId)} aria-describedby={fieldErrorId(fields.nicheId)}>
              <option value="">No niche</option>
              {options.niches.map((niche) => (
                <option key={niche.id} value={niche.id}>
                  {niche.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fields.channelTypeId.id} label="Channel type" errors={fields.channelTypeId.errors}>
            <NativeSelect {...getSelectProps(fields.channelTypeId)} aria-describedby={fieldErrorId(fields.channelTypeId)}>
              <option value="">No channel type</option>
              {options.channelTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fields.difficulty.id} label="Difficulty" errors={fields.difficulty.errors}>
            <NativeSelect {...getSelectProps(fields.difficulty)} aria-describedby={fieldErrorId(fields.difficulty)}>
              <option value="">Choose a difficulty</option>
              {IDEA_DIFFICULTIES.map((value) => (
                <option key={value} value={value}>
                  {levelLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fields.startupCost.id} label="Startup cost" errors={fields.startupCost.errors}>
            <NativeSelect {...getSelectProps(fields.startupCost)} aria-describedby={fieldErrorId(fields.startupCost)}>
              <option value="">Choose a startup cost</option>
              {IDEA_STARTUP_COSTS.map((value) => (
                <option key={value} value={value}>
                  {levelLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField id={fields.rpmLow.id} label="RPM low (USD)" errors={fields.rpmLow.errors}>
            <Input {...numberProps(fields.rpmLow)} placeholder="e.g. 2.5" />
          </FormField>
          <FormField id={fields.rpmHigh.id} label="RPM high (USD)" errors={fields.rpmHigh.errors}>
            <Input {...numberProps(fields.rpmHigh)} placeholder="e.g. 6" />
          </FormField>
          <FormField id={fields.hoursPerVideo.id} label="Hours per video" errors={fields.hoursPerVideo.errors}>
            <Input {...numberProps(fields.hoursPerVideo)} placeholder="e.g. 4" />
          </FormField>
        </div>
        <FormField
          id={fields.tools.id}
          label="Tools"
          errors={fields.tools.errors}
          hint={<span id={hintId(fields.tools)}>Software and services used to make the videos, like CapCut or ElevenLabs.</span>}
        >
          <TagInput
            id={fields.tools.id}
            name={fields.tools.name}
            noun="tool"
            placeholder="Add a tool"
            maxTags={IDEA_LIMITS.tools}
            defaultValue={fields.tools.initialValue as string[] | string | undefined}
            aria-invalid={Boolean(fields.tools.errors?.length)}
            aria-describedby={fieldErrorId(fields.tools) ?? hintId(fields.tools)}
          />
        </FormField>
        <FormField
          id={fields.exampleChannels.id}
          label="Example channels"
          errors={fields.exampleChannels.errors}
          hint={<span id={hintId(fields.exampleChannels)}>Directory channels that already run this idea (at most {IDEA_LIMITS.exampleChannels}).</span>}
        >
          <IdeaChannelPicker
            id={fields.exampleChannels.id}
            name={fields.exampleChannels.name}
            defaultValue={exampleChannels}
            max={IDEA_LIMITS.exampleChannels}
            invalid={Boolean(fields.exampleChannels.errors?.length)}
            describedBy={fieldErrorId(fields.exampleChannels) ?? hintId(fields.exampleChannels)}
          />
        </FormField>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
          {busy ? SAVING_LABEL : ideaId ? "Save changes" : "Create idea"}
        </Button>
      </div>
    </Form>
  );
}
