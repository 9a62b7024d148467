import { lazy, Suspense } from 'react';
import type { Raffle } from '@rifas/shared';
import { Spinner } from '@/components/ui/spinner';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useDraw } from '@/features/draw/api/get-draw';
import { DrawResults } from '@/features/draw/components/draw-results';
import { DrawSection } from '@/features/draw/components/draw-section';
import { SalesClosedNotice } from '@/features/draw/components/sales-closed-notice';
import { RaffleDetailPage } from '@/features/raffles/pages/raffle-detail-page';

// The picker and the checkout (forms, dialogs) are chunks of their own: the home
// page and the lists never download them. The detail page imports the picker when
// it renders it, once the top of the page is on screen: imported at mount, its
// chunks and the task sending them held up the page's largest paint (ADR 058).
const loadPicker = () => import('@/features/purchase/components/number-picker');
const NumberPicker = lazy(() => loadPicker().then((m) => ({ default: m.NumberPicker })));

/**
 * The picker's place while its chunk loads: about as tall as the picker (phone:
 * grid of 20 over the summary; desktop: grid of 50 beside it), so the sections
 * under it do not jump when it arrives.
 */
function PickerPlaceholder() {
  return (
    <div className="flex min-h-[1170px] items-start justify-center pt-24 text-brand-600 md:min-h-[980px] lg:min-h-[700px]">
      <Spinner className="h-8 w-8" label="Cargando números..." />
    </div>
  );
}

function LazyPicker({ raffle }: { raffle: Raffle }) {
  return (
    <Suspense fallback={<PickerPlaceholder />}>
      <NumberPicker raffle={raffle} />
    </Suspense>
  );
}

/** Once sales are closed for the draw (draw feature), no picker: the list is fixed. */
function PickerOrClosedNotice({ raffle }: { raffle: Raffle }) {
  const draw = useDraw(raffle.id);
  if (draw.data && draw.data.status !== 'open') return <SalesClosedNotice />;
  return <LazyPicker raffle={raffle} />;
}

function PickerUnlessClosed({ raffle }: { raffle: Raffle }) {
  // The picker (a page of the grid, the summary) is below a phone's fold: its
  // render and layout, and the draw's read that may replace it, come after the
  // top of the page is on screen (ADR 058).
  const afterFirstPaint = useAfterFirstPaint();
  if (!afterFirstPaint) return <PickerPlaceholder />;
  return <PickerOrClosedNotice raffle={raffle} />;
}

/**
 * /raffles/:id: the raffle page (feature raffles) with the purchase feature's
 * picker and the draw feature's 'Sorteo verificable' section.
 */
export function RaffleDetailRoute() {
  return <RaffleDetailPage Picker={PickerUnlessClosed} Draw={DrawSection} Results={DrawResults} />;
}
