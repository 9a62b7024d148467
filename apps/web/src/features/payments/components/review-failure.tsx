import { Alert } from '@/components/ui/alert';
import { serverReason } from '@/lib/api-client';

/**
 * A failed review: the spec's text ('Error al validar el pago') as the title and,
 * when the server said why (e.g. the payment was already reviewed), its reason.
 */
export function ReviewFailure({ title, error }: { title: string; error: unknown }) {
  const said = serverReason(error);
  const reason = said !== title ? said : null;
  return <Alert title={title}>{reason}</Alert>;
}
