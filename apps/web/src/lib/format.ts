import { useMemo } from 'react';
import { formatDate, formatDateTime } from '@rifas/shared';
import { useBusinessTimeZone } from './public-config';

// One copy of the formats for both sides (packages/shared/src/domain/format.ts).
export {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatUsd,
  timeZoneLabel,
} from '@rifas/shared';

/** The date formatters bound to the business time zone from GET /api/config. */
export function useDateFormat() {
  const timeZone = useBusinessTimeZone();
  return useMemo(
    () => ({
      timeZone,
      formatDate: (value: string | number | Date) => formatDate(value, timeZone),
      formatDateTime: (value: string | number | Date) => formatDateTime(value, timeZone),
    }),
    [timeZone],
  );
}
