import {
  ADMIN_RAFFLE_STATE_LABELS,
  ADMIN_RAFFLE_STATES,
  type AdminRaffleState,
} from '@rifas/shared';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import type { RaffleListView, RaffleSort } from '../utils/raffle-list-view';

type RaffleListControlsProps = {
  view: RaffleListView;
  /** Raffles per admin state, for the filter's counts. */
  counts: ReadonlyMap<AdminRaffleState, number>;
  onChange: (view: RaffleListView) => void;
};

const SORTS: readonly { value: RaffleSort; label: string }[] = [
  { value: 'created_desc', label: 'Más recientes' },
  { value: 'draw_asc', label: 'Sorteo próximo' },
  { value: 'draw_desc', label: 'Sorteo lejano' },
];

/** Filter by what needs doing; newest first, or by draw date. */
export function RaffleListControls({ view, counts, onChange }: RaffleListControlsProps) {
  const states: { value: AdminRaffleState | ''; label: string }[] = [
    { value: '', label: 'Todas' },
    ...ADMIN_RAFFLE_STATES.map((state) => ({
      value: state,
      label: `${ADMIN_RAFFLE_STATE_LABELS[state]} (${counts.get(state) ?? 0})`,
    })),
  ];
  return (
    <FilterBar className="mb-4">
      <FilterSelect
        label="Situación"
        value={view.state}
        options={states}
        onChange={(state) => onChange({ ...view, state })}
      />
      <FilterSelect
        label="Ordenar"
        value={view.sort}
        options={SORTS}
        onChange={(sort) => onChange({ ...view, sort })}
      />
    </FilterBar>
  );
}
