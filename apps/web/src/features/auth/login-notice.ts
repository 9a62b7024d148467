/**
 * A message another page hands to /login through the router's location state:
 * 'Registro exitoso. Por favor verifica tu email.', the verification result, the
 * reset result (docs/product.md).
 */
export type LoginNotice = { tone: 'success' | 'error'; text: string };

/** `email` prefills the login form (after a verification link). */
export type LoginLocationState = { notice: LoginNotice; email?: string };

export function loginState(
  tone: LoginNotice['tone'],
  text: string,
  email?: string,
): LoginLocationState {
  return email ? { notice: { tone, text }, email } : { notice: { tone, text } };
}

export function readLoginEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' ? email : '';
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { tone, text } = notice as Record<string, unknown>;
  if ((tone !== 'success' && tone !== 'error') || typeof text !== 'string') return null;
  return { tone, text };
}
