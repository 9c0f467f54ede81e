import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "~/components/form-field";
import { NativeSelect } from "~/components/ui/native-select";

/** A labelled native select of fixed choices with an empty first option ("Choose a level"). */
export function ChoiceSelect({
  field,
  label,
  placeholder,
  choices,
}: {
  field: FieldMetadata<string | null | undefined>;
  label: string;
  placeholder: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <FormField field={field} label={label}>
      {({ aria }) => (
        <NativeSelect {...getSelectProps(field)} {...aria}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
