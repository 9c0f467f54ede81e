// The admin Did You Know fact form (spec §3 did_you_know_facts: title, content (HTML),
// is_active). One schema for the browser's hints and the server's check (CONVENTIONS.md rule 4).
// Limits and messages are ours; the card shows a fact in a few lines, so both stay short.
import { z } from "zod";
import { toPlainText } from "#domain/admin/plain-text";
import { htmlToPlainText } from "#domain/text-excerpt";

export const FACT_LIMITS = {
  titleMax: 150,
  /** Stored HTML after sanitizing. */
  contentMax: 5000,
} as const;

export const FACT_FORM_MESSAGES = {
  titleRequired: "Enter a title",
  titleTooLong: `Keep the title to ${FACT_LIMITS.titleMax} characters or fewer`,
  contentRequired: "Write the fact",
  contentTooLong: `The fact is too long (at most ${FACT_LIMITS.contentMax.toLocaleString("en-US")} characters of HTML)`,
} as const;

export const factFormSchema = z.object({
  title: z
    .string({ error: FACT_FORM_MESSAGES.titleRequired })
    .transform(toPlainText)
    .pipe(
      z
        .string({ error: FACT_FORM_MESSAGES.titleRequired })
        .min(1, { error: FACT_FORM_MESSAGES.titleRequired })
        .max(FACT_LIMITS.titleMax, { error: FACT_FORM_MESSAGES.titleTooLong }),
    ),
  // HTML from the rich-text editor; the server sanitizes it before storing.
  content: z
    .string({ error: FACT_FORM_MESSAGES.contentRequired })
    .trim()
    .max(FACT_LIMITS.contentMax, { error: FACT_FORM_MESSAGES.contentTooLong })
    // An editor holding only empty paragraphs says nothing.
    .refine((html) => htmlToPlainText(html) !== "", { error: FACT_FORM_MESSAGES.contentRequired }),
  // A checkbox: sent as "on" when ticked, absent when not.
  isActive: z.boolean().default(false),
});

export type FactInput = z.output<typeof factFormSchema>;
