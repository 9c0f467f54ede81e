// Rules for numbers, amounts and days arriving as URL or form text, so "1e23 subscribers" or "2024-02-30" is a 400
// with a clear message instead of a value PostgreSQL refuses (a 500).
import { z } from "zod";
import { formatNumber } from "#domain/format";

export const NUMBER_PARAM_LIMITS = {
  integerMax: 2_147_483_647,
  bigCountMax: Number.MAX_SAFE_INTEGER,
  amountMax: 999_999_999_999,
} as const;

/** No sign, fraction, exponent ("1e23"), hex ("0x10") or spaces. */
const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function numberProblem(name: string, text: string): string | null {
  if (DECIMAL.test(text)) return null;
  const n = Number(text);
  if (text === "" || Number.isNaN(n)) return `${name} must be a number`;
  if (n < 0) return `${name} cannot be negative`;
  return `${name} must be written with digits only, such as 1500`;
}

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
        .min(min, `${name} must be ${formatNumber(min)} or more`)
        .max(range.max, `${name} must be ${formatNumber(range.max)} or less`),
    );
}

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
    .pipe(z.number().max(range.max, `${name} must be ${formatNumber(range.max)} or less`));
}

export function isoDayValue(name: string) {
  return z
    .string()
    .trim()
    .regex(ISO_DAY, `${name} must be a date (yyyy-mm-dd)`)
    .refine(isRealCalendarDay, `${name} must be a real date (yyyy-mm-dd), such as 2024-02-29`);
}

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const oneOfParam = <T extends string>(name: string, values: readonly T[]) =>
  optionalParam(
    z
      .string()
      .refine(
        (value): value is T => (values as readonly string[]).includes(value),
        `${name} must be one of ${values.join(", ")}`,
      ),
  );

export function firstIssueMessage(error: z.ZodError, fieldName?: string): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid query parameters";
  const field = fieldName ?? issue.path.join(".");
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

/** A field that does not validate is left out (named in `invalid`) so a hand-edited link still shows results. */
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
