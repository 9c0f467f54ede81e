import type { FieldErrors, RawValues } from "#domain/calculators/calculator-input";

/**
 * The wiring every calculator input repeats — id and name, value, error and change handler of
 * one field — so a form names only what differs (label, unit, hint): `<NumberField
 * {...field("cpm")} label="CPM" prefix="$" />`.
 */
export function calculatorField<K extends string>(
  raw: RawValues<K>,
  errors: FieldErrors<K>,
  setField: (key: K, value: string) => void,
) {
  return (key: K) => ({
    id: key,
    name: key,
    value: raw[key],
    error: errors[key],
    onValueChange: (value: string) => setField(key, value),
  });
}
