// Numbers and dates as en-US text, written out rather than through Intl. The first Intl formatter
// a browser builds loads the locale's data: about 10 ms on a desktop and 40 on a phone, in one
// task, on every page (ADR 043). These give the same text as Intl's en-US formats for the
// options the site uses (domain/en-us-text.test.ts compares them over wide samples), and the
// server and the browser run the same code, so hydration always matches.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  if (digits.length <= 3) return digits;
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String.fromCharCode(digits.charCodeAt(i) + 1)}${"0".repeat(digits.length - i - 1)}`;
}

type Digits = { whole: string; fraction: string };

/**
 * The digits of |value| as JavaScript writes it (the shortest decimal that reads back as the same
 * number), moved `shift` places left: Intl rounds that decimal too, so 1.005 rounds up to 1.01
 * where toFixed, which rounds the binary value 1.00499…, gives 1.00.
 */
function decimalDigits(value: number, shift = 0): Digits {
  const [mantissa = "0", exponentText = "0"] = Math.abs(value).toString().split("e");
  const [intPart = "0", fracPart = ""] = mantissa.split(".");
  const all = intPart + fracPart;
  if (exponentText === "0" && shift === 0) return { whole: intPart, fraction: fracPart };
  const point = intPart.length + Number(exponentText) - shift;
  if (point <= 0) return { whole: "0", fraction: "0".repeat(-point) + all };
  if (point >= all.length) return { whole: (all + "0".repeat(point - all.length)).replace(/^0+(?=\d)/, ""), fraction: "" };
  return { whole: all.slice(0, point).replace(/^0+(?=\d)/, ""), fraction: all.slice(point) };
}

/** Rounds half away from zero to `max` decimals, then drops trailing zeros down to `min`. */
function rounded({ whole, fraction }: Digits, max: number, min: number): Digits {
  let kept = fraction.slice(0, max);
  let head = whole;
  if ((fraction[max] ?? "0") >= "5") {
    // Add one in the last kept place, carrying into the whole part.
    const sum = plusOne(head + kept.padEnd(max, "0"));
    head = sum.slice(0, sum.length - max) || "0";
    kept = sum.slice(sum.length - max);
  }
  kept = kept.padEnd(min, "0");
  while (kept.length > min && kept.endsWith("0")) kept = kept.slice(0, -1);
  return { whole: head, fraction: kept };
}

function grouped({ whole, fraction }: Digits): string {
  return fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
}

const isZero = ({ whole, fraction }: Digits) => /^0*$/.test(whole) && /^0*$/.test(fraction);

/** A negative value keeps its minus even when it rounds to zero ("-0"), as Intl's default sign display does. */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

export type DecimalOptions = {
  /** Decimals shown at most (rounded half away from zero). */
  max: number;
  /** Decimals always shown (padded with zeros); 0 unless set. */
  min?: number;
  /** "+" before a positive value and no sign on one that rounds to zero (Intl's "exceptZero"). */
  signed?: boolean;
};

/** Like `new Intl.NumberFormat("en-US", { minimumFractionDigits, maximumFractionDigits, signDisplay })`. */
export function decimalText(value: number, { max, min = 0, signed = false }: DecimalOptions): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return `${isNegative(value) ? "-" : signed ? "+" : ""}∞`;
  const digits = rounded(decimalDigits(value), max, min);
  if (signed) return isZero(digits) ? grouped(digits) : `${value < 0 ? "-" : "+"}${grouped(digits)}`;
  return `${isNegative(value) ? "-" : ""}${grouped(digits)}`;
}

/** Like `new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", ... })`: "-$1,234.50". */
export function dollarsText(value: number, fractionDigits: number): string {
  const digits = decimalText(value, { max: fractionDigits, min: fractionDigits });
  return digits.startsWith("-") ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** Thousands, millions, billions, trillions: the power of ten each stands for. */
const COMPACT_UNITS = [
  { power: 0, suffix: "" },
  { power: 3, suffix: "K" },
  { power: 6, suffix: "M" },
  { power: 9, suffix: "B" },
  { power: 12, suffix: "T" },
] as const;

/** Like `new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits })`: 1,250,000 → "1.3M". */
export function compactText(value: number, maximumFractionDigits = 1): string {
  if (!Number.isFinite(value)) return decimalText(value, { max: maximumFractionDigits });
  const sign = isNegative(value) ? "-" : "";
  const magnitude = Math.abs(value);
  let index = COMPACT_UNITS.findLastIndex((unit) => magnitude >= 10 ** unit.power);
  if (index < 0) index = 0;
  let digits = rounded(decimalDigits(magnitude, COMPACT_UNITS[index]!.power), maximumFractionDigits, 0);
  // Rounding can reach the next unit: 999,950 reads "1M", not "1000K".
  if (digits.whole.length > 3 && index < COMPACT_UNITS.length - 1) {
    index += 1;
    digits = rounded(decimalDigits(magnitude, COMPACT_UNITS[index]!.power), maximumFractionDigits, 0);
  }
  // Compact numbers group only from five digits on ("1000T", "10,000T"), as CLDR's en-US does.
  const text = digits.whole.length === 4 ? `${digits.whole}${digits.fraction ? `.${digits.fraction}` : ""}` : grouped(digits);
  return `${sign}${text}${COMPACT_UNITS[index]!.suffix}`;
}

/** "Nov 29, 2026" (UTC), like Intl's en-US `{ month: "short", day: "numeric", year: "numeric" }`. */
export function shortDateText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Nov 29" (UTC). */
export function monthDayText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** "Nov 2026" (UTC). */
export function monthYearText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export type RelativeUnit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

/** Like `new Intl.RelativeTimeFormat("en-US", { numeric: "always" })`: -3 days → "3 days ago", 1 week → "in 1 week". */
export function relativeText(amount: number, unit: RelativeUnit): string {
  const count = decimalText(Math.abs(amount), { max: 3 });
  const words = `${count} ${Math.abs(amount) === 1 ? unit : `${unit}s`}`;
  return isNegative(amount) ? `${words} ago` : `in ${words}`;
}
