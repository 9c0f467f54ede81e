import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/lib/conform-zod";
import { Save } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { NICHE_FORM_LIMITS, NICHE_LEVELS, nicheFormFields, nicheFormSchema, nicheSlugFromName } from "#domain/admin/niche-form";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { FormField, fieldErrorId } from "~/components/form-field";
import { levelLabel } from "~/components/guides/level-badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import { FormErrors } from "~/components/form-alert";
import { SAVING_LABEL } from "#domain/admin/save-messages";

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

/**
 * Create or edit a niche. Posts `intent=save` (plus `editId` when editing) to the page's action;
 * the same zod schema checks as you type and on the server. Works without JavaScript: the
 * description is then a textarea of HTML.
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
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: editId ? `niche-${editId}` : "niche-new",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(nicheFormFields),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nicheFormSchema }),
  });
  const hintId = (field: { id: string }) => `${field.id}-hint`;
  const numberProps = (field: typeof fields.rpmLow) => ({
    ...getInputProps(field, { type: "number" }),
    // Cents are fine (4.25 USD); the browser's default step of 1 would refuse them without JavaScript.
    step: "any",
    min: 0,
    inputMode: "decimal" as const,
    "aria-describedby": fieldErrorId(field),
  });
  const slugPlaceholder = nicheSlugFromName(typeof fields.name.value === "string" ? fields.name.value : "") || "built-from-the-name";
  const checkedTypes = new Set(toArray(fields.channelTypeIds.value ?? fields.channelTypeIds.initialValue));
  const categoryListId = `${fields.category.id}-suggestions`;

  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />

      <section aria-labelledby="niche-basics" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 id="niche-basics" className="text-lg font-semibold">
          The niche
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id={fields.name.id} label="Name" errors={fields.name.errors}>
            <Input {...getInputProps(fields.name, { type: "text" })} placeholder="Personal Finance" aria-describedby={fieldErrorId(fields.name)} />
          </FormField>
          <FormField
            id={fields.slug.id}
            label="Slug (optional)"
            errors={fields.slug.errors}
            hint={<span id={hintId(fields.slug)}>Leave empty to build it from the name. The page lives at /niches/slug.</span>}
          >
            <Input
              {...getInputProps(fields.slug, { type: "text" })}
              maxLength={NICHE_FORM_LIMITS.slugMax}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              placeholder={slugPlaceholder}
              className="font-mono"
              aria-describedby={fieldErrorId(fields.slug) ?? hintId(fields.slug)}
            />
          </FormField>
        </div>
        <FormField id={fields.description.id} label="Description" errors={fields.description.errors}>
          <RichTextEditor
            id={fields.description.id}
            name={fields.description.name}
            label="Description"
            defaultValue={typeof fields.description.initialValue === "string" ? fields.description.initialValue : ""}
            invalid={Boolean(fields.description.errors?.length)}
            describedBy={fieldErrorId(fields.description)}
          />
        </FormField>
      </section>

      <section aria-labelledby="niche-money" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <h2 id="niche-money" className="text-lg font-semibold">
          Money and risk
        </h2>
        <div className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          <FormField id={fields.rpmLow.id} label="RPM low (USD)" errors={fields.rpmLow.errors}>
            <Input {...numberProps(fields.rpmLow)} placeholder="2.50" />
          </FormField>
          <FormField id={fields.rpmHigh.id} label="RPM high (USD)" errors={fields.rpmHigh.errors}>
            <Input {...numberProps(fields.rpmHigh)} placeholder="8.00" />
          </FormField>
          <FormField id={fields.competition.id} label="Competition" errors={fields.competition.errors}>
            <NativeSelect {...getSelectProps(fields.competition)} aria-describedby={fieldErrorId(fields.competition)}>
              <option value="">Choose a level</option>
              {NICHE_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {levelLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={fields.demonetizationRisk.id} label="Demonetization risk" errors={fields.demonetizationRisk.errors}>
            <NativeSelect {...getSelectProps(fields.demonetizationRisk)} aria-describedby={fieldErrorId(fields.demonetizationRisk)}>
              <option value="">Choose a level</option>
              {NICHE_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {levelLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="max-w-sm">
          <FormField
            id={fields.category.id}
            label="Category (optional)"
            errors={fields.category.errors}
            hint={<span id={hintId(fields.category)}>The YouTube category the niche belongs to; the niches page filters by it.</span>}
          >
            <Input
              {...getInputProps(fields.category, { type: "text" })}
              list={categoryListId}
              maxLength={NICHE_FORM_LIMITS.categoryMax}
              placeholder="Education"
              aria-describedby={fieldErrorId(fields.category) ?? hintId(fields.category)}
            />
            <datalist id={categoryListId}>
              {options.categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </FormField>
        </div>
      </section>

      <section className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <fieldset aria-describedby={fieldErrorId(fields.channelTypeIds) ?? hintId(fields.channelTypeIds)} className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 text-lg font-semibold">Related channel types</legend>
          <div className="flex flex-col gap-1">
            <p id={hintId(fields.channelTypeIds)} className="text-sm text-muted-foreground">
              The formats that suit this niche, linked from its page.
            </p>
            {fields.channelTypeIds.errors?.length ? (
              <p id={`${fields.channelTypeIds.id}-error`} className="text-sm text-destructive" data-field-error>
                {fields.channelTypeIds.errors[0]}
              </p>
            ) : null}
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
                    <Checkbox id={id} name={fields.channelTypeIds.name} value={type.id} defaultChecked={checkedTypes.has(type.id)} />
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

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
          {busy ? SAVING_LABEL : editId ? "Save changes" : "Create niche"}
        </Button>
      </div>
    </Form>
  );
}

function toArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}
