import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Raffle } from '@rifas/shared';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-media-query';
import { useRaffleNumbers } from '../api/get-raffle-numbers';
import { useReserveNumbers } from '../api/hold-numbers';
import { useGuestChallenge } from '../api/use-guest-challenge';
import { useNumbersEvents } from '../api/use-numbers-events';
import { useHolderId } from '../utils/ids';
import {
  clearCheckoutDraft,
  loadCheckoutDraft,
  updateCheckoutDraft,
} from '../utils/checkout-draft';
import { Countdown } from './countdown';
import { PackOffers } from './pack-offers';
import { PickerBoard } from './picker-board';
import { SelectionNotice } from './picker-parts';
import { PurchaseSummary } from './purchase-summary';
import { RandomPick } from './random-pick';
import { orderPrice } from '../utils/order-price';
import { numberList, useNumberSelection } from './use-number-selection';
import { useHoldWatch } from './use-hold-watch';
import { useCheckout } from './use-checkout';
import { StickyBuyBar } from './sticky-buy-bar';
import { whenIdleAfterLoad } from '@/lib/when-idle';
import { pickerLimit } from '../utils/picker';

// The checkout (its forms, their checks, the dialogs) is a chunk of its own: picking
// numbers does not need it. It is fetched once the buyer has chosen a number.
const loadCheckout = () => import('./checkout-host');
const CheckoutHost = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutHost })));
// Shown only when a reload finds the purchase whose answer was lost (ADR 070).
const SuccessDialog = lazy(() =>
  import('./success-dialog').then((m) => ({ default: m.SuccessDialog })),
);
/** Until GET /api/config answers: the server's default MAX_NUMBERS_PER_ORDER. */
const DEFAULT_MAX_PER_ORDER = 500;

/**
 * The number picker (docs/product.md): countdown, the packs (issue 42), the board
 * (picker-board.tsx: search, one page of the grid), random pick, the purchase
 * summary and the checkout. Numbers change live (SSE → bitmap refetch with ETag).
 */
