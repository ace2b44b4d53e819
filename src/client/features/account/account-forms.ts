import { z } from 'zod';

import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginRequestSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
} from '#shared/schemas/customers';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';

const PASSWORDS_DIFFER = "Passwords don't match";
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

const passwordsMatch = {
  path: ['confirmPassword'],
  message: PASSWORDS_DIFFER,
  // Checked together with the other fields, so one submit shows every problem at once.
  when: () => true,
};

/** Login (spec section 5): the server's own rules and messages. */
export const LoginFormSchema = LoginRequestSchema;

/** Register: the server's rules plus the maths answer, which is checked here and never sent. */
export const RegisterFormSchema = z
  .object({
    ...RegisterRequestSchema.shape,
    answer: z.string().trim().min(1, msg.challengeRequired),
  })
  .refine((values) => values.password === values.confirmPassword, passwordsMatch);
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;

export const ForgotPasswordFormSchema = ForgotPasswordSchema;

/** Reset: both passwords at least 8 characters, and the same (spec section 5). */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
export const ResetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: newPassword })
  .refine((values) => values.password === values.confirmPassword, passwordsMatch);

/** Change in the account: the current password, then a new one as on the reset screen. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: ChangePasswordSchema.shape.currentPassword,
    password: newPassword,
    confirmPassword: newPassword,
  })
  .refine((values) => values.password === values.confirmPassword, passwordsMatch);
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;
export type ChangePasswordFormValues = z.output<typeof ChangePasswordFormSchema>;

/** Profile: names required after trimming; the rest trimmed, blank meaning "clear it". */
export const ProfileFormSchema = ProfileUpdateSchema;
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;
