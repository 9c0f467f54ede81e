// The password-reset forms reuse the spec §5 rules of the login and register forms.
import { z } from "zod";
import { loginSchema, VALIDATION_MESSAGES } from "#domain/validation";

export const forgotPasswordSchema = z.object({ email: loginSchema.shape.email });

/** Spec §5: password at least 6; "passwords must match ('Passwords don't match', on confirmPassword)". */
export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: loginSchema.shape.password,
    confirmPassword: loginSchema.shape.password,
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ["confirmPassword"],
  });
