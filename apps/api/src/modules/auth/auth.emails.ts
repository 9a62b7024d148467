import { renderEmail, type NewEmail, type ShopIdentity } from '../mail';

/**
 * An account e-mail: who it is for, and the single-use link it carries. `name` is
 * null unless the account's address is verified: whoever registered typed both,
 * so until then the name is a stranger's text (ADR 084).
 */
export type AccountEmailInput = {
  shop: ShopIdentity;
  to: string;
  name: string | null;
  link: string;
};

const greet = (name: string | null) => (name ? `Hola ${name}:` : 'Hola:');

/**
 * Sent after registration; the link opens the SPA page that calls the API. It
 * greets nobody by name: the address is not confirmed yet (ADR 084).
 */
export function verificationEmail(input: Omit<AccountEmailInput, 'name'>): Promise<NewEmail> {
  const intro = `Gracias por registrarte en ${input.shop.name}. Para verificar tu email, abre el siguiente enlace.`;
  return renderEmail({
    kind: 'verify_email',
    to: input.to,
    subject: `Verifica tu email en ${input.shop.name}`,
    shop: input.shop,
    preview: intro,
    greeting: 'Hola:',
    intro: [intro],
    action: { label: 'Verificar mi email', url: input.link, line: 'Verificar mi email: {url}' },
    closing: ['El enlace vence en 48 horas. Si no creaste esta cuenta, ignora este mensaje.'],
  });
}

export function passwordResetEmail(input: AccountEmailInput): Promise<NewEmail> {
  const intro = `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${input.shop.name}.`;
  return renderEmail({
    kind: 'reset_password',
    to: input.to,
    subject: `Restablece tu contraseña de ${input.shop.name}`,
    shop: input.shop,
    preview: intro,
    greeting: greet(input.name),
    intro: [intro],
    action: {
      label: 'Restablecer mi contraseña',
      url: input.link,
      line: 'Restablecer mi contraseña: {url}',
    },
    closing: [
      'El enlace vence en 1 hora y solo se puede usar una vez. Si no solicitaste este cambio, ignora este mensaje: tu contraseña no cambiará.',
    ],
  });
}

/**
 * Sent instead of an error when someone registers an address that already has
 * an account: the answer to the registration is the same either way, so it
 * tells nobody who has an account; the owner learns it here. It carries
 * nothing the person who registered typed.
 */
export function accountExistsEmail(input: Omit<AccountEmailInput, 'link'>): Promise<NewEmail> {
  const intro = `Alguien intentó crear una cuenta en ${input.shop.name} con tu email, que ya tiene una.`;
  return renderEmail({
    kind: 'account_exists',
    to: input.to,
    subject: `Ya tienes una cuenta en ${input.shop.name}`,
    shop: input.shop,
    preview: intro,
    greeting: greet(input.name),
    intro: [intro, 'Si fuiste tú, inicia sesión con tu contraseña o restablécela si la olvidaste.'],
    action: {
      label: 'Restablecer mi contraseña',
      url: `${input.shop.publicUrl}/forgot-password`,
      line: 'Restablecer mi contraseña: {url}',
    },
    closing: ['Si no fuiste tú, ignora este mensaje: tu cuenta no cambió.'],
  });
}
