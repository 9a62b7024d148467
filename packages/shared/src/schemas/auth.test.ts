import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../domain/common-passwords';
import {
  EmailSchema,
  LoginInputSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
  ResetPasswordInputSchema,
} from './auth';
import { AdminResetLinkFormSchema, CreateUserFormSchema, UpdateUserInputSchema } from './users';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('account schemas', () => {
  it('normalises e-mails and words their errors as the spec does', () => {
    expect(EmailSchema.parse('  Ana@Correo.TEST ')).toBe('ana@correo.test');
    expect(firstError(EmailSchema.safeParse(''))).toBe('Email es requerido');
    expect(firstError(EmailSchema.safeParse(undefined))).toBe('Email es requerido');
    expect(firstError(EmailSchema.safeParse('ana@'))).toBe('Email no válido');
  });

  it('asks for e-mail and password at login without strength rules', () => {
    expect(LoginInputSchema.safeParse({ email: 'a@b.test', password: '1' }).success).toBe(true);
    expect(firstError(LoginInputSchema.safeParse({ email: 'a@b.test', password: '' }))).toBe(
      'La contraseña es requerida',
    );
  });

  it('refuses short and common passwords, and mismatched confirmations', () => {
    const base = { full_name: 'Ana', email: 'a@b.test', phone: '' };
    const check = (password: string, confirmPassword = password) =>
      firstError(RegisterFormSchema.safeParse({ ...base, password, confirmPassword }));
    expect(check('abc12')).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(check('QWERTY')).toBe('La contraseña es demasiado común');
    expect(check('contraseña')).toBe('La contraseña es demasiado común');
    expect(check('girasol-azul', 'girasol-rojo')).toBe('Las contraseñas no coinciden');
    expect(check('girasol-azul')).toBeUndefined();
  });

  it('keeps the common-password list to the usual suspects', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword(' Password1 ')).toBe(true);
    expect(isCommonPassword('girasol-azul-9')).toBe(false);
  });

  it('takes link tokens as strings only', () => {
    const ok = { token: 'abc', newPassword: 'girasol-azul' };
    expect(ResetPasswordInputSchema.safeParse(ok).success).toBe(true);
    for (const token of [{}, ['abc'], 1, '']) {
      expect(firstError(ResetPasswordInputSchema.safeParse({ ...ok, token }))).toBe(
        'Token de restablecimiento no válido',
      );
    }
  });

  it('words the reset and admin dialogs as the spec does', () => {
    expect(
      firstError(ResetPasswordFormSchema.safeParse({ newPassword: '', confirmPassword: '' })),
    ).toBe('La nueva contraseña es obligatoria');
    expect(
      firstError(
        ResetPasswordFormSchema.safeParse({ newPassword: 'girasol-azul', confirmPassword: 'x' }),
      ),
    ).toBe('Las contraseñas no coinciden');
    expect(firstError(AdminResetLinkFormSchema.safeParse({ email: '' }))).toBe(
      'Por favor ingresa el email del usuario',
    );
  });

  it('offers user and admin on creation; premium survives an edit', () => {
    const user = { full_name: 'Ana', email: 'a@b.test', password: 'girasol-azul' };
    const create = (role: string) =>
      CreateUserFormSchema.safeParse({ ...user, confirmPassword: user.password, role });
    expect(create('admin').success).toBe(true);
    expect(firstError(create('premium'))).toBe('Rol no válido');
    expect(UpdateUserInputSchema.safeParse({ ...user, role: 'premium' }).success).toBe(true);
  });
});
