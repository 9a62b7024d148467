import { describe, expect, it } from 'vitest';
import { buyerCapMessage, numbersCap } from './numbers-cap';

describe('numbersCap', () => {
  it('with the default per-buyer values (5 %, 100) lets a big buyer buy (ADR 040)', () => {
    expect(numbersCap(100, 5, 100)).toBe(100); // never above the range
    expect(numbersCap(1_000, 5, 100)).toBe(100);
    expect(numbersCap(10_000, 5, 100)).toBe(500);
    expect(numbersCap(100_000, 5, 100)).toBe(5_000);
  });

  it('with the default per-address values (8 %, 200) leaves ≥ 90 % of 10,000 to others', () => {
    expect(numbersCap(1_000, 8, 200)).toBe(200);
    expect(numbersCap(10_000, 8, 200)).toBe(800);
  });

  it('rounds a share up', () => {
    expect(numbersCap(1_001, 10, 1)).toBe(101);
  });
});

describe('buyerCapMessage', () => {
  it('says how many the buyer may still take, in singular and plural', () => {
    expect(buyerCapMessage({ max: 100, count: 95 })).toBe(
      'Ya tienes 95 números apartados o por pagar en esta rifa y el máximo es 100: puedes agregar 5 números más.',
    );
    expect(buyerCapMessage({ max: 100, count: 99 })).toBe(
      'Ya tienes 99 números apartados o por pagar en esta rifa y el máximo es 100: puedes agregar 1 número más.',
    );
    expect(buyerCapMessage({ max: 1_000, count: 1 })).toBe(
      'Ya tienes 1 número apartado o por pagar en esta rifa y el máximo es 1.000: puedes agregar 999 números más.',
    );
  });

  it('says to wait for the payment when nothing is left, and the maximum when nothing is held', () => {
    expect(buyerCapMessage({ max: 100, count: 100 })).toBe(
      'Ya tienes 100 números apartados o por pagar en esta rifa y el máximo es 100. Cuando verifiquemos tu pago podrás comprar más.',
    );
    expect(buyerCapMessage({ max: 500, count: 0 })).toBe(
      'En esta rifa cada persona puede tener como máximo 500 números apartados o por pagar.',
    );
  });
});
