import type * as React from "react";
import { Form } from "react-router";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { formatNumber } from "#domain/format";
import {
  FORMAT_CHOICES,
  FORMAT_CHOICE_LABELS,
  LANGUAGE_CODES,
  START_BUDGET,
  START_HOURS,
  START_LANGUAGES,
  type StartConstraints,
  VOICE_CHOICES,
  VOICE_LABELS,
} from "#domain/start-params";

/** One choice of a radio group or a checkbox list, label and all clickable. */
function Choice({
  type,
  name,
  value,
  checked,
  label,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  const id = `start-${name}-${value}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
    >
      {type === "radio" ? (
        <input
          type="radio"
          id={id}
          name={name}
          value={value}
          defaultChecked={checked}
          className="size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-ring"
        />
      ) : (
        <Checkbox id={id} name={name} value={value} defaultChecked={checked} />
      )}
      {label}
    </label>
  );
}

function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  const id = `start-${legend.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" data-field-error>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * What a creator has, as a plain GET form: its query string is the shareable URL, and it works
 * before (or without) JavaScript. Fields in the order startUrl() writes them.
 */
export function StartForm({ constraints, errors }: { constraints: StartConstraints; errors: Record<string, string> }) {
  const numberField = (name: "hours" | "budget", label: string, hint: string, min: number, max: number) => (
    <FormField field={{ id: `start-${name}`, errors: errors[name] ? [errors[name]] : undefined }} label={label} hint={hint}>
      {(wiring) => (
        <Input
          id={wiring.id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          required
          defaultValue={constraints[name]}
          {...wiring.aria}
        />
      )}
    </FormField>
  );
  return (
    <Form
      method="get"
      action="/start"
      className="flex flex-col gap-6 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="start-form"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {numberField(
          "hours",
          "Hours a week",
          `${START_HOURS.min}–${START_HOURS.max}: making videos, not watching them.`,
          START_HOURS.min,
          START_HOURS.max,
        )}
        {numberField(
          "budget",
          "Budget a month (US dollars)",
          `0–${formatNumber(START_BUDGET.max)}: tools, licences, an AI voice.`,
          0,
          START_BUDGET.max,
        )}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceGroup legend="Voice" error={errors.voice}>
          <div className="grid gap-2 sm:grid-cols-2">
            {VOICE_CHOICES.map((choice) => (
              <Choice
                key={choice}
                type="radio"
                name="voice"
                value={choice}
                checked={(choice === "narrate") === constraints.narrates}
                label={VOICE_LABELS[choice]}
              />
            ))}
          </div>
        </ChoiceGroup>
        <ChoiceGroup legend="Format" error={errors.format}>
          <div className="grid gap-2 sm:grid-cols-3">
            {FORMAT_CHOICES.map((choice) => (
              <Choice
                key={choice}
                type="radio"
                name="format"
                value={choice}
                checked={constraints.format === choice}
                label={FORMAT_CHOICE_LABELS[choice]}
              />
            ))}
          </div>
        </ChoiceGroup>
      </div>
      <ChoiceGroup
        legend="Languages"
        error={errors.lang}
        hint="The directory knows a channel's country, not its language: a language stands for the countries that speak it, and sets the audience a revenue range is read for. Verdicts count channels in every language."
      >
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {LANGUAGE_CODES.map((code) => (
            <Choice
              key={code}
              type="checkbox"
              name="lang"
              value={code}
              checked={constraints.languages.includes(code)}
              label={START_LANGUAGES[code].label}
            />
          ))}
        </div>
      </ChoiceGroup>
      <div>
        <Button type="submit" size="lg">
          Find what fits
        </Button>
      </div>
    </Form>
  );
}
