import { type SubmissionResult, getInputProps, getTextareaProps } from "@conform-to/react";
import {
  IDEA_DIFFICULTIES,
  IDEA_LIMITS,
  IDEA_STARTUP_COSTS,
  ideaFormFieldsSchema,
  ideaFormSchema,
} from "#domain/admin/idea-form";
import { IdeaChannelPicker, type PickedChannel } from "~/components/admin/idea-channel-picker";
import { ChoiceSelect } from "~/components/admin/resource/choice-select";
import { FormSection } from "~/components/admin/resource/form-section";
import { ResourceForm, useResourceForm } from "~/components/admin/resource/resource-form";
import { RichTextField } from "~/components/admin/resource/rich-text-field";
import { TagInput } from "~/components/admin/tag-input";
import { FormField } from "~/components/form-field";
import { levelLabel } from "~/components/guides/level-badge";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

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

const DIFFICULTY_CHOICES = IDEA_DIFFICULTIES.map((value) => ({ value, label: levelLabel(value) }));
const COST_CHOICES = IDEA_STARTUP_COSTS.map((value) => ({ value, label: levelLabel(value) }));

/**
 * Create or edit a faceless idea. Works without JavaScript: the body is then a textarea of HTML
 * and tools a comma-separated box.
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
  const [form, fields] = useResourceForm({
    name: "idea",
    editId: ideaId,
    schema: ideaFormSchema,
    constraint: ideaFormFieldsSchema,
    // Tools as one comma-separated value: the field's schema input is untyped (it accepts a string or
    // a list), and the tag input splits commas the same way the server does.
    defaultValue: { ...defaults, tools: defaults.tools.join(", "), exampleChannels: exampleChannels.map((c) => c.slug) },
    lastResult,
  });
  const number = (field: typeof fields.rpmLow, label: string, placeholder: string) => (
    <FormField field={field} label={label}>
      {({ aria }) => (
        // Decimals are fine (4.5 RPM, 1.5 hours); the browser's default step of 1 would refuse them without JavaScript.
        <Input {...getInputProps(field, { type: "number" })} step="any" inputMode="decimal" {...aria} placeholder={placeholder} />
      )}
    </FormField>
  );

  return (
    <ResourceForm form={form} editId={ideaId} idField="id" cancelHref={cancelHref} createLabel="Create idea">
      <FormSection id="idea-basics" title="The idea">
        <div className="grid gap-5 md:grid-cols-2">
          <FormField field={fields.title} label="Title">
            {({ aria }) => <Input {...getInputProps(fields.title, { type: "text" })} {...aria} />}
          </FormField>
          <FormField
            field={fields.slug}
            label="Slug (optional)"
            hint="Leave empty to build it from the title. The page lives at /faceless-ideas/slug."
          >
            {({ aria }) => (
              <Input
                {...getInputProps(fields.slug, { type: "text" })}
                autoCapitalize="none"
                spellCheck={false}
                placeholder="built-from-the-title"
                {...aria}
              />
            )}
          </FormField>
        </div>
        <FormField
          field={fields.summary}
          label="Summary"
          hint={`One or two sentences for the idea cards (plain text, at most ${IDEA_LIMITS.summaryMax} characters).`}
        >
          {({ aria }) => <Textarea {...getTextareaProps(fields.summary)} rows={3} {...aria} />}
        </FormField>
        <RichTextField field={fields.body} label="Write-up" />
      </FormSection>

      <FormSection id="idea-profile" title="Profile">
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceSelect
            field={fields.nicheId}
            label="Niche"
            placeholder="No niche"
            choices={options.niches.map((niche) => ({ value: niche.id, label: niche.name }))}
          />
          <ChoiceSelect
            field={fields.channelTypeId}
            label="Channel type"
            placeholder="No channel type"
            choices={options.channelTypes.map((type) => ({ value: type.id, label: type.label }))}
          />
          <ChoiceSelect
            field={fields.difficulty}
            label="Difficulty"
            placeholder="Choose a difficulty"
            choices={DIFFICULTY_CHOICES}
          />
          <ChoiceSelect
            field={fields.startupCost}
            label="Startup cost"
            placeholder="Choose a startup cost"
            choices={COST_CHOICES}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          {number(fields.rpmLow, "RPM low (USD)", "e.g. 2.5")}
          {number(fields.rpmHigh, "RPM high (USD)", "e.g. 6")}
          {number(fields.hoursPerVideo, "Hours per video", "e.g. 4")}
        </div>
        <FormField
          field={fields.tools}
          label="Tools"
          hint="Software and services used to make the videos, like CapCut or ElevenLabs."
        >
          {({ aria }) => (
            <TagInput
              id={fields.tools.id}
              name={fields.tools.name}
              noun="tool"
              placeholder="Add a tool"
              maxTags={IDEA_LIMITS.tools}
              defaultValue={fields.tools.initialValue as string[] | string | undefined}
              aria-invalid={Boolean(aria["aria-invalid"])}
              aria-describedby={aria["aria-describedby"]}
            />
          )}
        </FormField>
        <FormField
          field={fields.exampleChannels}
          label="Example channels"
          hint={`Directory channels that already run this idea (at most ${IDEA_LIMITS.exampleChannels}).`}
        >
          {({ describedBy, invalid }) => (
            <IdeaChannelPicker
              id={fields.exampleChannels.id}
              name={fields.exampleChannels.name}
              defaultValue={exampleChannels}
              max={IDEA_LIMITS.exampleChannels}
              invalid={invalid}
              describedBy={describedBy}
            />
          )}
        </FormField>
      </FormSection>
    </ResourceForm>
  );
}
