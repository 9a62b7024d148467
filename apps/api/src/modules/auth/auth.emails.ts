import { renderEmail, type NewEmail, type ShopIdentity } from '../mail';

/** An account e-mail: who it is for, and the single-use link it carries. */
export type AccountEmailInput = { shop: ShopIdentity; to: string; name: string; link: string };

/** Sent after registration; the link opens the SPA page that calls the API. */
export function verificationEmail(input: AccountEmailInput): Promise<NewEmail> {
  const intro = `Gracias por registrarte en ${input.shop.name}. Para verificar tu email, abre el siguiente enlace.`;
  return renderEmail({
    kind: 'verify_email',
    to: input.to,
    subject: `Verifica tu email en ${input.shop.name}`,
    shop: input.shop,
    preview: intro,
    greeting: `Hola ${input.name}:`,
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
    greeting: `Hola ${input.name}:`,
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
