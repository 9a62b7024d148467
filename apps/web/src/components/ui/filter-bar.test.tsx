import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterSearch, FilterSelect } from './filter-bar';

type Status = 'all' | 'si' | 'no';
const options: { value: Status; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'si', label: 'Activas' },
  { value: 'no', label: 'Inactivas' },
];

describe('FilterBar', () => {
  it('labels its search box and selects, and hands back what was typed or chosen', async () => {
    const onSearch = vi.fn();
    const onStatus = vi.fn();
    render(
      <FilterBar>
        <FilterSearch label="Buscar" value="" onChange={onSearch} placeholder="Nombre" />
        <FilterSelect label="Estado" value="all" options={options} onChange={onStatus} />
      </FilterBar>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'b');
    expect(onSearch).toHaveBeenCalledWith('b');
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(status).toHaveValue('all');
    await user.selectOptions(status, 'Inactivas');
    expect(onStatus).toHaveBeenCalledWith('no');
  });
});
