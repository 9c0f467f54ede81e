// What a creator has, as /start reads it from its URL: hours a week, a budget a month, whether they
// will narrate, long-form or Shorts, and languages. One schema for the page (lenient: a bad field is
// named and left at its default) and for an API that would refuse it with a 400.
import { z } from "zod";
import { optionalParam, firstIssueMessage, oneOfParam, wholeNumberValue } from "#domain/request-values";

export const START_HOURS = { min: 1, max: 80 } as const;
export const START_BUDGET = { max: 10_000 } as const;

export const VOICE_CHOICES = ["narrate", "none"] as const;
export type VoiceChoice = (typeof VOICE_CHOICES)[number];
export const VOICE_LABELS: Record<VoiceChoice, string> = { narrate: "I'll narrate", none: "No voice (AI or text)" };

export const FORMAT_CHOICES = ["long", "shorts", "either"] as const;
export type FormatChoice = (typeof FORMAT_CHOICES)[number];
export const FORMAT_CHOICE_LABELS: Record<FormatChoice, string> = {
  long: "Long-form",
  shorts: "Shorts",
  either: "Either",
};

/**
 * The catalogue records a channel's country, not its language: a language stands for the countries
 * that mostly speak it, and those set the audience the revenue range is read for (their RPM multipliers).
 */
export const START_LANGUAGES = {
  en: { label: "English", countries: ["US", "GB", "CA", "AU", "IE", "NZ"] },
  es: { label: "Spanish", countries: ["ES", "MX", "AR", "CL", "CO"] },
  pt: { label: "Portuguese", countries: ["BR", "PT"] },
  de: { label: "German", countries: ["DE", "AT", "CH"] },
  fr: { label: "French", countries: ["FR", "BE"] },
  it: { label: "Italian", countries: ["IT"] },
  hi: { label: "Hindi", countries: ["IN"] },
  id: { label: "Indonesian", countries: ["ID"] },
  ja: { label: "Japanese", countries: ["JP"] },
  ko: { label: "Korean", countries: ["KR"] },
  ar: { label: "Arabic", countries: ["SA", "AE", "EG"] },
  tr: { label: "Turkish", countries: ["TR"] },
} as const satisfies Record<string, { label: string; countries: readonly string[] }>;
export type LanguageCode = keyof typeof START_LANGUAGES;
export const LANGUAGE_CODES = Object.keys(START_LANGUAGES) as LanguageCode[];

export const startParamsSchema = z.object({
  hours: optionalParam(wholeNumberValue("hours", START_HOURS)).describe(
    `Hours a week you can spend, ${START_HOURS.min}–${START_HOURS.max}`,
  ),
  budget: optionalParam(wholeNumberValue("budget", START_BUDGET)).describe(`Budget a month in US dollars, 0–${START_BUDGET.max}`),
  voice: oneOfParam("voice", VOICE_CHOICES).describe(`${VOICE_CHOICES.join(" or ")}: whether you will narrate`),
  format: oneOfParam("format", FORMAT_CHOICES).describe(`${FORMAT_CHOICES.join(", ")}`),
  lang: z
    .array(oneOfParam("lang", LANGUAGE_CODES))
    .max(LANGUAGE_CODES.length)
    .optional()
    .describe(`Languages you can make videos in (repeat the parameter): ${LANGUAGE_CODES.join(", ")}`),
});

export interface StartConstraints {
  hours: number;
  budget: number;
  narrates: boolean;
  format: FormatChoice;
  languages: LanguageCode[];
}

export const DEFAULT_START_CONSTRAINTS: StartConstraints = {
  hours: 5,
  budget: 0,
  narrates: false,
  format: "either",
  languages: ["en"],
};

const SCALARS = ["hours", "budget", "voice", "format"] as const;

/**
 * The page's reading of /start's URL: each field that validates, its default otherwise, and a
 * message per bad field (the API's words). `submitted` is false when the URL names no field, so
 * the page shows the form alone.
 */
export function parseStartParams(searchParams: URLSearchParams): {
  constraints: StartConstraints;
  submitted: boolean;
  messages: string[];
  invalid: string[];
  /** The first message of each bad field, for the message under it. */
  fieldErrors: Record<string, string>;
} {
  const messages: string[] = [];
  const invalid: string[] = [];
  const read: { hours?: number; budget?: number; voice?: VoiceChoice; format?: FormatChoice } = {};
  for (const key of SCALARS) {
    const raw = searchParams.get(key);
    if (raw === null) continue;
    const result = z.safeParse(startParamsSchema.shape[key], raw);
    if (result.success) {
      if (result.data !== undefined) Object.assign(read, { [key]: result.data });
    } else {
      invalid.push(key);
      messages.push(firstIssueMessage(result.error, key));
    }
  }
  const languages: LanguageCode[] = [];
  for (const raw of searchParams.getAll("lang")) {
    const result = z.safeParse(startParamsSchema.shape.lang.unwrap().element, raw);
    if (!result.success) {
      if (!invalid.includes("lang")) invalid.push("lang");
      messages.push(firstIssueMessage(result.error, "lang"));
    } else if (result.data !== undefined && !languages.includes(result.data)) {
      languages.push(result.data);
    }
  }
  const submitted = [...SCALARS, "lang"].some((key) => searchParams.has(key));
  return {
    constraints: {
      hours: read.hours ?? DEFAULT_START_CONSTRAINTS.hours,
      budget: read.budget ?? DEFAULT_START_CONSTRAINTS.budget,
      narrates: (read.voice ?? "none") === "narrate",
      format: read.format ?? DEFAULT_START_CONSTRAINTS.format,
      languages: languages.length > 0 ? languages : DEFAULT_START_CONSTRAINTS.languages,
    },
    submitted,
    messages,
    invalid,
    fieldErrors: Object.fromEntries(invalid.map((key) => [key, messages.find((m) => m.startsWith(key)) ?? ""])),
  };
}

/** The URL of a set of constraints (the form's own query string, so a link and a submit agree). */
export function startUrl(constraints: StartConstraints): string {
  const params = new URLSearchParams({
    hours: String(constraints.hours),
    budget: String(constraints.budget),
    voice: constraints.narrates ? "narrate" : "none",
    format: constraints.format,
  });
  for (const language of constraints.languages) params.append("lang", language);
  return `/start?${params}`;
}
