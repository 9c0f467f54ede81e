// Form schemas shared by client (hints) and server (truth). Messages are spec §5 verbatim unless marked ours.
import { z } from "zod";
import { FIELD_MIN_LENGTH, FULL_NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from "#domain/constants";

export const VALIDATION_MESSAGES = {
  invalidEmail: "Invalid email address",
  passwordTooShort: `Password must be at least ${FIELD_MIN_LENGTH.password} characters`,
  fullNameTooShort: `Full name must be at least ${FIELD_MIN_LENGTH.fullName} characters`,
  /** Ours: the spec sets no maximum. */
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  usernameTooShort: `Username must be at least ${FIELD_MIN_LENGTH.username} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  /** Ours: usernames appear in URLs and mentions. */
  usernameCharacters: "Username can only contain letters, numbers, dots, underscores and hyphens",
  /** Spec §5: "Channel type id: only lowercase letters, digits, underscore." */
  channelTypeId: "Use only lowercase letters, digits and underscores",
} as const;

export const CHANNEL_TYPE_ID_PATTERN = /^[a-z0-9_]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

// Spaces are typing noise in e-mails and names; passwords are kept exactly as typed.
const email = z
  .string({ error: VALIDATION_MESSAGES.invalidEmail })
  .trim()
  .pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail }));
const password = z
  .string({ error: VALIDATION_MESSAGES.passwordTooShort })
  .min(FIELD_MIN_LENGTH.password, { error: VALIDATION_MESSAGES.passwordTooShort });
export const fullNameField = z
  .string({ error: VALIDATION_MESSAGES.fullNameTooShort })
  .trim()
  .min(FIELD_MIN_LENGTH.fullName, { error: VALIDATION_MESSAGES.fullNameTooShort })
  .max(FULL_NAME_MAX_LENGTH, { error: VALIDATION_MESSAGES.fullNameTooLong });
export const usernameField = z
  .string({ error: VALIDATION_MESSAGES.usernameTooShort })
  .trim()
  .min(FIELD_MIN_LENGTH.username, { error: VALIDATION_MESSAGES.usernameTooShort })
  .max(USERNAME_MAX_LENGTH, { error: VALIDATION_MESSAGES.usernameTooLong })
  .regex(USERNAME_PATTERN, { error: VALIDATION_MESSAGES.usernameCharacters });

export const loginSchema = z.object({
  email,
  password,
});

/** Spec §5 Register: "passwords must match ('Passwords don't match', on confirmPassword)". */
export const registerSchema = z
  .object({
    email,
    fullName: fullNameField,
    password,
    confirmPassword: password,
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ["confirmPassword"],
    // Report a mismatch even while another field is still invalid.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === "string" && typeof value.confirmPassword === "string";
    },
  });

export const profileSchema = z.object({
  fullName: fullNameField,
  username: usernameField,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password" }).min(1, { error: "Enter your current password" }),
    newPassword: password,
    confirmPassword: password,
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    error: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ["confirmPassword"],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.newPassword === "string" && typeof value.confirmPassword === "string";
    },
  });

export const channelTypeIdSchema = z
  .string({ error: VALIDATION_MESSAGES.channelTypeId })
  .regex(CHANNEL_TYPE_ID_PATTERN, { error: VALIDATION_MESSAGES.channelTypeId });
