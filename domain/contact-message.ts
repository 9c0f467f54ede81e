// The contact form, one schema for browser hints and server. Fields and messages are ours.
import { z } from "zod";
import { VALIDATION_MESSAGES } from "#domain/validation";

const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The form is public and unauthenticated: caps what one IP can pour into the admins' inbox. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export const CONTACT_MESSAGES = {
  nameTooShort: `Please enter your name (at least ${CONTACT_LIMITS.nameMin} characters)`,
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  rateLimited: "You have sent several messages in the last hour. Please try again later.",
  sent: "Thanks — your message has been sent. We usually reply within two working days.",
} as const;

/** Hidden from people, filled by bots; a filled one is answered as sent and dropped. */
export const CONTACT_HONEYPOT_FIELD = "website";

export const contactMessageSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameTooShort })
    .trim()
    .min(CONTACT_LIMITS.nameMin, { error: CONTACT_MESSAGES.nameTooShort })
    .max(CONTACT_LIMITS.nameMax, { error: CONTACT_MESSAGES.nameTooLong }),
  email: z
    .string({ error: VALIDATION_MESSAGES.invalidEmail })
    .trim()
    .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail })),
  subject: z.string().trim().max(CONTACT_LIMITS.subjectMax, { error: CONTACT_MESSAGES.subjectTooLong }).optional(),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.messageTooShort })
    .max(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.messageTooLong }),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
