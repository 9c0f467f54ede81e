// The admin channel-type form, one schema for browser hints and the server (spec §3 fields, §5 id and
// http/https image rules). Labels, limits and messages are ours.
import { z } from "zod";
import { type Usage, inUseMessage } from "#domain/admin/usage";
import { toPlainText } from "#domain/admin/plain-text";
import { safeImageUrl } from "#domain/image-url";
import { htmlToPlainText } from "#domain/text-excerpt";
import { CHANNEL_TYPE_ID_PATTERN, VALIDATION_MESSAGES } from "#domain/validation";

export const CHANNEL_TYPE_FORM_LIMITS = {
  idMax: 60,
  labelMax: 80,
  richTextMax: 50_000,
  imageUrlMax: 2_000,
} as const;

export const DEFAULT_CHANNEL_TYPE_GRADIENT = ["#4f46e5", "#7c3aed"] as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const CHANNEL_TYPE_FORM_MESSAGES = {
  idRequired: "Enter an id, for example stock_footage_voiceover",
  idCharacters: VALIDATION_MESSAGES.channelTypeId,
  idTooLong: `Keep the id to ${CHANNEL_TYPE_FORM_LIMITS.idMax} characters or fewer`,
  idTaken: "A channel type with this id already exists. Pick another id.",
  labelRequired: "Enter a label",
  labelTooLong: `Keep the label to ${CHANNEL_TYPE_FORM_LIMITS.labelMax} characters or fewer`,
  labelTaken: "Another channel type already has this label",
  descriptionRequired: "Describe the format in a sentence or two",
  richTextTooLong: `This text is too long: keep it under ${CHANNEL_TYPE_FORM_LIMITS.richTextMax.toLocaleString("en-US")} characters`,
  imageUrl: "Enter a full web address starting with http:// or https://, or leave it empty",
  imageUrlTooLong: `Keep the image address to ${CHANNEL_TYPE_FORM_LIMITS.imageUrlMax.toLocaleString("en-US")} characters or fewer`,
  colour: "Pick a colour (a hex code such as #4f46e5)",
  notFound: "This channel type no longer exists. It may have been deleted.",
  stillInUse: "Channels still use this channel type. Move them to another type before deleting it.",
  otherNotDeletable: "“Other” is the catch-all type for channels without a better fit, so it can't be deleted.",
} as const;

const richText = z
  .string()
  .max(CHANNEL_TYPE_FORM_LIMITS.richTextMax, { error: CHANNEL_TYPE_FORM_MESSAGES.richTextTooLong })
  .optional()
  .transform((value) => value?.trim() ?? "");

const colour = (fallback: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || HEX_COLOUR.test(value), { error: CHANNEL_TYPE_FORM_MESSAGES.colour })
    .optional()
    .transform((value) => (value || fallback).toLowerCase());

export const channelTypeFormSchema = z.object({
  id: z
    .string({ error: CHANNEL_TYPE_FORM_MESSAGES.idRequired })
    .trim()
    .min(1, { error: CHANNEL_TYPE_FORM_MESSAGES.idRequired, abort: true })
    .max(CHANNEL_TYPE_FORM_LIMITS.idMax, { error: CHANNEL_TYPE_FORM_MESSAGES.idTooLong })
    .regex(CHANNEL_TYPE_ID_PATTERN, { error: CHANNEL_TYPE_FORM_MESSAGES.idCharacters }),
  // Markup removed: the label also travels to meta tags and the JSON API.
  label: z
    .string({ error: CHANNEL_TYPE_FORM_MESSAGES.labelRequired })
    .transform(toPlainText)
    .pipe(
      z
        .string()
        .min(1, { error: CHANNEL_TYPE_FORM_MESSAGES.labelRequired })
        .max(CHANNEL_TYPE_FORM_LIMITS.labelMax, { error: CHANNEL_TYPE_FORM_MESSAGES.labelTooLong }),
    ),
  description: z
    .string({ error: CHANNEL_TYPE_FORM_MESSAGES.descriptionRequired })
    .max(CHANNEL_TYPE_FORM_LIMITS.richTextMax, { error: CHANNEL_TYPE_FORM_MESSAGES.richTextTooLong })
    // An editor holding only empty paragraphs says nothing.
    .refine((html) => htmlToPlainText(html) !== "", { error: CHANNEL_TYPE_FORM_MESSAGES.descriptionRequired })
    .transform((value) => value.trim()),
  production: richText,
  example: richText,
  // Spec §5: refused here rather than silently dropped.
  imageUrl: z
    .string()
    .trim()
    .max(CHANNEL_TYPE_FORM_LIMITS.imageUrlMax, { error: CHANNEL_TYPE_FORM_MESSAGES.imageUrlTooLong })
    .refine((value) => value === "" || safeImageUrl(value) !== "", { error: CHANNEL_TYPE_FORM_MESSAGES.imageUrl })
    .optional()
    .transform((value) => (value ? safeImageUrl(value) : null)),
  gradientFrom: colour(DEFAULT_CHANNEL_TYPE_GRADIENT[0]),
  gradientTo: colour(DEFAULT_CHANNEL_TYPE_GRADIENT[1]),
});

export type ChannelTypeFormInput = z.input<typeof channelTypeFormSchema>;
export type ChannelTypeFormValues = z.output<typeof channelTypeFormSchema>;

export function channelTypeInUseMessage(usage: Usage): string | null {
  return inUseMessage(usage, { self: "this channel type", other: "another type" });
}
