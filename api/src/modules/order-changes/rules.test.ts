import { describe, expect, it } from 'vitest';
import { afterApproval, changeSerialOf, decisionTarget, difference, linesAfter, payExpiry, supplementaryFee, type Line } from './rules';

const lines: Line[] = [
  { itemId: 'a', skuNumber: 'SOFA', name: 'Sofa', unitCents: 400_000, count: 1 },
  { itemId: 'b', skuNumber: 'LAMP', name: 'Lamp', unitCents: 50_000, count: 2 },
];
const sums = (dueNowCents: number, cardFeeCents: number) => ({ subtotalCents: 0, discountCents: 0, shippingCents: 0, totalCents: 0, dueNowCents, cardFeeCents, balanceCents: 0 });

describe('what a change does to the lines', () => {
  it('sets counts, removes a line at 0, adds items, and leaves none for a cancel', () => {
    expect(linesAfter('quantity', lines, { items: [{ itemId: 'b', count: 0 }, { itemId: 'a', count: 3 }] }).map((l) => [l.skuNumber, l.count])).toEqual([['SOFA', 3]]);
    expect(linesAfter('add_item', lines, { items: [{ skuNumber: 'BED', name: 'Bed', unitCents: 1, count: 1 }] })).toHaveLength(3);
    expect(linesAfter('cancel', lines, { reason: 'other', note: '' })).toEqual([]);
    expect(linesAfter('address', lines, { address: {} })).toEqual(lines);
  });
});

describe('what it costs', () => {
  const paid = { dueNowCents: 10_000, cardFeeCents: 300 };
  it('asks the extra due now, refunds less with its fee, or nothing', () => {
    expect(difference('quantity', paid, sums(12_000, 360))).toEqual({ extraCents: 2_000, refundCents: 0 });
    expect(difference('quantity', paid, sums(8_000, 240))).toEqual({ extraCents: 0, refundCents: 2_060 });
    expect(difference('address', paid, sums(10_000, 300))).toEqual({ extraCents: 0, refundCents: 0 });
    expect(difference('cancel', paid, null)).toEqual({ extraCents: 0, refundCents: 10_300 });
  });
  it('adds the card fee only on credit', () => {
    expect(supplementaryFee(10_000, 'credit')).toBe(300);
    expect(supplementaryFee(10_000, 'debit')).toBe(0);
  });
  it('moves an approved change by what it costs', () => {
    expect(afterApproval('cancel', { extraCents: 0, refundCents: 5 })).toEqual(['cancelled', 'refunded']);
    expect(afterApproval('quantity', { extraCents: 5, refundCents: 0 })).toEqual(['extra_payment_needed']);
    expect(afterApproval('quantity', { extraCents: 0, refundCents: 5 })).toEqual(['refunded']);
    expect(afterApproval('contact', { extraCents: 0, refundCents: 0 })).toEqual(['processing']);
  });
  it('keeps the link 48 hours', () => {
    expect(payExpiry(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-03T00:00:00.000Z');
  });
});

describe('staff decisions', () => {
  it('verify, approve and reject a change in review; complete one processing or paid', () => {
    expect(decisionTarget('in_review', 'verify')).toBe('verifying');
    expect(decisionTarget('verifying', 'approve')).toBe('approved');
    expect(decisionTarget('in_review', 'reject')).toBe('rejected');
    expect(decisionTarget('supplementary_paid', 'complete')).toBe('completed');
    expect(decisionTarget('processing', 'complete')).toBe('completed');
    expect(decisionTarget('canceled_by_user', 'approve')).toBeNull();
    expect(decisionTarget('extra_payment_needed', 'complete')).toBeNull();
  });
  it('reads a reference', () => {
    expect(changeSerialOf('OC100001')).toBe(100001);
    expect(changeSerialOf('oc100001')).toBe(100001);
    expect(changeSerialOf('SO100001')).toBeNull();
  });
});
