import { z } from './zod';
import { messages } from '../messages';
import { RoleSchema } from './common';
import {
  EmailSchema,
  FullNameSchema,
  PhoneSchema,
  ResetPasswordFormSchema,
  newPasswordSchema,
} from './auth';
import { text } from './text';

const u = messages.users;

/** 'pending' = not verified yet, with a verification e-mail outstanding and unexpired. */
export const VerificationStateSchema = z.enum(['verified', 'not_verified', 'pending']);
export type VerificationState = z.infer<typeof VerificationStateSchema>;

/** A user as the admin screens see it (docs/domain.md); never any password material. */
export const UserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: RoleSchema,
  is_verified: z.union([z.literal(0), z.literal(1)]),
  verification: VerificationStateSchema,
  /** An admin gets the e-mail digest of new pending payments unless this is false. */
  pending_digest: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof UserSchema>;

export const UserListSchema = z.array(UserSchema);

/** The create and edit forms offer only these two (docs/product.md). */
export const FormRoleSchema = z.enum(['user', 'admin'], { error: u.roleInvalid });

export const CreateUserInputSchema = z.object(
  {
    full_name: FullNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: newPasswordSchema(),
    role: FormRoleSchema.default('user'),
  },
  { error: messages.auth.fullNameRequired },
);
export type CreateUserInput = z.input<typeof CreateUserInputSchema>;

/** The create-user dialog: the confirmation is checked here and never sent. */
export const CreateUserFormSchema = CreateUserInputSchema.extend({
  confirmPassword: z.string(),
}).refine((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: messages.auth.passwordsDontMatch,
});
export type CreateUserForm = z.input<typeof CreateUserFormSchema>;

/** PUT replaces every field of the form. 'premium' is accepted so such a user keeps it. */
export const UpdateUserInputSchema = z.object(
  {
    full_name: FullNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    role: z.enum(RoleSchema.options, { error: u.roleInvalid }),
  },
  { error: messages.auth.fullNameRequired },
);
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;

/** `currentPassword` is required when admins change their own password (checked by the server). */
export const AdminPasswordInputSchema = z.object(
  {
    newPassword: newPasswordSchema(u.newPasswordRequired),
    currentPassword: z.string({ error: u.currentPasswordRequired }).max(128).optional(),
  },
  { error: u.newPasswordRequired },
);
export type AdminPasswordInput = z.infer<typeof AdminPasswordInputSchema>;

/**
 * The admin's "set a password directly" dialog: same rules as the reset screen,
 * plus the current password, which the dialog asks for only on one's own account.
 */
export const AdminPasswordFormSchema = ResetPasswordFormSchema.safeExtend({
  currentPassword: z.string().max(128),
});
export type AdminPasswordForm = z.infer<typeof AdminPasswordFormSchema>;

/** The admin's "send a reset link" dialog (it calls POST /auth/request-password-reset). */
export const AdminResetLinkFormSchema = z.object({
  email: text({ error: u.resetDialogEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, u.resetDialogEmailRequired)
    .pipe(z.email(messages.auth.emailInvalid)),
});
export type AdminResetLinkForm = z.infer<typeof AdminResetLinkFormSchema>;

export const UserMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserSchema,
});
export type UserMutationResponse = z.infer<typeof UserMutationResponseSchema>;

export const UserCountSchema = z.object({ count: z.number().int() });
export type UserCount = z.infer<typeof UserCountSchema>;

/** PUT /auth/:id/pending-digest: an admin's opt-in or opt-out of the pending-payments digest. */
export const PendingDigestInputSchema = z.object(
  { pending_digest: z.boolean({ error: u.pendingDigestFailed }) },
  { error: u.pendingDigestFailed },
);
export type PendingDigestInput = z.infer<typeof PendingDigestInputSchema>;
