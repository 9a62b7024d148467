/** Caps on outstanding numbers and the guest challenge (docs/decisions/012-abuse-limits.md). */
export const abuse = {
  /** The per-buyer cap's 429, by what is left (domain/numbers-cap.ts picks one). */
  buyerCapNone: 'En esta rifa cada persona puede tener como máximo {max} apartados o por pagar.',
  buyerCapSome:
    'Ya tienes {has} o por pagar en esta rifa y el máximo es {max}: puedes agregar {more}.',
  buyerCapFull:
    'Ya tienes {has} o por pagar en esta rifa y el máximo es {max}. Cuando verifiquemos tu pago podrás comprar más.',
  addressCap:
    'Desde tu conexión ya hay demasiados números apartados o por pagar en esta rifa (máximo {max}). Intenta más tarde.',
  challengeMissing: 'Falta la verificación de seguridad. Recarga la página e intenta de nuevo.',
  challengeInvalid: 'La verificación de seguridad no es válida o venció. Intenta de nuevo.',
  challengeUsed: 'Esta verificación de seguridad ya se usó. Intenta de nuevo.',
  loginThrottled:
    'Demasiados intentos fallidos. Espera {minutes} minuto(s) antes de intentar de nuevo.',
} as const;
