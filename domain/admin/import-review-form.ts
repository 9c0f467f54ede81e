// The review list's two actions: publish with the admin's type and niche, or discard. One schema for the page and its tests.
import { z } from "zod";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";

export const IMPORT_REVIEW_MESSAGES = {
  channelType: "Choose a channel type to publish it.",
  niche: "Choose a niche to publish it.",
  unknownType: "That channel type no longer exists: choose another.",
  unknownNiche: "That niche no longer exists: choose another.",
  gone: "That channel is no longer waiting for review: someone else decided it.",
  candidate: "That channel is not in the review list.",
  intent: "That action is not available here.",
  discardReason: "Discarded from the import review list",
} as const;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const candidateId = z.uuid({ error: IMPORT_REVIEW_MESSAGES.candidate });

export const importReviewActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("publish"),
      id: candidateId,
      channelType: z.preprocess(
        blankToUndefined,
        z.string({ error: IMPORT_REVIEW_MESSAGES.channelType }).regex(CHANNEL_TYPE_ID_PATTERN, {
          error: IMPORT_REVIEW_MESSAGES.channelType,
        }),
      ),
      nicheId: z.preprocess(blankToUndefined, z.uuid({ error: IMPORT_REVIEW_MESSAGES.niche })),
    }),
    z.object({ intent: z.literal("discard"), id: candidateId }),
  ],
  { error: IMPORT_REVIEW_MESSAGES.intent },
);

export type ImportReviewPick = { channelType: string; nicheId: string };
