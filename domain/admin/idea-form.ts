// The admin faceless-idea form, one schema for browser hints and the server. Limits and messages are ours.
import { z } from "zod";
import { KEBAB_SLUG_PATTERN, kebabSlug } from "#domain/admin/kebab-slug";
import { toPlainText } from "#domain/admin/plain-text";
import { normalizeTags, tagListSchema } from "#domain/admin/tag-list";
import { DIFFICULTIES, LEVELS } from "#domain/catalogue-levels";
import { htmlToPlainText } from "#domain/text-excerpt";

export const IDEA_DIFFICULTIES = DIFFICULTIES;
export const IDEA_STARTUP_COSTS = LEVELS;

export const IDEA_LIMITS = {
  titleMax: 120,
  slugMax: 80,
  summaryMax: 300,
  bodyMax: 30_000,
  /** No faceless niche comes near it: above is a typo. */
  rpmMax: 1000,
  hoursMax: 1000,
  tools: 20,
  toolMax: 40,
  exampleChannels: 12,
} as const;

export const IDEA_FORM_MESSAGES = {
  titleRequired: "Enter a title",
  titleTooLong: `Keep the title to ${IDEA_LIMITS.titleMax} characters or fewer`,
  slugFormat: "Use only lowercase letters, digits and single hyphens, like ai-history-shorts",
  slugTooLong: `Keep the slug to ${IDEA_LIMITS.slugMax} characters or fewer`,
  slugUnbuildable: "Enter a slug: the title has no letters or digits to build one from",
  slugTaken: "Another idea already uses this slug. Choose a different one.",
  summaryRequired: "Write a one-line summary",
  summaryTooLong: `Keep the summary to ${IDEA_LIMITS.summaryMax} characters or fewer`,
  bodyTooLong: `The write-up is too long (at most ${IDEA_LIMITS.bodyMax.toLocaleString("en-US")} characters of HTML)`,
  difficulty: "Choose a difficulty",
  startupCost: "Choose a startup cost",
  nicheUnknown: "Choose a niche from the list",
  channelTypeUnknown: "Choose a channel type from the list",
  rpmNumber: "Enter the RPM as a number, like 4.5",
  rpmNegative: "RPM can't be negative",
  rpmTooHigh: `RPM must be at most ${IDEA_LIMITS.rpmMax}`,
  rpmIncomplete: "Enter both the low and the high RPM, or leave both empty",
  rpmOrder: "Low RPM can't be higher than high RPM",
  hoursNumber: "Enter the hours as a number, like 6",
  hoursNegative: "Hours per video can't be negative",
  hoursTooHigh: `Hours per video must be at most ${IDEA_LIMITS.hoursMax}`,
  tooManyChannels: `Pick at most ${IDEA_LIMITS.exampleChannels} example channels`,
  channelMissing: "One of the example channels no longer exists. Remove it and save again.",
} as const;

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function hasNumber(value: unknown, key: string): boolean {
  const n = field(value, key);
  return typeof n === "number" && Number.isFinite(n);
}

const plainText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform(toPlainText)
    .pipe(z.string({ error: required }).min(1, { error: required }).max(max, { error: tooLong }));

const amount = (messages: { number: string; negative: string; tooHigh: string }, max: number) =>
  z.number({ error: messages.number }).min(0, { error: messages.negative }).max(max, { error: messages.tooHigh }).optional();

const rpm = amount(
  { number: IDEA_FORM_MESSAGES.rpmNumber, negative: IDEA_FORM_MESSAGES.rpmNegative, tooHigh: IDEA_FORM_MESSAGES.rpmTooHigh },
  IDEA_LIMITS.rpmMax,
);

