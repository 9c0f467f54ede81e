// Calculator inputs: raw URL/form strings parsed by one schema on server and in browser, so a copied link
// and the page agree. Plain checks, not zod: they run per keystroke and zod adds ~25 KB (ADR 009).
import { formatNumber } from "#domain/format";

export type RawValues<K extends string> = Record<K, string>;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const CALCULATOR_MESSAGES = {
  required: "Enter a number.",
  notANumber: (text: string) => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}” is not a number.`,
  wholeNumber: "Enter a whole number.",
  negative: "Can't be negative.",
  atLeast: (min: string) => `Must be at least ${min}.`,
  moreThan: (min: string) => `Must be more than ${min}.`,
  atMost: (max: string) => `Must be at most ${max}.`,
  dateRequired: "Enter a date.",
  invalidDate: "Enter a date as YYYY-MM-DD.",
} as const;

const SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9 };
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** "1,500", "$4.50", "5%", "2.5k"; null (never NaN) for anything else. */
export function parseNumberText(text: string): number | null {
  let s = text.trim().replace(/[,_\s]/g, "");
  if (s.startsWith("$")) s = s.slice(1);
  else if (/^[+-]\$/.test(s)) s = s[0] + s.slice(2);
  if (s.endsWith("%")) s = s.slice(0, -1);
  let multiplier = 1;
  const suffix = s.slice(-1).toLowerCase();
  const suffixMultiplier = SUFFIX_MULTIPLIERS[suffix];
  if (suffixMultiplier !== undefined) {
    multiplier = suffixMultiplier;
    s = s.slice(0, -1);
  }
  if (!PLAIN_NUMBER.test(s)) return null;
  const n = Number(s) * multiplier;
  return Number.isFinite(n) ? n : null;
}

export interface NumberFieldRules {
  min?: number;
  moreThan?: number;
  max: number;
  integer?: boolean;
  unit?: string;
}

export type FieldCheck<T> = (text: string) => { ok: true; value: T } | { ok: false; message: string };

const valid = <T>(value: T) => ({ ok: true as const, value });
const invalid = (message: string) => ({ ok: false as const, message });

/* @__NO_SIDE_EFFECTS__ */
export function numberField(rules: NumberFieldRules): FieldCheck<number> {
  const bound = (n: number) => `${formatNumber(n)}${rules.unit ?? ""}`;
  return (text) => {
    if (text.trim() === "") return invalid(CALCULATOR_MESSAGES.required);
    const n = parseNumberText(text);
    if (n === null) return invalid(CALCULATOR_MESSAGES.notANumber(text.trim()));
    if (rules.moreThan !== undefined && !(n > rules.moreThan))
      return invalid(CALCULATOR_MESSAGES.moreThan(bound(rules.moreThan)));
    if (rules.min !== undefined && n < rules.min) {
      return invalid(rules.min === 0 ? CALCULATOR_MESSAGES.negative : CALCULATOR_MESSAGES.atLeast(bound(rules.min)));
    }
    if (n > rules.max) return invalid(CALCULATOR_MESSAGES.atMost(bound(rules.max)));
    if (rules.integer && !Number.isInteger(n)) return invalid(CALCULATOR_MESSAGES.wholeNumber);
    // -0 would print as "-0".
    return valid(n === 0 ? 0 : n);
  };
}

/** Blank is null: the calculator then works it out itself. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalNumberField(rules: NumberFieldRules): FieldCheck<number | null> {
  const required = numberField(rules);
  return (text) => (text.trim() === "" ? valid(null) : required(text));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Rejects dates that do not exist (Feb 30). */
/* @__NO_SIDE_EFFECTS__ */
export function dateField(): FieldCheck<string> {
  return (text) => {
    const value = text.trim();
    if (value === "") return invalid(CALCULATOR_MESSAGES.dateRequired);
    if (!isIsoDate(value)) return invalid(CALCULATOR_MESSAGES.invalidDate);
    return valid(value);
  };
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/* @__NO_SIDE_EFFECTS__ */
export function choiceField<const T extends readonly [string, ...string[]]>(
  options: T,
  fallback: T[number],
): FieldCheck<T[number]> {
  return (text) => valid((options as readonly string[]).includes(text) ? (text as T[number]) : fallback);
}

/* @__NO_SIDE_EFFECTS__ */
export function textField(): FieldCheck<string> {
  return (text) => valid(text.trim());
}

export interface CalculatorSchema<V extends Record<string, unknown>> {
  fields: { [K in keyof V]: FieldCheck<V[K]> };
  across?: (values: V) => Partial<Record<keyof V & string, string>>;
}

export type SchemaValues<S> = S extends CalculatorSchema<infer V> ? V : never;

/* @__NO_SIDE_EFFECTS__ */
export function calculatorSchema<V extends Record<string, unknown>>(
  fields: { [K in keyof V]: FieldCheck<V[K]> },
  across?: (values: V) => Partial<Record<keyof V & string, string>>,
): CalculatorSchema<V> {
  return { fields, across };
}

/** URL value, else prefill, else default. A present but empty field stays empty so the form says "Enter a number." */
export function readRawValues<K extends string>(
  defaults: RawValues<K>,
  params: URLSearchParams,
  prefill: Partial<RawValues<K>> = {},
): RawValues<K> {
  const raw = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const fromUrl = params.get(key);
    const fromPrefill = prefill[key];
    if (fromUrl !== null) raw[key] = fromUrl;
    else if (fromPrefill !== undefined) raw[key] = fromPrefill;
  }
  return raw;
}

export type ParsedInput<K extends string, V> =
  | { ok: true; values: V; errors: FieldErrors<K> }
  | { ok: false; values: null; errors: FieldErrors<K> };

export function parseRawValues<K extends string, V extends Record<string, unknown>>(
  schema: CalculatorSchema<V>,
  raw: Partial<Record<K, string>>,
): ParsedInput<K, V> {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, check] of Object.entries(schema.fields) as [string, FieldCheck<unknown>][]) {
    const result = check((raw as Record<string, string | undefined>)[key] ?? "");
    if (result.ok) values[key] = result.value;
    else errors[key] = result.message;
  }
  if (Object.keys(errors).length === 0 && schema.across) Object.assign(errors, schema.across(values as V));
  if (Object.keys(errors).length > 0) return { ok: false, values: null, errors: errors as FieldErrors<K> };
  return { ok: true, values: values as V, errors: {} };
}

export function toSearchParams<K extends string>(
  raw: RawValues<K>,
  extra: Record<string, string | null | undefined> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) {
    if (value) params.set(key, value);
  }
  for (const key of Object.keys(raw) as K[]) params.set(key, raw[key]);
  return params;
}

export function numberToRaw(value: number | null | undefined, decimals = 2): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded === 0 ? 0 : rounded);
}

/** The field bounds keep every formula finite, so a null here is a bug: fail loudly rather than print "N/A". */
export function definite(value: number | null): number {
  if (value === null || !Number.isFinite(value)) throw new Error("Calculator figure out of range: check the field bounds");
  return value;
}
