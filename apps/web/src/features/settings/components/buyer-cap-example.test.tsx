import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyerCapExample } from './buyer-cap-example';

describe('BuyerCapExample', () => {
  it('says what the per-buyer values give a buyer, as the picker will (ADR 040)', () => {
    render(<BuyerCapExample percent={5} min={100} />);
    expect(
      screen.getByText(
        'Máximo por persona con estos valores: 100 números en una rifa de 100; 100 números en una rifa de 1.000; 500 números en una rifa de 10.000.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing while a field is not a number', () => {
    const { container } = render(<BuyerCapExample percent={Number.NaN} min={100} />);
    expect(container).toBeEmptyDOMElement();
  });
});
