// The admin Did You Know fact form (spec §3 did_you_know_facts). Limits are ours and short: the card shows a few lines.
import { z } from "zod";
import { toPlainText } from "#domain/admin/plain-text";
import { htmlToPlainText } from "#domain/text-excerpt";

export const FACT_LIMITS = {
  titleMax: 150,
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
  // The server sanitizes it before storing.
  content: z
    .string({ error: FACT_FORM_MESSAGES.contentRequired })
    .trim()
    .max(FACT_LIMITS.contentMax, { error: FACT_FORM_MESSAGES.contentTooLong })
    // An editor holding only empty paragraphs says nothing.
    .refine((html) => htmlToPlainText(html) !== "", { error: FACT_FORM_MESSAGES.contentRequired }),
  // A checkbox: "on" when ticked, absent when not.
  isActive: z.boolean().default(false),
});

export type FactInput = z.output<typeof factFormSchema>;
