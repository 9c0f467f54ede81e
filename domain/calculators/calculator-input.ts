// Calculator inputs as they travel: raw strings in the URL (?views=10000&per=day) and in the
// form, parsed by one zod schema per calculator on the server (loader) and in the browser (live
// results), so a copied link and the page the user is looking at always agree.
import { z } from "zod";
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

/** A required numeric field: raw text in, a finite number within the rules out. */
export function numberField(rules: NumberFieldRules) {
  const bound = (n: number) => `${formatNumber(n)}${rules.unit ?? ""}`;
  return z.string().transform((text, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (text.trim() === "") return fail(CALCULATOR_MESSAGES.required);
    const n = parseNumberText(text);
    if (n === null) return fail(CALCULATOR_MESSAGES.notANumber(text.trim()));
    if (rules.moreThan !== undefined && !(n > rules.moreThan)) return fail(CALCULATOR_MESSAGES.moreThan(bound(rules.moreThan)));
    if (rules.min !== undefined && n < rules.min) {
      return fail(rules.min === 0 ? CALCULATOR_MESSAGES.negative : CALCULATOR_MESSAGES.atLeast(bound(rules.min)));
    }
    if (n > rules.max) return fail(CALCULATOR_MESSAGES.atMost(bound(rules.max)));
    if (rules.integer && !Number.isInteger(n)) return fail(CALCULATOR_MESSAGES.wholeNumber);
    // -0 would print as "-0".
    return n === 0 ? 0 : n;
  });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date "YYYY-MM-DD" that exists (no Feb 30); kept as the same string. */
export function dateField() {
  return z.string().transform((text, ctx) => {
    const value = text.trim();
    if (value === "") {
      ctx.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.dateRequired });
      return z.NEVER;
    }
    if (!isIsoDate(value)) {
      ctx.addIssue({ code: "custom", message: CALCULATOR_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return value;
  });
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One of a fixed set of options; anything else in the URL quietly falls back to `fallback`. */
export function choiceField<const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) {
  return z.enum(options).catch(fallback);
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

/** Runs a calculator schema over raw values; on failure, the first message of each field. */
export function parseRawValues<K extends string, V>(schema: z.ZodType<V>, raw: RawValues<K>): ParsedInput<K, V> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, values: result.data, errors: {} };
  return { ok: false, values: null, errors: collectFieldErrors<K>(result.error) };
}

export function collectFieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as FieldErrors<K>;
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