export function NumberPicker({ raffle }: { raffle: Raffle }) {
  const isMobile = useIsMobile();
  const config = usePublicConfig().data;
  const limit = pickerLimit(
    raffle.end_number - raffle.start_number + 1,
    config?.max_numbers_per_order ?? DEFAULT_MAX_PER_ORDER,
    config?.buyer_limit ?? null,
  );
  const max = limit.max;
  const holderId = useHolderId();
  const session = useSession();

  const numbersQuery = useRaffleNumbers(raffle.id);
  useNumbersEvents(raffle.id);
  const numbers = numbersQuery.data;
  // A guest's proof of work starts at the first touch and is ready by 'Proceder al pago'.
  const challenge = useGuestChallenge(!session?.verified);
  const reserve = useReserveNumbers(challenge);
  // A checkout left for the bank app and reloaded: its numbers are held again
  // (same guest id: the server keeps the hold's first time, so the countdown is
  // the real one) and the buyer is back at the step they were on.
  const [draft] = useState(() => loadCheckoutDraft(raffle.id));
  const [resuming, setResuming] = useState(
    () => draft !== null && draft.step !== 'pick' && draft.numbers.length > 0,
  );
  const selection = useNumberSelection(
    numbers,
    limit,
    // Until the hold answers, the buyer's own numbers show as reserved: they stay chosen.
    resuming ? draft?.numbers : reserve.isPending ? reserve.variables?.numbers : undefined,
    draft?.numbers,
  );
  const start = numbers?.startNumber ?? raffle.start_number;
  const end = numbers?.endNumber ?? raffle.end_number;
  const label = useCallback(
    (list: readonly number[]) => numberList(list, start, end),
    [start, end],
  );

  const {
    checkout,
    holdNotice,
    closeCheckout,
    handleProceed,
    handleRehold,
    releaseHolds,
    handleReselect,
    handleReplace,
    handleDone,
    found,
    handleFoundDone,
  } = useCheckout({
    raffle,
    selection,
    reserve,
    holderId,
    label,
    refetchNumbers: () => numbersQuery.refetch(),
    draft,
    resuming,
    onResumed: () => setResuming(false),
  });

  // Numbers of the open checkout's hold released, expired or taken, as the live statuses show.
  const released = useHoldWatch(checkout?.numbers ?? null, numbers);

  // Mounted at the first checkout and kept: its forms remember what was typed.
  const [checkoutMounted, setCheckoutMounted] = useState(false);
  if (checkout && !checkoutMounted) setCheckoutMounted(true);

  const chosen = useMemo(() => [...selection.selected].sort((a, b) => a - b), [selection.selected]);
  const hasChoice = chosen.length > 0;
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // In a free moment: evaluating the chunk right after the tap would hold the next taps.
    if (hasChoice) return whenIdleAfterLoad(() => void loadCheckout(), 1000);
    return undefined;
  }, [hasChoice]);

  // The selection is kept on the device as it changes (nothing goes to the server).
  useEffect(() => {
    updateCheckoutDraft(raffle.id, { numbers: chosen });
  }, [raffle.id, chosen]);

  return (
    <section aria-labelledby="picker-title" className="space-y-4" id="elige">
      <h2
        id="picker-title"
        className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl"
      >
        Elige tus números
      </h2>
      <Countdown drawDate={raffle.draw_date} extended={raffle.extended} />

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <PackOffers
            packs={raffle.packs}
            chosen={chosen.length}
            max={max}
            onPick={selection.pickRandom}
            disabled={!numbers}
          />
          <PickerBoard
            numbersQuery={numbersQuery}
            selection={selection}
            limit={limit}
            start={start}
            end={end}
            label={label}
            isMobile={isMobile}
            gridRef={gridRef}
          />

          <div className="border-t border-slate-100 pt-4">
            <RandomPick
              onPick={selection.pickRandom}
              disabled={!numbers}
              max={max}
              packs={raffle.packs}
            />
          </div>
        </div>

        <div className="lg:sticky lg:top-24">
          <PurchaseSummary
            raffle={raffle}
            numbers={chosen}
            startNumber={start}
            endNumber={end}
            onRemove={selection.toggle}
            onClear={() => {
              selection.clear();
              clearCheckoutDraft(raffle.id);
            }}
            onProceed={() => handleProceed(chosen)}
            busy={reserve.isPending && !checkout}
            notice={holdNotice}
          />
        </div>
      </div>

      {selection.notice && !holdNotice && (
        <SelectionNotice
          tone={selection.notice.tone === 'error' ? 'error' : 'warning'}
          text={selection.notice.text}
          onDismiss={() => selection.setNotice(null)}
        />
      )}

      {hasChoice && !checkout && (
        <>
          {/* Room under the page's end, so the bar covers nothing there either. */}
          <div className="h-16 lg:hidden" aria-hidden="true" />
          <StickyBuyBar
            count={chosen.length}
            total={orderPrice(raffle, chosen.length).total}
            busy={reserve.isPending}
            onContinue={() => handleProceed(chosen)}
            grid={gridRef}
          />
        </>
      )}

      {found && (
        <Suspense fallback={null}>
          <SuccessDialog result={found} label={label} onClose={handleFoundDone} />
        </Suspense>
      )}

      {checkoutMounted && (
        <Suspense fallback={null}>
          <CheckoutHost
            checkout={checkout}
            raffle={raffle}
            rehold={{
              onRehold: handleRehold,
              reholding: reserve.isPending,
              lost: checkout?.lost ?? null,
              exhausted: checkout?.exhausted ?? null,
              released:
                released.length > 0 ? { label: label(released), count: released.length } : null,
              before: checkout?.before ?? null,
              onReplace: handleReplace,
            }}
            holderId={holderId}
            draft={draft}
            challenge={challenge}
            label={label}
            onCancel={() => {
              closeCheckout();
              releaseHolds();
            }}
            onReselect={handleReselect}
            onDone={handleDone}
          />
        </Suspense>
      )}
    </section>
  );
}
