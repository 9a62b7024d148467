import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  errorCodes,
  format,
  messages,
  plural,
  type PurchaseResult,
  type Raffle,
} from '@rifas/shared';
import { errorCode, errorMessage } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';
import type { useReserveNumbers } from '../api/hold-numbers';
import { releaseNumbers } from '../api/release-numbers';
import {
  clearCheckoutDraft,
  updateCheckoutDraft,
  type CheckoutDraft,
  type CheckoutStep,
} from '../utils/checkout-draft';
import { holdTime, type HoldTime } from '../utils/hold-time';
import { randomId } from '../utils/ids';
import type { PurchaseProblem } from '../utils/purchase-problem';
import type { SummaryNotice } from './purchase-summary';
import type { useNumberSelection } from './use-number-selection';

/** The open checkout: the numbers it holds, until when, and what a re-hold changed. */
export type OpenCheckout = {
  id: string;
  numbers: number[];
  hold: HoldTime;
  /** Numbers a re-hold could not get back, labelled. */
  lost: string | null;
  /** The server refused 'Apartar de nuevo' (held as long as one may, ADR 049): buy without a hold. */
  exhausted?: string | null;
  /** How many numbers the order had before a re-hold lost some (the buyer may have paid for them). */
  before: number | null;
  /** The step it opens at: the buyer's data, or the payment after a reload. */
  step: Exclude<CheckoutStep, 'pick'>;
};

type CheckoutInput = {
  raffle: Raffle;
  selection: ReturnType<typeof useNumberSelection>;
  reserve: ReturnType<typeof useReserveNumbers>;
  holderId: string;
  label: (list: readonly number[]) => string;
  refetchNumbers: () => unknown;
  /** A checkout left for the bank app and reloaded (utils/checkout-draft.ts). */
  draft: CheckoutDraft | null;
  /** Still to hold the draft's numbers again; cleared once that answered. */
  resuming: boolean;
  onResumed: () => void;
};

/**
 * The checkout's life around the picker (docs/purchase-path.md §2): hold and open, hold
 * again after a reload or when the hold ran out, give holds back, and what the summary
 * says when a hold did not go as asked.
 */
