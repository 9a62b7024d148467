import { z } from './zod';
import { isCommonPassword } from '../domain/common-passwords';
import { messages } from '../messages';
import { RoleSchema } from './common';
import { isPersonName, text } from './text';

const t = messages.auth;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Trimmed and lower-cased: e-mails are stored lower-cased (one account per address). */
export const EmailSchema = text({ error: t.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, t.emailRequired)
  .pipe(z.email(t.emailInvalid).max(254, t.emailInvalid));

/** A password being chosen: length rule of the spec plus the common-password list. */
export function newPasswordSchema(requiredMessage: string = t.passwordRequired) {
  return text({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, t.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, t.passwordTooLong)
    .refine((value) => !isCommonPassword(value), t.passwordTooCommon);
}

export const PasswordSchema = newPasswordSchema();

export const FullNameSchema = text({ error: t.fullNameRequired })
  .trim()
  .min(1, t.fullNameRequired)
  .max(120, t.fullNameTooLong)
  .refine(isPersonName, messages.common.nameInvalid);

/** Optional everywhere; an empty string means no phone. */
export const PhoneSchema = text({ error: messages.common.validation })
  .trim()
  .max(30, t.phoneTooLong)
  .nullish();

/** Link tokens arrive as text only: an object or a list is refused before any lookup. */
const linkTokenSchema = (message: string) =>
  text({ error: message }).trim().min(1, message).max(200, message);

// ---- Requests -------------------------------------------------------------

export const LoginInputSchema = z.object(
  {
    email: EmailSchema,
    // No strength rules at login: an old password must still let its owner in.
    password: text({ error: t.passwordRequired })
      .min(1, t.passwordRequired)
      .max(1024, t.invalidCredentials),
  },
  { error: t.emailRequired },
);
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z.object(
  {
    full_name: FullNameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    phone: PhoneSchema,
  },
  { error: t.fullNameRequired },
);
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The register screen: the confirmation is checked here and never sent. */
export const RegisterFormSchema = RegisterInputSchema.extend({
  confirmPassword: z.string(),
}).refine((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: t.passwordsDontMatch,
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const VerifyEmailQuerySchema = z.object({ token: linkTokenSchema(t.tokenExpiredOrUsed) });

export const RequestPasswordResetInputSchema = z.object(
  { email: EmailSchema },
  { error: t.emailRequired },
);
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInputSchema>;

export const ResetPasswordInputSchema = z.object(
  {
    token: linkTokenSchema(t.resetTokenInvalid),
    newPassword: newPasswordSchema(messages.users.newPasswordRequired),
  },
  { error: t.resetTokenInvalid },
);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The reset screen (the token comes from the query string, not the form). */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema(messages.users.newPasswordRequired),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: t.passwordsDontMatch,
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

// ---- Responses ------------------------------------------------------------

/** The signed-in user as the SPA keeps it (docs/domain.md "User session"). */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** Verified accounts skip the guest challenge; the rest solve it like guests (ADR 012). */
  verified: z.boolean().default(false),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: SessionUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** `{ success, message }`: register, verify, reset requests, logout, user actions. */
export const SuccessMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;

/**
 * GET /auth/verify-email: the message plus the verified address, so the login
 * page can be prefilled (only the mailbox owner holds the link).
 */
export const VerifyEmailResultSchema = SuccessMessageSchema.extend({ email: z.string() });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;
