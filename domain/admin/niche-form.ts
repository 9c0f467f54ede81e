// The admin niche form (admin area: "/admin/niches: list, create, edit, delete"). PRODUCT.md
// "Niche": id, slug, name, description (rich text), RPM range (low/high USD), competition
// (low/medium/high), demonetization risk (low/medium/high), related channel types. One schema
// for the browser's hints and the server's check (CONVENTIONS.md rule 4); messages are ours.
import { z } from "zod";
import { type Usage, inUseMessage } from "#domain/admin/usage";
import { LEVELS } from "#domain/catalogue-levels";
import { KEBAB_SLUG_PATTERN, kebabSlug } from "#domain/admin/kebab-slug";
import { toPlainText } from "#domain/admin/plain-text";
import { htmlToPlainText } from "#domain/text-excerpt";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";

/** PRODUCT.md: competition and demonetization risk are low / medium / high. */
export const NICHE_LEVELS = LEVELS;

export const NICHE_FORM_LIMITS = {
  nameMax: 80,
  slugMax: 80,
  categoryMax: 60,
  descriptionMax: 50_000,
  /** Ours: no niche pays more than this per 1,000 views; a bigger number is a typo. */
  rpmMax: 1_000,
} as const;

export const NICHE_FORM_MESSAGES = {
  nameRequired: "Enter a name",
  nameTooLong: `Keep the name to ${NICHE_FORM_LIMITS.nameMax} characters or fewer`,
  nameTaken: "Another niche already has this name",
  slugCharacters: "Use only lowercase letters, digits and single hyphens (for example personal-finance)",
  slugTooLong: `Keep the slug to ${NICHE_FORM_LIMITS.slugMax} characters or fewer`,
  slugFromName: "We couldn't make a web address from this name. Enter a slug: lowercase letters, digits and hyphens.",
  slugTaken: "Another niche already uses this slug",
  descriptionRequired: "Describe the niche in a sentence or two",
  descriptionTooLong: `This text is too long: keep it under ${NICHE_FORM_LIMITS.descriptionMax.toLocaleString("en-US")} characters`,
  rpmLowRequired: "Enter the low end of the RPM range in US dollars",
  rpmHighRequired: "Enter the high end of the RPM range in US dollars",
  rpmNegative: "RPM can't be negative",
  rpmTooHigh: `RPM above $${NICHE_FORM_LIMITS.rpmMax.toLocaleString("en-US")} looks like a typo`,
  rpmOrder: "The high end can't be lower than the low end",
  competition: "Choose the competition level",
  risk: "Choose the editorial risk",
  categoryTooLong: `Keep the category to ${NICHE_FORM_LIMITS.categoryMax} characters or fewer`,
  channelType: "Pick channel types from the list",
  unknownChannelType: "One of the chosen channel types no longer exists. Reload the page and choose again.",
  notFound: "This niche no longer exists. It may have been deleted.",
} as const;

/** The slug made from a name when the admin leaves the slug empty ("Café Vlogs" → "cafe-vlogs"). */
export function nicheSlugFromName(name: string): string {
  return kebabSlug(toPlainText(name), NICHE_FORM_LIMITS.slugMax);
}

const rpm = (requiredMessage: string) =>
  z
    .number({ error: requiredMessage })
    .min(0, { error: NICHE_FORM_MESSAGES.rpmNegative })
    .max(NICHE_FORM_LIMITS.rpmMax, { error: NICHE_FORM_MESSAGES.rpmTooHigh })
    // Stored with two decimals (numeric(10, 2)).
    .transform((value) => Math.round(value * 100) / 100);

/** The fields alone, for the browser's constraint hints (conform can't read a schema that transforms the whole object). */
export const nicheFormFields = z.object({
  // Plain text: markup pasted into it is removed (it also travels to meta tags and the JSON API).
  name: z
    .string({ error: NICHE_FORM_MESSAGES.nameRequired })
    .transform(toPlainText)
    .pipe(
      z
        .string()
        .min(1, { error: NICHE_FORM_MESSAGES.nameRequired })
        .max(NICHE_FORM_LIMITS.nameMax, { error: NICHE_FORM_MESSAGES.nameTooLong }),
    ),
  // Optional: left empty, it is made from the name.
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(NICHE_FORM_LIMITS.slugMax, { error: NICHE_FORM_MESSAGES.slugTooLong })
    .refine((value) => value === "" || KEBAB_SLUG_PATTERN.test(value), { error: NICHE_FORM_MESSAGES.slugCharacters })
    .optional(),
  description: z
    .string({ error: NICHE_FORM_MESSAGES.descriptionRequired })
    .max(NICHE_FORM_LIMITS.descriptionMax, { error: NICHE_FORM_MESSAGES.descriptionTooLong })
    // An editor holding only empty paragraphs says nothing.
    .refine((html) => htmlToPlainText(html) !== "", { error: NICHE_FORM_MESSAGES.descriptionRequired })
    .transform((value) => value.trim()),
  rpmLow: rpm(NICHE_FORM_MESSAGES.rpmLowRequired),
  rpmHigh: rpm(NICHE_FORM_MESSAGES.rpmHighRequired),
  competition: z.enum(NICHE_LEVELS, { error: NICHE_FORM_MESSAGES.competition }),
  demonetizationRisk: z.enum(NICHE_LEVELS, { error: NICHE_FORM_MESSAGES.risk }),
  category: z
    .string()
    .transform(toPlainText)
    .pipe(z.string().max(NICHE_FORM_LIMITS.categoryMax, { error: NICHE_FORM_MESSAGES.categoryTooLong }))
    .optional()
    .transform((value) => value || null),
  channelTypeIds: z
    .array(z.string().regex(CHANNEL_TYPE_ID_PATTERN, { error: NICHE_FORM_MESSAGES.channelType }))
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
});

export const nicheFormSchema = nicheFormFields
  // Checked whenever both numbers parsed, so the message shows alongside any other field's.
  .refine((value) => value.rpmLow <= value.rpmHigh, {
    error: NICHE_FORM_MESSAGES.rpmOrder,
    path: ["rpmHigh"],
    when: (payload) => {
      const value = payload.value as { rpmLow?: unknown; rpmHigh?: unknown } | undefined;
      return typeof value?.rpmLow === "number" && typeof value.rpmHigh === "number";
    },
  })
  .refine((value) => Boolean(value.slug) || nicheSlugFromName(value.name) !== "", {
    error: NICHE_FORM_MESSAGES.slugFromName,
    path: ["slug"],
    when: (payload) => {
      const value = payload.value as { name?: unknown; slug?: unknown } | undefined;
      // Without a name, "Enter a name" says it all.
      return typeof value?.name === "string" && value.name.trim() !== "" && !value.slug;
    },
  })
  .transform((value) => ({ ...value, slug: value.slug || nicheSlugFromName(value.name) }));

export type NicheFormInput = z.input<typeof nicheFormSchema>;
export type NicheFormValues = z.output<typeof nicheFormSchema>;

/**
 * Why a niche in use can't be deleted (admin area: "a clear message when something still
 * references the row"), or null when nothing uses it.
 */
export function nicheInUseMessage(usage: Usage): string | null {
  return inUseMessage(usage, { self: "this niche", other: "another niche" });
}
