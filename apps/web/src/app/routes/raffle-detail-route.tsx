import { lazy, Suspense, useEffect } from 'react';
import type { Raffle } from '@rifas/shared';
import { Spinner } from '@/components/ui/spinner';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useDraw } from '@/features/draw/api/get-draw';
import { DrawResults } from '@/features/draw/components/draw-results';
import { DrawSection } from '@/features/draw/components/draw-section';
import { SalesClosedNotice } from '@/features/draw/components/sales-closed-notice';
import { RaffleDetailPage } from '@/features/raffles/pages/raffle-detail-page';

// The picker and the checkout (forms, dialogs) are a chunk of their own: the home
// page and the lists never download them, and the detail page starts fetching
// them at once, alongside the raffle.
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
  // The picker (a page of the grid, the summary) is below a phone's fold: its
  // render and layout come after the top of the page's, in a task of their own.
  const afterFirstPaint = useAfterFirstPaint();
  if (!afterFirstPaint) return <PickerPlaceholder />;
  return (
    <Suspense fallback={<PickerPlaceholder />}>
      <NumberPicker raffle={raffle} />
    </Suspense>
  );
}

/** Once sales are closed for the draw (draw feature), no picker: the list is fixed. */
function PickerUnlessClosed({ raffle }: { raffle: Raffle }) {
  const draw = useDraw(raffle.id);
  if (draw.data && draw.data.status !== 'open') return <SalesClosedNotice />;
  return <LazyPicker raffle={raffle} />;
}

/**
 * /raffles/:id: the raffle page (feature raffles) with the purchase feature's
 * picker and the draw feature's 'Sorteo verificable' section.
 */
export function RaffleDetailRoute() {
  useEffect(() => void loadPicker(), []);
  return <RaffleDetailPage Picker={PickerUnlessClosed} Draw={DrawSection} Results={DrawResults} />;
}
