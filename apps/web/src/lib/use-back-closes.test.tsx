import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBackCloses } from './use-back-closes';

function Sheet({ onClose }: { onClose: () => void }) {
  useBackCloses(true, onClose);
  return null;
}

const sheetOf = () => (window.history.state as { sheet?: string } | null)?.sheet;
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useBackCloses', () => {
  it('hands one sheet’s history entry to the next, and Back closes the open one', async () => {
    const startLength = window.history.length;
    const closeFirst = vi.fn();
    const closeSecond = vi.fn();
    const view = render(<Sheet key="buyer" onClose={closeFirst} />);
    expect(window.history.length).toBe(startLength + 1);
    const first = sheetOf();
    expect(first).toBeDefined();

    // Buyer data → payment in one render: the payment sheet takes the same entry over.
    view.rerender(<Sheet key="payment" onClose={closeSecond} />);
    await tick();
    expect(window.history.length).toBe(startLength + 1);
    expect(sheetOf()).toBeDefined();
    expect(sheetOf()).not.toBe(first);

    // Back closes the payment sheet and stays on the page.
    act(() => window.history.back());
    await waitFor(() => expect(closeSecond).toHaveBeenCalledTimes(1));
    expect(closeFirst).not.toHaveBeenCalled();
    expect(sheetOf()).toBeUndefined();
    view.unmount();
  });

  it('gives its entry back when closed by its own button', async () => {
    const view = render(<Sheet onClose={vi.fn()} />);
    expect(sheetOf()).toBeDefined();
    view.unmount();
    await waitFor(() => expect(sheetOf()).toBeUndefined());
  });
});
