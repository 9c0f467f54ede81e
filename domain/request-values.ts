// The rules for values that arrive as text in a URL or a form (search params, route params,
// form fields): what a whole number, an amount and a day look like, with messages that say
// what to type instead. Each parser of the app (the channel search schema, the admin filters…)
// builds its fields from these, so "1.5 videos", "1e23 subscribers" or "2024-02-30" are a 400
// with a clear message instead of a value PostgreSQL refuses (a 500).
import { z } from "zod";

/** Column ranges the values are compared with (PostgreSQL integer; bigint read as a JS number). */
export const NUMBER_PARAM_LIMITS = {
  integerMax: 2_147_483_647,
  bigCountMax: Number.MAX_SAFE_INTEGER,
  /** Money and rates: numeric(14,2) columns. */
  amountMax: 999_999_999_999,
} as const;

/** Digits only: no sign, no fraction, no exponent ("1e23"), no hex ("0x10"), no spaces inside. */
const WHOLE_NUMBER = /^\d+$/;
/** Digits with an optional fraction: "12", "12.5", ".5". */
const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists ("2024-02-29" yes, "2024-02-30" and "2023-02-29" no), year 1000–9999. */
export function isRealCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What a number typed as text is wrong with, or null when it reads as a plain decimal. */
function numberProblem(name: string, text: string): string | null {
  if (DECIMAL.test(text)) return null;
  const n = Number(text);
  if (text === "" || Number.isNaN(n)) return `${name} must be a number`;
  if (n < 0) return `${name} cannot be negative`;
  // "1e23", "0x10", "Infinity": numbers, but not as people write them here.
  return `${name} must be written with digits only, such as 1500`;
}

/** A whole number from min to max, e.g. a count of subscribers or a page. */
export function wholeNumberValue(name: string, range: { min?: number; max: number }) {
  const min = range.min ?? 0;
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const problem = numberProblem(name, text) ?? (WHOLE_NUMBER.test(text) ? null : `${name} must be a whole number`);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(
      z
        .number()
        .min(min, `${name} must be ${min.toLocaleString("en-US")} or more`)
        .max(range.max, `${name} must be ${range.max.toLocaleString("en-US")} or less`),
    );
}

/** A non-negative amount with an optional fraction, e.g. a CPM in USD. */
export function decimalValue(name: string, range: { max: number }) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const problem = numberProblem(name, text);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().max(range.max, `${name} must be ${range.max.toLocaleString("en-US")} or less`));
}

/** A real calendar day as yyyy-mm-dd. */
export function isoDayValue(name: string) {
  return z
    .string()
    .trim()
    .regex(ISO_DAY, `${name} must be a date (yyyy-mm-dd)`)
    .refine(isRealCalendarDay, `${name} must be a real date (yyyy-mm-dd), such as 2024-02-29`);
}

// An empty form field ("subs_min=") means "not set".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A query-string field that may be absent or empty. */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** An optional field that must be one of `values`, with a message naming them. */
export const oneOfParam = <T extends string>(name: string, values: readonly T[]) =>
  optionalParam(z.string().refine((value): value is T => (values as readonly string[]).includes(value), `${name} must be one of ${values.join(", ")}`));

/** The first validation message of a failed strict parse, for a 400 body. */
export function firstIssueMessage(error: z.ZodError, fieldName?: string): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid query parameters";
  const field = fieldName ?? issue.path.join(".");
  // Our own messages already name the field.
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A page's reading of a URL against the schema its API validates strictly: a field that does not
 * validate is left out (named in `invalid`, its message in `messages`) instead of failing the
 * whole page, so a hand-edited link still shows results beside a 400 that says what was wrong.
 */
export function parseParamsLeniently<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  searchParams: URLSearchParams,
): { params: z.infer<z.ZodObject<Shape>>; invalid: (keyof Shape & string)[]; messages: string[] } {
  const params: Record<string, unknown> = {};
  const invalid: (keyof Shape & string)[] = [];
  const messages: string[] = [];
  for (const key of Object.keys(schema.shape) as (keyof Shape & string)[]) {
    const raw = searchParams.get(key);
    if (raw === null) continue;
    const result = z.safeParse(schema.shape[key]!, raw);
    if (result.success) {
      if (result.data !== undefined) params[key] = result.data;
    } else {
      invalid.push(key);
      messages.push(firstIssueMessage(result.error, key));
    }
  }
  return { params: params as z.infer<z.ZodObject<Shape>>, invalid, messages };
}
