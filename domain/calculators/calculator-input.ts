// Calculator inputs as they travel: raw strings in the URL (?views=10000&per=day) and in the
// form, parsed by one schema per calculator on the server (loader) and in the browser (live
// results), so a copied link and the page the user is looking at always agree.
//
// The schemas are plain field checks rather than zod: they run on every keystroke in the
// browser, and zod would add ~25 KB (gzipped) to each calculator page (docs/decisions/009).
// The builders are marked free of side effects, so a page that imports a constant from a
// calculator module does not also ship that calculator's schema.
import { formatNumber } from "#domain/format";

/** The raw text of each field, exactly as typed or as read from the URL. */
export type RawValues<K extends string> = Record<K, string>;
/** The first problem of each field, shown next to it. */
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

// "k", "m" and "b" shorthands people type for views ("10k", "2.5M").
const SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9 };
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A number from what a person types: "1500", "1,500", "1 500", "$4.50", "5%", "2.5k", "1.2M".
 * Null for anything else (blank, "abc", "1.2.3", NaN, Infinity) — never NaN.
 */
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
  /** Inclusive lower bound; 0 gets the message "Can't be negative." */
  min?: number;
  /** Exclusive lower bound (growth rates must stay above -100%). */
  moreThan?: number;
  /** Inclusive upper bound: keeps every result finite and readable. */
  max: number;
  integer?: boolean;
  /** Shown after the bound in messages ("Must be at most 100%."). */
  unit?: string;
}

/** One field's check: its raw text in, a value or the field's message out. */
export type FieldCheck<T> = (text: string) => { ok: true; value: T } | { ok: false; message: string };

const valid = <T>(value: T) => ({ ok: true as const, value });
const invalid = (message: string) => ({ ok: false as const, message });

/** A required numeric field: raw text in, a finite number within the rules out. */
/* @__NO_SIDE_EFFECTS__ */
export function numberField(rules: NumberFieldRules): FieldCheck<number> {
  const bound = (n: number) => `${formatNumber(n)}${rules.unit ?? ""}`;
  return (text) => {
    if (text.trim() === "") return invalid(CALCULATOR_MESSAGES.required);
    const n = parseNumberText(text);
    if (n === null) return invalid(CALCULATOR_MESSAGES.notANumber(text.trim()));
    if (rules.moreThan !== undefined && !(n > rules.moreThan)) return invalid(CALCULATOR_MESSAGES.moreThan(bound(rules.moreThan)));
    if (rules.min !== undefined && n < rules.min) {
      return invalid(rules.min === 0 ? CALCULATOR_MESSAGES.negative : CALCULATOR_MESSAGES.atLeast(bound(rules.min)));
    }
    if (n > rules.max) return invalid(CALCULATOR_MESSAGES.atMost(bound(rules.max)));
    if (rules.integer && !Number.isInteger(n)) return invalid(CALCULATOR_MESSAGES.wholeNumber);
    // -0 would print as "-0".
    return valid(n === 0 ? 0 : n);
  };
}

/** A numeric field that may be left blank (null): the calculator then works it out itself. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalNumberField(rules: NumberFieldRules): FieldCheck<number | null> {
  const required = numberField(rules);
  return (text) => (text.trim() === "" ? valid(null) : required(text));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date "YYYY-MM-DD" that exists (no Feb 30); kept as the same string. */
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

/** One of a fixed set of options; anything else in the URL quietly falls back to `fallback`. */
/* @__NO_SIDE_EFFECTS__ */
export function choiceField<const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]): FieldCheck<T[number]> {
  return (text) => valid((options as readonly string[]).includes(text) ? (text as T[number]) : fallback);
}

/** Free text, trimmed; never invalid. */
/* @__NO_SIDE_EFFECTS__ */
export function textField(): FieldCheck<string> {
  return (text) => valid(text.trim());
}

/**
 * A calculator's schema: a check per field, then (only when every field is valid) a rule across
 * fields that may add a message to a field ("high" below "low").
 */
export interface CalculatorSchema<V extends Record<string, unknown>> {
  fields: { [K in keyof V]: FieldCheck<V[K]> };
  across?: (values: V) => Partial<Record<keyof V & string, string>>;
}

/** The values a schema produces. */
export type SchemaValues<S> = S extends CalculatorSchema<infer V> ? V : never;

/* @__NO_SIDE_EFFECTS__ */
export function calculatorSchema<V extends Record<string, unknown>>(
  fields: { [K in keyof V]: FieldCheck<V[K]> },
  across?: (values: V) => Partial<Record<keyof V & string, string>>,
): CalculatorSchema<V> {
  return { fields, across };
}

/**
 * The raw values of a calculator: the URL's value of each field, else the prefill (a directory
 * channel's numbers), else the default. A field present but empty stays empty, so the form
 * shows "Enter a number." rather than silently restoring the default.
 */
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

/** Runs a calculator schema over raw values (a missing field reads as ""); on failure, the message of each bad field. */
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

/** The URL query of a calculator's raw values, in the order of its fields. */
export function toSearchParams<K extends string>(raw: RawValues<K>, extra: Record<string, string | null | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) {
    if (value) params.set(key, value);
  }
  for (const key of Object.keys(raw) as K[]) params.set(key, raw[key]);
  return params;
}

/**
 * A plain number for a prefilled field: no grouping, at most `decimals` places, no trailing
 * zeros ("1234.5", "8"). Null for missing or non-finite values.
 */
export function numberToRaw(value: number | null | undefined, decimals = 2): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * Guards a figure computed from validated inputs. The field bounds keep every formula finite;
 * a null here would be a bug in those bounds, so it fails loudly rather than printing "N/A".
 */
export function definite(value: number | null): number {
  if (value === null || !Number.isFinite(value)) throw new Error("Calculator figure out of range: check the field bounds");
  return value;
}
