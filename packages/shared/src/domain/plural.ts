import { formatCount } from './format';

/**
 * A count with its noun phrase in singular or plural, instead of 'usuario(s)':
 * plural(1, 'usuario registrado', 'usuarios registrados') → '1 usuario registrado',
 * plural(1200, 'número', 'números') → '1.200 números'. Spanish uses the singular
 * for exactly one only ('0 pagos', '1,5' never happens for counts).
 */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
