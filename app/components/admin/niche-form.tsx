import { type SubmissionResult, getInputProps } from "@conform-to/react";
import { Link } from "react-router";
import { NICHE_FORM_LIMITS, NICHE_LEVELS, nicheFormFields, nicheFormSchema, nicheSlugFromName } from "#domain/admin/niche-form";
import { ChoiceSelect } from "~/components/admin/resource/choice-select";
import { FormSection } from "~/components/admin/resource/form-section";
import { ResourceForm, useResourceForm } from "~/components/admin/resource/resource-form";
import { RichTextField } from "~/components/admin/resource/rich-text-field";
import { FieldError, FormField, fieldWiring } from "~/components/form-field";
import { levelLabel } from "~/components/guides/level-badge";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";

/** The form's starting values (a niche being edited, or blanks); numbers as the inputs show them. */
export interface NicheFormDefaults {
  name: string;
  slug: string;
  description: string;
  rpmLow: string;
  rpmHigh: string;
  competition: string;
  demonetizationRisk: string;
  category: string;
  channelTypeIds: string[];
}

export const EMPTY_NICHE: NicheFormDefaults = {
  name: "",
  slug: "",
  description: "",
  rpmLow: "",
  rpmHigh: "",
  competition: "",
  demonetizationRisk: "",
  category: "",
  channelTypeIds: [],
};

const LEVEL_CHOICES = NICHE_LEVELS.map((value) => ({ value, label: levelLabel(value) }));

/**
 * Create or edit a niche. Works without JavaScript: the description is then a textarea of HTML.
 */
export function NicheForm({
  editId,
  defaults,
  options,
  lastResult,
  cancelHref,
}: {
  editId: string | null;
  defaults: NicheFormDefaults;
  options: { channelTypes: { id: string; label: string }[]; categories: string[] };
  lastResult: SubmissionResult<string[]> | undefined;
  cancelHref: string;
}) {
  const [form, fields] = useResourceForm({
    name: "niche",
    editId,
    schema: nicheFormSchema,
    constraint: nicheFormFields,
    defaultValue: { ...defaults },
    lastResult,
  });
  const money = (field: typeof fields.rpmLow, label: string, placeholder: string) => (
    <FormField field={field} label={label}>
      {({ aria }) => (
        // Cents are fine (4.25 USD); the browser's default step of 1 would refuse them without JavaScript.
        <Input
          {...getInputProps(field, { type: "number" })}
          step="any"
          min={0}
          inputMode="decimal"
          {...aria}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
  const slugPlaceholder =
    nicheSlugFromName(typeof fields.name.value === "string" ? fields.name.value : "") || "built-from-the-name";
  const checkedTypes = new Set(toArray(fields.channelTypeIds.value ?? fields.channelTypeIds.initialValue));
  const categoryListId = `${fields.category.id}-suggestions`;
  const types = fieldWiring(fields.channelTypeIds, true);

  return (
    <ResourceForm form={form} editId={editId} idField="editId" cancelHref={cancelHref} createLabel="Create niche">
      <FormSection id="niche-basics" title="The niche">
        <div className="grid gap-5 md:grid-cols-2">
          <FormField field={fields.name} label="Name">
            {({ aria }) => <Input {...getInputProps(fields.name, { type: "text" })} placeholder="Personal Finance" {...aria} />}
          </FormField>
          <FormField
            field={fields.slug}
            label="Slug (optional)"
            hint="Leave empty to build it from the name. The page lives at /niches/slug."
          >
            {({ aria }) => (
              <Input
                {...getInputProps(fields.slug, { type: "text" })}
                maxLength={NICHE_FORM_LIMITS.slugMax}
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                placeholder={slugPlaceholder}
                className="font-mono"
                {...aria}
              />
            )}
          </FormField>
        </div>
        <RichTextField field={fields.description} label="Description" />
      </FormSection>

      <FormSection id="niche-money" title="Money and risk">
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          {money(fields.rpmLow, "RPM low (USD)", "2.50")}
          {money(fields.rpmHigh, "RPM high (USD)", "8.00")}
          <ChoiceSelect field={fields.competition} label="Competition" placeholder="Choose a level" choices={LEVEL_CHOICES} />
          <ChoiceSelect
            field={fields.demonetizationRisk}
            label="Editorial risk"
            placeholder="Choose a level"
            choices={LEVEL_CHOICES}
          />
        </div>
        <div className="max-w-sm">
          <FormField
            field={fields.category}
            label="Category (optional)"
            hint="The YouTube category the niche belongs to; the niches page filters by it."
          >
            {({ aria }) => (
              <>
                <Input
                  {...getInputProps(fields.category, { type: "text" })}
                  list={categoryListId}
                  maxLength={NICHE_FORM_LIMITS.categoryMax}
                  placeholder="Education"
                  {...aria}
                />
                <datalist id={categoryListId}>
                  {options.categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
        </div>
      </FormSection>

      <section className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <fieldset aria-describedby={types.describedBy} className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 text-lg font-semibold">Related channel types</legend>
          <div className="flex flex-col gap-1">
            <p id={`${fields.channelTypeIds.id}-hint`} className="text-sm text-muted-foreground">
              The formats that suit this niche, linked from its page.
            </p>
            <FieldError field={fields.channelTypeIds} />
          </div>
          {options.channelTypes.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No channel types yet.{" "}
              <Link to="/admin/channel-types?new=1" className="text-primary underline underline-offset-4">
                Add one
              </Link>{" "}
              first.
            </p>
          ) : (
            <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {options.channelTypes.map((type) => {
                const id = `${fields.channelTypeIds.id}-${type.id}`;
                return (
                  <li key={type.id} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      name={fields.channelTypeIds.name}
                      value={type.id}
                      defaultChecked={checkedTypes.has(type.id)}
                    />
                    <label htmlFor={id} className="cursor-pointer text-sm">
                      {type.label}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      </section>
    </ResourceForm>
  );
}

function toArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}
