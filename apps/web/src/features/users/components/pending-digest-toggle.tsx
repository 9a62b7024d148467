import { messages, type User } from '@rifas/shared';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-client';
import { useSetPendingDigest } from '../api/set-pending-digest';

/**
 * An admin's e-mail digest of new pending payments, on or off (docs/operations.md).
 * Only admins receive it, so only their rows offer it.
 */
export function PendingDigestToggle({ user }: { user: User }) {
  const mutation = useSetPendingDigest();
  // The box follows the click at once: the mutation's own pending state reaches the
  // component a tick later, and a controlled checkbox would flip back in between.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (user.role !== 'admin') return null;
  const checked = wanted ?? user.pending_digest;
  return (
    <div>
      <Checkbox
        label={<span className="text-xs">{messages.users.pendingDigest}</span>}
        aria-label={`${messages.users.pendingDigest}: ${user.full_name}`}
        checked={checked}
        disabled={mutation.isPending}
        onChange={(event) => {
          setWanted(event.target.checked);
          mutation.mutate(
            { id: user.id, enabled: event.target.checked },
            { onSettled: () => setWanted(null) },
          );
        }}
      />
      {mutation.isError && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {errorMessage(mutation.error, messages.users.pendingDigestFailed)}
        </p>
      )}
    </div>
  );
}
