import type { NewEmail } from '../mail/outbox.service';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function linkEmail(opts: {
  kind: string;
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}): NewEmail {
  const text = [
    opts.greeting,
    '',
    opts.intro,
    '',
    `${opts.action}: ${opts.link}`,
    '',
    opts.outro,
    '',
    'El equipo de Rifas',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(opts.greeting)}</p>`,
    `<p>${escapeHtml(opts.intro)}</p>`,
    `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.action)}</a></p>`,
    `<p>Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(opts.link)}</p>`,
    `<p>${escapeHtml(opts.outro)}</p>`,
    '<p>El equipo de Rifas</p>',
  ].join('\n');
  return { kind: opts.kind, to: opts.to, subject: opts.subject, text, html };
}

/** Sent after registration; the link opens the SPA page that calls the API. */
export function verificationEmail(to: string, name: string, link: string): NewEmail {
  return linkEmail({
    kind: 'verify_email',
    to,
    subject: 'Verifica tu email en Rifas',
    greeting: `Hola ${name}:`,
    intro: 'Gracias por registrarte en Rifas. Para verificar tu email, abre el siguiente enlace.',
    action: 'Verificar mi email',
    link,
    outro: 'El enlace vence en 48 horas. Si no creaste esta cuenta, ignora este mensaje.',
  });
}

export function passwordResetEmail(to: string, name: string, link: string): NewEmail {
  return linkEmail({
    kind: 'reset_password',
    to,
    subject: 'Restablece tu contraseña de Rifas',
    greeting: `Hola ${name}:`,
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Rifas.',
    action: 'Restablecer mi contraseña',
    link,
    outro:
      'El enlace vence en 1 hora y solo se puede usar una vez. Si no solicitaste este cambio, ignora este mensaje: tu contraseña no cambiará.',
  });
}
