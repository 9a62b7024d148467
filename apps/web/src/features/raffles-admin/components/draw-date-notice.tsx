import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { AlertTriangle } from 'lucide-react';
import { messages, type RaffleInputParsed } from '@rifas/shared';
import { zonedLocalToIso } from '@/lib/business-time';
import type { RaffleFormValues } from './raffle-form-values';

/**
 * A past draw date said under its field while it is typed (issue 42), not only in
 * the dialog that opens on saving an active raffle: an operator copying last
 * month's raffle sees it before anything else.
 */
export function DrawDateNotice({
  control,
  timeZone,
}: {
  control: Control<RaffleFormValues, unknown, RaffleInputParsed>;
  timeZone: string;
}) {
  const drawDate = useWatch({ control, name: 'draw_date' });
  // The form's opening time: a date that passes while the form is open is caught on save.
  const [openedAt] = useState(() => Date.now());
  if (!drawDate) return null;
  const at = Date.parse(zonedLocalToIso(drawDate, timeZone));
  if (Number.isNaN(at) || at > openedAt) return null;
  return (
    <p
      role="status"
      className="col-span-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {messages.raffles.drawDatePast}
    </p>
  );
}
