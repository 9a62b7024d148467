/**
 * A message another page hands to /login through the router's location state:
 * 'Registro exitoso. Por favor verifica tu email.', the verification result, the
 * reset result (SPEC §2).
 */
export type LoginNotice = { tone: 'success' | 'error'; text: string };

export type LoginLocationState = { notice: LoginNotice };

export function loginState(tone: LoginNotice['tone'], text: string): LoginLocationState {
  return { notice: { tone, text } };
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { tone, text } = notice as Record<string, unknown>;
  if ((tone !== 'success' && tone !== 'error') || typeof text !== 'string') return null;
  return { tone, text };
}
