import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import {
  BuyerDataSchema,
  clampPage,
  format,
  messages,
  pageBounds,
  pageCount,
  PICKER_PAGE_BUTTONS,
  PICKER_PAGE_SIZE,
  searchNumbers,
  type BuyerData,
  type Raffle,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { raffleKeys } from '@/lib/raffle-queries';
import { useIsMobile } from '@/lib/use-media-query';
import { useRaffleNumbers } from '../api/get-raffle-numbers';
import { releaseNumbers, useReserveNumbers } from '../api/hold-numbers';
import { useNumbersEvents } from '../api/use-numbers-events';
import { CheckoutFlow } from '../checkout/checkout-flow';
import { randomId, useHolderId, useSessionUser } from '../checkout/ids';
import { emptyPaymentForm, type PaymentFormValues } from '../checkout/payment-form';
import type { PurchaseProblem } from '../checkout/purchase-problem';
import { Countdown } from './countdown';
import { NumberGrid, NumberLegend } from './number-grid';
import { PurchaseSummary } from './purchase-summary';
import { RandomPick } from './random-pick';
import { numberList, useNumberSelection } from './use-number-selection';

const count = new Intl.NumberFormat('es-VE');
/** Until GET /api/config answers: the server's default MAX_NUMBERS_PER_ORDER. */
const DEFAULT_MAX_PER_ORDER = 500;

/**
 * The number picker (SPEC §2): countdown, search, one page of the grid, random
 * pick, the purchase summary and the checkout. Numbers change live (SSE →
 * bitmap refetch with ETag); only the current page is rendered.
 */
export function NumberPicker({ raffle }: { raffle: Raffle }) {
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const pageSize = isMobile ? PICKER_PAGE_SIZE.mobile : PICKER_PAGE_SIZE.desktop;
  const max = usePublicConfig().data?.max_numbers_per_order ?? DEFAULT_MAX_PER_ORDER;
  const holderId = useHolderId();
  const session = useSessionUser();

  const numbersQuery = useRaffleNumbers(raffle.id);
  useNumbersEvents(raffle.id);
  const numbers = numbersQuery.data;
  const reserve = useReserveNumbers();
  const selection = useNumberSelection(
    numbers,
    max,
    reserve.isPending ? reserve.variables?.numbers : undefined,
  );
  const [checkout, setCheckout] = useState<{
    id: string;
    numbers: number[];
    expiresAt: string;
  } | null>(null);

  const buyerForm = useForm<BuyerData>({
    resolver: zodResolver(BuyerDataSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      customer_name: session?.name ?? '',
      customer_email: session?.email ?? '',
      customer_phone: '',
      customer_id: '',
    },
  });
  const paymentForm = useForm<PaymentFormValues>({ defaultValues: emptyPaymentForm });

  const start = numbers?.startNumber ?? raffle.start_number;
  const end = numbers?.endNumber ?? raffle.end_number;
  const label = useCallback(
    (list: readonly number[]) => numberList(list, start, end),
    [start, end],
  );

  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Searching a 100,000-number range takes a few ms: typing stays ahead of it.
  const deferredSearch = useDeferredValue(search);
  const matches = useMemo(
    () => searchNumbers(deferredSearch, start, end),
    [deferredSearch, start, end],
  );
  const total = matches ? matches.length : end - start + 1;
  const current = clampPage(page, pageCount(total, pageSize));
  const { from, to } = pageBounds(current, pageSize, total);
  const pageNumbers = useMemo(
    () =>
      matches
        ? Array.from(matches.subarray(from, to))
        : Array.from({ length: to - from }, (_, i) => start + from + i),
    [matches, from, to, start],
  );
  const chosen = useMemo(() => [...selection.selected].sort((a, b) => a - b), [selection.selected]);

  function handleProceed() {
    reserve.mutate(
      { raffleId: raffle.id, numbers: chosen, holderId },
      {
        onSuccess: (result) => {
          selection.addHolds(result.reserved);
          if (result.unavailableNumbers.length > 0) {
            selection.drop(
              result.unavailableNumbers,
              format(messages.numbers.someTaken, { numbers: label(result.unavailableNumbers) }),
            );
            void numbersQuery.refetch();
            return;
          }
          selection.setNotice(null);
          setCheckout({ id: randomId(), numbers: result.reserved, expiresAt: result.expires_at });
        },
        onError: (err) => {
          selection.setNotice({
            tone: 'error',
            text: errorMessage(err, 'No se pudieron apartar tus números. Intenta de nuevo.'),
          });
          void queryClient.invalidateQueries({ queryKey: raffleKeys.detail(raffle.id) });
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
    setCheckout(null);
    selection.drop(problem.numbers);
    releaseHolds();
  }

  function handleDone() {
    setCheckout(null);
    selection.clear();
    selection.clearHolds();
    paymentForm.reset(emptyPaymentForm);
    void queryClient.invalidateQueries({ queryKey: raffleKeys.all });
  }

  return (
    <section aria-labelledby="picker-title" className="space-y-4">
      <h2
        id="picker-title"
        className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl"
      >
        Elige tus números
      </h2>
      <Countdown drawDate={raffle.draw_date} extended={raffle.extended} />

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <div>
            <Label htmlFor="number-search">Buscar número</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id="number-search"
                type="search"
                inputMode="numeric"
                autoComplete="off"
                placeholder={`Ej.: ${label([raffle.start_number + Math.min(7, end - start)])}`}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
                className="pl-9"
              />
            </div>
          </div>

          {selection.notice && (
            <Alert tone={selection.notice.tone === 'error' ? 'error' : 'warning'}>
              {selection.notice.text}
            </Alert>
          )}

          {numbersQuery.isPending ? (
            <PageSpinner label="Cargando números..." />
          ) : numbersQuery.isError || !numbers ? (
            <Alert
              action={
                <Button
                  size="sm"
                  variant="outline"
                  busy={numbersQuery.isFetching}
                  onClick={() => void numbersQuery.refetch()}
                >
                  Reintentar
                </Button>
              }
            >
              {messages.numbers.loadFailed}
            </Alert>
          ) : pageNumbers.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-500">
              Ningún número coincide con tu búsqueda.
            </p>
          ) : (
            <>
              <NumberGrid
                numbers={pageNumbers}
                codes={numbers.codes}
                startNumber={start}
                endNumber={end}
                selected={selection.selected}
                onToggle={selection.toggle}
              />
              <NumberLegend />
              <Pagination
                page={current}
                pages={pageCount(total, pageSize)}
                onPageChange={setPage}
                maxButtons={isMobile ? PICKER_PAGE_BUTTONS.mobile : PICKER_PAGE_BUTTONS.desktop}
                summary={`Mostrando ${count.format(from + 1)} a ${count.format(to)} de ${count.format(total)} números`}
              />
            </>
          )}

          <div className="border-t border-slate-100 pt-4">
            <RandomPick onPick={selection.pickRandom} disabled={!numbers} />
          </div>
        </div>

        <div className="lg:sticky lg:top-24">
          <PurchaseSummary
            raffle={raffle}
            numbers={chosen}
            startNumber={start}
            endNumber={end}
            onRemove={selection.toggle}
            onClear={selection.clear}
            onProceed={handleProceed}
            busy={reserve.isPending}
          />
        </div>
      </div>

      {checkout && (
        <CheckoutFlow
          key={checkout.id}
          raffle={raffle}
          numbers={checkout.numbers}
          holdExpiresAt={checkout.expiresAt}
          holderId={holderId}
          forms={{ buyer: buyerForm, payment: paymentForm }}
          label={label}
          onCancel={() => {
            setCheckout(null);
            releaseHolds();
          }}
          onReselect={handleReselect}
          onDone={handleDone}
        />
      )}
    </section>
  );
}
