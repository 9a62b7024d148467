import { dateTimeFormat, format, messages, type LotteryDraw } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format';
import { useTestLotterySource } from '../api/test-lottery-source';

const m = messages.lotterySources;

/** 'Probar': reads the source now for the draw typed above; says what it read or why not. */
export function SourceTest({
  sourceId,
  drawAt,
  draw,
}: {
  sourceId: string;
  drawAt: string | null;
  draw: LotteryDraw;
}) {
  const test = useTestLotterySource();
  const { formatDateTime, timeZone } = useDateFormat();
  const time = (iso: string) =>
    dateTimeFormat(timeZone, { timeStyle: 'short' }).format(new Date(iso));
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!drawAt}
        busy={test.isPending}
        busyText={m.testing}
        onClick={() => drawAt && test.mutate({ id: sourceId, draw_at: drawAt, draw })}
      >
        {m.test}
      </Button>
      {/* Under the source's name and button, the whole width of the row. */}
      <span
        className="col-span-2 text-xs text-slate-600 empty:hidden"
        role="status"
        data-testid={`source-test-${sourceId}`}
      >
        {test.isSuccess &&
          format(m.testResult, {
            result: test.data.result,
            drawAt: formatDateTime(test.data.draw_at),
            fetchedAt: time(test.data.fetched_at),
          })}
        {test.isError && errorMessage(test.error)}
      </span>
    </>
  );
}