/** Conform can't read an object-level transform, so the browser's hints come from the fields alone. */
export const ideaFormFieldsSchema = z.object({
  title: plainText(IDEA_FORM_MESSAGES.titleRequired, IDEA_LIMITS.titleMax, IDEA_FORM_MESSAGES.titleTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(IDEA_LIMITS.slugMax, { error: IDEA_FORM_MESSAGES.slugTooLong })
    .regex(KEBAB_SLUG_PATTERN, { error: IDEA_FORM_MESSAGES.slugFormat })
    .optional(),
  summary: plainText(IDEA_FORM_MESSAGES.summaryRequired, IDEA_LIMITS.summaryMax, IDEA_FORM_MESSAGES.summaryTooLong),
  body: z
    .string()
    .max(IDEA_LIMITS.bodyMax, { error: IDEA_FORM_MESSAGES.bodyTooLong })
    .transform((html) => (htmlToPlainText(html) === "" ? "" : html.trim()))
    .optional(),
  nicheId: z.uuid({ error: IDEA_FORM_MESSAGES.nicheUnknown }).optional(),
  channelTypeId: z.string().trim().min(1).optional(),
  difficulty: z.enum(IDEA_DIFFICULTIES, { error: IDEA_FORM_MESSAGES.difficulty }),
  startupCost: z.enum(IDEA_STARTUP_COSTS, { error: IDEA_FORM_MESSAGES.startupCost }),
  rpmLow: rpm,
  rpmHigh: rpm,
  hoursPerVideo: amount(
    {
      number: IDEA_FORM_MESSAGES.hoursNumber,
      negative: IDEA_FORM_MESSAGES.hoursNegative,
      tooHigh: IDEA_FORM_MESSAGES.hoursTooHigh,
    },
    IDEA_LIMITS.hoursMax,
  ),
  // Markup dropped as in the title: tools show as plain labels.
  tools: tagListSchema({ noun: "tool", maxTags: IDEA_LIMITS.tools, maxLength: IDEA_LIMITS.toolMax }).transform((tools) =>
    normalizeTags(tools.map(toPlainText)),
  ),
  exampleChannels: z
    .array(z.string().trim().min(1))
    .transform((slugs) => [...new Set(slugs)])
    .pipe(z.array(z.string()).max(IDEA_LIMITS.exampleChannels, { error: IDEA_FORM_MESSAGES.tooManyChannels }))
    .default([]),
});

export const ideaFormSchema = ideaFormFieldsSchema
  // `when`: zod skips plain refinements while any field is invalid; these run so their messages show with the rest.
  .refine((idea) => idea.rpmLow !== undefined || idea.rpmHigh === undefined, {
    path: ["rpmLow"],
    error: IDEA_FORM_MESSAGES.rpmIncomplete,
    when: (payload) => hasNumber(payload.value, "rpmHigh"),
  })
  .refine((idea) => idea.rpmHigh !== undefined || idea.rpmLow === undefined, {
    path: ["rpmHigh"],
    error: IDEA_FORM_MESSAGES.rpmIncomplete,
    when: (payload) => hasNumber(payload.value, "rpmLow"),
  })
  .refine((idea) => idea.rpmLow === undefined || idea.rpmHigh === undefined || idea.rpmLow <= idea.rpmHigh, {
    path: ["rpmLow"],
    error: IDEA_FORM_MESSAGES.rpmOrder,
    when: (payload) => hasNumber(payload.value, "rpmLow") && hasNumber(payload.value, "rpmHigh"),
  })
  .refine((idea) => Boolean(idea.slug) || kebabSlug(idea.title, IDEA_LIMITS.slugMax) !== "", {
    path: ["slug"],
    error: IDEA_FORM_MESSAGES.slugUnbuildable,
    when: (payload) => typeof field(payload.value, "title") === "string" && !field(payload.value, "slug"),
  })
  .transform(({ slug, body, rpmLow, rpmHigh, hoursPerVideo, nicheId, channelTypeId, ...idea }) => ({
    ...idea,
    slug: slug || kebabSlug(idea.title, IDEA_LIMITS.slugMax),
    body: body ?? "",
    nicheId: nicheId ?? null,
    channelTypeId: channelTypeId ?? null,
    rpmLow: rpmLow ?? null,
    rpmHigh: rpmHigh ?? null,
    hoursPerVideo: hoursPerVideo ?? null,
  }));

export type IdeaInput = z.output<typeof ideaFormSchema>;
