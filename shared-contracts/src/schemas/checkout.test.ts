import { describe, expect, it } from 'vitest';
import { orderTerms, percentOfCents } from './checkout';

describe('the terms of section 9', () => {
  it('takes 3.0% of what a credit card pays, rounding half a cent up', () => {
    // $1,234.57 x 3% = $37.0371 -> $37.04; $100.00 -> $3.00; $0.50 x 3% = 1.5 cents -> 2 cents; $0.49 -> 1.47 cents -> 1 cent.
    expect(percentOfCents(123_457, 3)).toBe(3_704);
    expect(percentOfCents(10_000, 3)).toBe(300);
    expect(percentOfCents(50, 3)).toBe(2);
    expect(percentOfCents(49, 3)).toBe(1);
  });

  it('a designer pays 50% at order, with the card fee on that half', () => {
    // An order of $8,149.00: $4,074.50 now, $122.24 fee (4,074.50 x 3% = 122.235), $4,196.74 charged, $4,074.50 left.
    expect(orderTerms(814_900, 'credit', true)).toEqual({ dueNowCents: 407_450, cardFeeCents: 12_224, chargeCents: 419_674, balanceCents: 407_450 });
  });

  it('an odd cent of the deposit is paid at order', () => {
    // $100.01: $50.01 now, $50.00 left.
    expect(orderTerms(10_001, 'debit', true)).toEqual({ dueNowCents: 5_001, cardFeeCents: 0, chargeCents: 5_001, balanceCents: 5_000 });
  });

  it('a debit card and a bank transfer pay no fee; an outlet shopper pays all at order', () => {
    expect(orderTerms(60_000, 'debit', true).cardFeeCents).toBe(0);
    expect(orderTerms(60_000, 'bank', true).cardFeeCents).toBe(0);
    // $600.00 by credit card at the outlet: $18.00 fee, $618.00 charged, nothing left.
    expect(orderTerms(60_000, 'credit', false)).toEqual({ dueNowCents: 60_000, cardFeeCents: 1_800, chargeCents: 61_800, balanceCents: 0 });
  });
});
