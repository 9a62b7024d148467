import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseResult } from '@rifas/shared';
import { SuccessDialog } from './success-dialog';

const result: PurchaseResult = {
  success: true,
  message: 'Compra registrada. Tu pago está pendiente de verificación.',
  payment: {
    id: 41,
    status: 'pending',
    amount: 10,
    numbers: [7, 12],
    precio_moneda: {},
    ticket_code: 'Ab-9_xYz0123456789ABCd',
  },
};

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <SuccessDialog result={result} label={(n) => n.join(', ')} onClose={vi.fn()} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('SuccessDialog', () => {
  it('links the purchase ticket and says where to find purchases later', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '¡Compra registrada!' });
    expect(within(dialog).getByRole('link', { name: 'Ver mi ticket' })).toHaveAttribute(
      'href',
      '/ticket/Ab-9_xYz0123456789ABCd',
    );
    expect(within(dialog).getByRole('link', { name: 'Mis números' })).toHaveAttribute(
      'href',
      '/mis-numeros',
    );
    expect(dialog).toHaveTextContent(
      'También encuentras tus compras en Mis números con tu cédula y tu email o teléfono.',
    );
    expect(dialog).toHaveTextContent('7, 12');
  });
});
