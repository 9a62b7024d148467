import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';

/** What a review says afterwards; a bulk review lists each payment it could not process. */
export type ReviewNotice = { text: string; failures?: readonly string[] };

export function ReviewNoticeAlert({ notice }: { notice: ReviewNotice }) {
  const failures = notice.failures ?? [];
  if (failures.length === 0) return <Alert tone="success">{notice.text}</Alert>;
  return (
    <Alert tone="warning" title={notice.text}>
      <ul className="list-disc space-y-0.5 pl-5" aria-label={messages.payments.bulk.failedList}>
        {failures.map((failure) => (
          <li key={failure} className="break-words">
            {failure}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
