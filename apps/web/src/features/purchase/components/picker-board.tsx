import { useDeferredValue, useMemo, useState, type RefObject } from 'react';
import { format, formatCount, messages, plural } from '@rifas/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Pagination } from '@/components/ui/pagination';
import type { useRaffleNumbers } from '../api/get-raffle-numbers';
import {
  clampPage,
  jumpRanges,
  keepAvailable,
  pageBounds,
  pageCount,
  pageOfNumber,
  PICKER_PAGE_BUTTONS,
  PICKER_PAGE_SIZE,
  searchNumbers,
  type PickerLimit,
} from '../utils/picker';
import { NumberGrid, NumberGridSkeleton, NumberLegend } from './number-grid';
import { NumberRangeJump, NumberSearch, NumbersLoadFailed } from './picker-parts';
import type { NumberSelection } from './use-number-selection';

type PickerBoardProps = {
  numbersQuery: ReturnType<typeof useRaffleNumbers>;
  selection: NumberSelection;
  limit: PickerLimit;
  start: number;
  end: number;
  label: (list: readonly number[]) => string;
  isMobile: boolean;
  /** The grid's box: the sticky buy bar steps aside while it is in view. */
  gridRef: RefObject<HTMLDivElement | null>;
};

/**
 * The board of numbers (docs/product.md): 'Buscar número', 'Solo disponibles', the
 * range jump of a big board, one page of the grid with its legend and pagination.
 * Only the current page is rendered, whatever the raffle's size.
 */
export function PickerBoard({
  numbersQuery,
  selection,
  limit,
  start,
  end,
  label,
  isMobile,
  gridRef,
}: PickerBoardProps) {
  const numbers = numbersQuery.data;
  const pageSize = isMobile ? PICKER_PAGE_SIZE.mobile : PICKER_PAGE_SIZE.desktop;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Searching a 100,000-number range takes a few ms: typing stays ahead of it.
  const deferredSearch = useDeferredValue(search);
  const [availableOnly, setAvailableOnly] = useState(false);
  const searched = useMemo(
    () => searchNumbers(deferredSearch, start, end),
    [deferredSearch, start, end],
  );
  const matches = useMemo(
    () =>
      availableOnly && numbers
        ? keepAvailable(searched, numbers.codes, start, selection.selected)
        : searched,
    [availableOnly, numbers, searched, start, selection.selected],
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
  const ranges = useMemo(() => jumpRanges(start, end), [start, end]);

  return (
    <>
      <NumberSearch
        value={search}
        placeholder={`Ej.: ${label([start + Math.min(7, end - start)])}`}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <Checkbox
        label="Solo disponibles"
        checked={availableOnly}
        onChange={(event) => {
          setAvailableOnly(event.target.checked);
          setPage(1);
        }}
      />
      {ranges.length > 0 && (
        <NumberRangeJump
          ranges={ranges}
          current={pageNumbers[0]}
          label={label}
          onJump={(first) => setPage(pageOfNumber(first, matches, start, pageSize))}
        />
      )}

      {numbersQuery.isError || (!numbersQuery.isPending && !numbers) ? (
        <NumbersLoadFailed
          retrying={numbersQuery.isFetching}
          onRetry={() => void numbersQuery.refetch()}
        />
      ) : pageNumbers.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">
          {availableOnly && !search
            ? 'No quedan números disponibles.'
            : 'Ningún número coincide con tu búsqueda.'}
        </p>
      ) : (
        <>
          <div ref={gridRef}>
            {numbers ? (
              <NumberGrid
                numbers={pageNumbers}
                codes={numbers.codes}
                startNumber={start}
                endNumber={end}
                selected={selection.selected}
                onToggle={selection.toggle}
              />
            ) : (
              <NumberGridSkeleton count={pageNumbers.length} />
            )}
          </div>
          <NumberLegend />
          {limit.perBuyer !== null && (
            <p className="text-sm font-medium text-slate-700">
              {format(messages.numbers.perBuyer, {
                max: plural(limit.perBuyer, 'número', 'números'),
              })}
            </p>
          )}
          <Pagination
            page={current}
            pages={pageCount(total, pageSize)}
            onPageChange={setPage}
            maxButtons={isMobile ? PICKER_PAGE_BUTTONS.mobile : PICKER_PAGE_BUTTONS.desktop}
            summary={`Mostrando ${formatCount(from + 1)} a ${formatCount(to)} de ${plural(total, 'número', 'números')}`}
          />
        </>
      )}
    </>
  );
}
