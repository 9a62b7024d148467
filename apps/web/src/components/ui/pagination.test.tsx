import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination } from './pagination';

describe('pageWindow', () => {
  it('centres the current page and stays inside the range', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 9, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });
});

describe('Pagination', () => {
  it("marks the current page and moves with 'Anterior' / 'Siguiente'", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        pages={4}
        onPageChange={onPageChange}
        summary="Mostrando 1 a 20 de 70 resultados"
      />,
    );

    expect(screen.getByText('Mostrando 1 a 20 de 70 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });
});