export function useCheckout({
  raffle,
  selection,
  reserve,
  holderId,
  label,
  refetchNumbers,
  draft,
  resuming,
  onResumed,
}: CheckoutInput) {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<OpenCheckout | null>(null);
  // The answer to the last 'Proceder al pago', shown next to the button the buyer pressed.
  const [holdNotice, setHoldNotice] = useState<SummaryNotice | null>(null);
  // A purchase recorded before a reload though its answer was lost (ADR 070).
  const [found, setFound] = useState<PurchaseResult | null>(null);

  function closeCheckout() {
    setCheckout(null);
    updateCheckoutDraft(raffle.id, { step: 'pick' });
  }

  function handleProceed(chosen: number[]) {
    holdAndOpen(chosen, 'buyer');
  }

  function holdAndOpen(
    toHold: number[],
    step: Exclude<CheckoutStep, 'pick'>,
    onSettled?: () => void,
  ) {
    reserve.mutate(
      { raffleId: raffle.id, numbers: toHold, holderId },
      {
        onSettled,
        onSuccess: (result) => {
          selection.addHolds(result.reserved);
          if (result.unavailableNumbers.length > 0) {
            selection.drop(result.unavailableNumbers);
            setHoldNotice({
              tone: 'error',
              text: format(messages.numbers.someTaken, {
                numbers: label(result.unavailableNumbers),
              }),
            });
            void refetchNumbers();
            updateCheckoutDraft(raffle.id, { step: 'pick' });
            return;
          }
          selection.setNotice(null);
          setHoldNotice(null);
          updateCheckoutDraft(raffle.id, { step });
          setCheckout({
            id: randomId(),
            numbers: result.reserved,
            hold: holdTime(result),
            lost: null,
            before: null,
            step,
          });
        },
        onError: (err) => {
          if (errorCode(err) === errorCodes.holdExhausted) {
            // Held as long as one may (ADR 049): the checkout opens without a hold.
            const hold = holdTime({ expires_at: new Date().toISOString(), seconds_left: 0 });
            const exhausted = errorMessage(err, '');
            setCheckout({
              id: randomId(),
              numbers: toHold,
              hold,
              lost: null,
              before: null,
              step,
              exhausted,
            });
            return;
          }
          updateCheckoutDraft(raffle.id, { step: 'pick' });
          setHoldNotice({
            tone: 'error',
            text: errorMessage(err, 'No se pudieron apartar tus números. Intenta de nuevo.'),
          });
          void queryClient.invalidateQueries({ queryKey: raffleKeys.detail(raffle.id) });
        },
      },
    );
  }

  const resumed = useRef(false);
  useEffect(() => {
    if (!resuming || resumed.current || !draft || draft.step === 'pick') return;
    resumed.current = true;
    const step = draft.step;
    const key = draft.purchase_key;
    if (!key) return holdAndOpen(draft.numbers, step, onResumed);
    void findSentPurchase(key).then((bought) => {
      if (bought) onResumed();
      else holdAndOpen(draft.numbers, step, onResumed);
    });
  });

  /**
   * 'Confirmar pago' was pressed before the reload: was that purchase recorded
   * though its answer was lost (ADR 070)? Then it is shown, with its ticket, and
   * nothing of the checkout stays; holding its numbers again would call them
   * someone else's. Not recorded, or no answer: the checkout goes on.
   */
  async function findSentPurchase(key: string): Promise<boolean> {
    try {
      const { findPurchase } = await import('../api/purchase-status');
      const status = await findPurchase({ raffleId: raffle.id, key, holderId });
      if (!status.purchase) {
        if (status.state === 'none') updateCheckoutDraft(raffle.id, { purchase_key: null });
        return false;
      }
      clearCheckoutDraft(raffle.id);
      selection.clear();
      setFound(status.purchase);
      return true;
    } catch {
      // No answer now: the key stays with the checkout, to ask again on the next visit.
      return false;
    }
  }

  /** The purchase found after a reload was seen: the picker starts afresh. */
  function handleFoundDone() {
    setFound(null);
    void queryClient.invalidateQueries({ queryKey: raffleKeys.all });
  }

  /**
   * The hold ran out during the payment step: hold the same numbers again. What is
   * still free comes back with a new end time; the numbers taken meanwhile leave
   * the order and are named. None left: back to the grid with the reason.
   */
  function handleRehold() {
    if (!checkout) return;
    reserve.mutate(
      { raffleId: raffle.id, numbers: checkout.numbers, holderId },
      {
        onSuccess: (result) => {
          selection.addHolds(result.reserved);
          const lost = result.unavailableNumbers;
          if (lost.length > 0) {
            selection.drop(lost);
            void refetchNumbers();
          }
          if (result.reserved.length === 0) {
            closeCheckout();
            setHoldNotice({
              tone: 'error',
              text: format(messages.numbers.someTaken, { numbers: label(lost) }),
            });
            return;
          }
          setCheckout({
            ...checkout,
            numbers: result.reserved,
            hold: holdTime(result),
            lost: lost.length > 0 ? label(lost) : null,
            before:
              lost.length > 0 ? (checkout.before ?? checkout.numbers.length) : checkout.before,
          });
        },
        onError: (err) => {
          if (errorCode(err) === errorCodes.holdExhausted) {
            // A purchase needs no live hold: the checkout stays open, the server judges.
            setCheckout({ ...checkout, exhausted: errorMessage(err, '') });
            return;
          }
          closeCheckout();
          setHoldNotice({
            tone: 'error',
            text: errorMessage(err, 'No se pudieron apartar tus números. Intenta de nuevo.'),
          });
        },
      },
    );
  }

  /** A checkout left unfinished gives its holds back (best effort; they lapse anyway). */
  function releaseHolds() {
    const held = [...selection.ownHolds];
    const done = () =>
      void queryClient.invalidateQueries({ queryKey: raffleKeys.detail(raffle.id) });
    if (held.length === 0) return done();
    releaseNumbers({ raffleId: raffle.id, numbers: held, holderId }).then(done, done);
  }

  function handleReselect(problem: PurchaseProblem) {
    closeCheckout();
    selection.drop(problem.numbers);
    releaseHolds();
  }

  /** After a re-hold lost numbers: back to the grid, the held numbers kept, to add others. */
  function handleReplace() {
    if (!checkout) return;
    const missing = (checkout.before ?? checkout.numbers.length) - checkout.numbers.length;
    closeCheckout();
    // Guidance, not a failure: the buyer is asked to add numbers (issue 24, point 7).
    setHoldNotice({
      tone: 'info',
      text: format(messages.purchase.replacementsHint, {
        count: plural(Math.max(1, missing), 'número', 'números'),
      }),
    });
    document.getElementById('picker-title')?.scrollIntoView({ block: 'start' });
  }

  function handleDone() {
    setCheckout(null);
    selection.clear();
    selection.clearHolds();
    clearCheckoutDraft(raffle.id);
    void queryClient.invalidateQueries({ queryKey: raffleKeys.all });
  }

  return {
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
  };
}
