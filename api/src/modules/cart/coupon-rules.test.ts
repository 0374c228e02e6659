import { ERR, MESSAGES, rolesFor } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/caller';
import { couponRefusal, discountCents, normalizeCode, purchasable, toQuote, unitCents } from './coupon-rules';
import type { CouponRow, LineRow } from './repository';
import { toCartLines } from './rules';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  minSubtotalCents: 50_000,
  brand: null,
  startsAt: day('2026-01-01'),
  endsAt: day('2027-01-01'),
  usageLimit: 5,
  perAccountLimit: 1,
  timesUsed: 0,
  active: true,
  createdAt: day('2026-01-01'),
  ...over,
});
const use = (over: Partial<Parameters<typeof couponRefusal>[1]> = {}) => ({ now: day('2026-06-01'), brand: 'hom', subtotalCents: 100_000, accountUses: 0, ...over });
const refusal = (row: CouponRow | null, over: Partial<Parameters<typeof couponRefusal>[1]> = {}) => {
  const error = couponRefusal(row, use(over));
  return error ? { err: error.err, errmsg: error.message } : null;
};

describe('which coupon error of section 8 a coupon meets', () => {
  it('applies within its window, limits and minimum', () => {
    expect(refusal(coupon())).toBeNull();
    expect(refusal(coupon({ brand: 'ca' }), { brand: 'ca' })).toBeNull();
    expect(refusal(coupon({ usageLimit: null, timesUsed: 9_999 }))).toBeNull();
    expect(refusal(coupon(), { subtotalCents: 50_000 })).toBeNull();
  });

  it('names each refusal in the spec words', () => {
    expect(refusal(null)).toEqual({ err: ERR.COUPON_CODE_ERROR, errmsg: 'Coupon code error' });
    expect(refusal(coupon(), { now: day('2027-01-02') })).toEqual({ err: ERR.COUPON_EXPIRED, errmsg: 'The coupon has expired' });
    expect(refusal(coupon({ timesUsed: 5 }))).toEqual({ err: ERR.COUPON_USAGE_EXCEEDED, errmsg: 'Coupon usage exceeded' });
    expect(refusal(coupon(), { accountUses: 1 })).toEqual({ err: ERR.COUPON_USAGE_EXCEEDED, errmsg: 'Coupon usage exceeded' });
    expect(refusal(coupon({ brand: 'ca' }), { brand: 'jc' })).toEqual({ err: ERR.COUPON_CANNOT_USE, errmsg: 'This coupon cannot be used' });
    expect(refusal(coupon({ active: false }))).toEqual({ err: ERR.COUPON_CANNOT_USE, errmsg: 'This coupon cannot be used' });
    expect(refusal(coupon(), { now: day('2025-12-31') })).toEqual({ err: ERR.COUPON_CANNOT_USE, errmsg: 'This coupon cannot be used' });
    expect(refusal(coupon(), { subtotalCents: 49_999 })).toEqual({ err: ERR.COUPON_CONDITIONS_NOT_MET, errmsg: 'Coupon conditions not met' });
  });

  it('ends at its end: the last moment before it applies, the moment itself is expired', () => {
    const end = day('2027-01-01');
    expect(refusal(coupon(), { now: new Date(end.getTime() - 1) })).toBeNull();
    expect(refusal(coupon(), { now: end })?.errmsg).toBe(MESSAGES.couponExpired);
  });

  it('reads an expired coupon as expired before its uses or its minimum', () => {
    expect(refusal(coupon({ timesUsed: 5 }), { now: day('2027-02-01'), subtotalCents: 1 })?.errmsg).toBe('The coupon has expired');
    expect(refusal(coupon({ timesUsed: 5 }), { subtotalCents: 1 })?.errmsg).toBe('Coupon usage exceeded');
  });

  it('matches codes in upper case without surrounding spaces', () => {
    expect(normalizeCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('what a coupon takes off', () => {
  it.each([
    // [kind, value, subtotal cents, discount cents], worked out by hand.
    ['percent', 10, 123_456, 12_346], // 12,345.6 rounds up
    ['percent', 10, 123_454, 12_345], // 12,345.4 rounds down
    ['percent', 15, 100_010, 15_002], // 15,001.5: a half cent rounds up
    ['percent', 100, 99_999, 99_999],
    ['percent', 25, 0, 0],
    ['amount', 25_000, 300_000, 25_000],
    ['amount', 25_000, 10_000, 10_000], // never more than the subtotal
  ] as const)('%s %i off %i is %i', (kind, value, subtotal, off) => {
    expect(discountCents({ kind, value }, subtotal)).toBe(off);
  });

  it('answers in dollars: the percent as it is, an amount in dollars', () => {
    expect(toQuote(coupon(), 123_456)).toEqual({
      coupon_code: 'SAVE10',
      kind: 'percent',
      value: 10,
      min_subtotal: 500,
      brand: null,
      ends_at: day('2027-01-01').getTime(),
      subtotal: 1234.56,
      discount: 123.46,
      total: 1111.1,
    });
    expect(toQuote(coupon({ kind: 'amount', value: 25_000, brand: 'ca' }), 300_000)).toMatchObject({ kind: 'amount', value: 250, brand: 'ca', discount: 250, total: 2750 });
  });
});

describe('the cart priced as the caller pays', () => {
  const row = (over: Partial<LineRow>): LineRow => ({
    id: 'line',
    skuNumber: 'CA-1',
    brandId: 'ca',
    name: 'Sofa',
    status: 1,
    stock: 10,
    futureStock: 0,
    backorderQuantity: 0,
    msrpCents: 900_00,
    designerCents: 400_00,
    consumerCents: 600_00,
    promotionalCents: null,
    count: 1,
    customizableType: 0,
    ...over,
  });
  const caller = (kind: 'designer' | 'ffd_shopper', mode: 'mibd_designer' | 'mibd_communicate'): Pick<Caller, 'roles' | 'mode' | 'brand'> => ({
    roles: new Set(rolesFor(kind, mode)!),
    mode,
    brand: kind === 'ffd_shopper' ? 'ol' : 'hom',
  });

  it('pays the designer price in designer mode, the sale or retail price where the designer price is not seen', () => {
    expect(unitCents(row({}), caller('designer', 'mibd_designer'))).toBe(400_00);
    expect(unitCents(row({}), caller('designer', 'mibd_communicate'))).toBe(600_00);
    expect(unitCents(row({ promotionalCents: 550_00 }), caller('designer', 'mibd_communicate'))).toBe(550_00);
    expect(unitCents(row({ brandId: 'ol', promotionalCents: 120_00, consumerCents: 200_00 }), caller('ffd_shopper', 'mibd_designer'))).toBe(120_00);
  });

  it('counts only purchasable lines: 2 x 400 + 3 x 250, the unavailable and the over-stock outlet line left out', () => {
    const who = caller('designer', 'mibd_designer');
    const rows = [
      row({ skuNumber: 'CA-1', count: 2 }),
      row({ skuNumber: 'CA-2', count: 3, designerCents: 250_00 }),
      row({ skuNumber: 'CA-GONE', status: 2, count: 4 }),
      row({ skuNumber: 'OL-1', brandId: 'ol', stock: 1, count: 2 }),
    ];
    const cart = purchasable(rows, toCartLines(rows, who), who);
    expect({ skus: cart.lines.map((l) => l.sku_number), count: cart.count, subtotalCents: cart.subtotalCents }).toEqual({ skus: ['CA-1', 'CA-2'], count: 5, subtotalCents: 1_550_00 });
  });
});
