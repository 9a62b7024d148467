import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-client';

/**
 * A failed review: the spec's text ('Error al validar el pago') as the title and,
 * when the server said why (e.g. the payment was already reviewed), its reason.
 */
export function ReviewFailure({ title, error }: { title: string; error: unknown }) {
  const reason =
    error instanceof ApiError && error.status !== 0 && error.message !== title
      ? error.message
      : undefined;
  return <Alert title={title}>{reason}</Alert>;
}
