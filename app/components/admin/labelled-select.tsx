import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";

export type SelectChoice = { value: string; label: string };

/** A label over a native select of `choices`; `anyLabel` adds a first, empty choice ("Any"). */
export function LabelledSelect({
  id,
  label,
  name,
  defaultValue,
  choices,
  anyLabel,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  choices: readonly SelectChoice[];
  anyLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={defaultValue}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
