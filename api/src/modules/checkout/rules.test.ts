import { ERR } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { orderSums, postalFitsState, shippingCents } from './rules';

describe('postal codes and states', () => {
  it('a ZIP code belongs to the states of its national area', () => {
    expect(postalFitsState({ country: 'US', state: 'NY', postal: '10016' })).toBe(true);
    expect(postalFitsState({ country: 'US', state: 'CA', postal: '94103' })).toBe(true);
    expect(postalFitsState({ country: 'US', state: 'TX', postal: '75201-1234' })).toBe(true);
    expect(postalFitsState({ country: 'US', state: 'CA', postal: '10016' })).toBe(false);
    expect(postalFitsState({ country: 'US', state: 'FL', postal: '60601' })).toBe(false);
  });
  it('a Canadian postal code belongs to the provinces of its first letter', () => {
    expect(postalFitsState({ country: 'CA', state: 'ON', postal: 'M5H 2N2' })).toBe(true);
    expect(postalFitsState({ country: 'CA', state: 'BC', postal: 'V6B 1A1' })).toBe(true);
    expect(postalFitsState({ country: 'CA', state: 'QC', postal: 'M5H 2N2' })).toBe(false);
  });
});

describe('shipping cost', () => {
  it('is the first unit and each further unit at the method’s rate, more beyond the contiguous states', () => {
    expect(shippingCents('standard', { country: 'US', state: 'NY', postal: '10016' }, 1)).toBe(14_900);
    expect(shippingCents('standard', { country: 'US', state: 'NY', postal: '10016' }, 3)).toBe(14_900 + 2 * 4_900);
    expect(shippingCents('white_glove', { country: 'US', state: 'NY', postal: '10016' }, 2)).toBe(29_900 + 9_900);
    expect(shippingCents('standard', { country: 'US', state: 'HI', postal: '96813' }, 1)).toBe(29_800);
    expect(shippingCents('standard', { country: 'CA', state: 'ON', postal: 'M5H 2N2' }, 1)).toBe(22_350);
  });
  it('refuses an address whose zip is not its state’s', () => {
    expect(() => shippingCents('standard', { country: 'US', state: 'CA', postal: '10016' }, 1)).toThrow(expect.objectContaining({ err: ERR.SHIPPING_COST_FAILED }));
  });
});

describe('the order’s sums', () => {
  it('takes the coupon off the goods, adds shipping, then the terms', () => {
    // $4,000 + 2 x $1,500 = $7,000; $700 off; $149 shipping: $6,449 total; $3,224.50 now; 3% = $96.735 -> $96.74.
    expect(orderSums([400_000, 300_000], 70_000, 14_900, 'credit', true)).toEqual({
      subtotalCents: 700_000,
      discountCents: 70_000,
      shippingCents: 14_900,
      totalCents: 644_900,
      dueNowCents: 322_450,
      cardFeeCents: 9_674,
      chargeCents: 332_124,
      balanceCents: 322_450,
    });
  });
  it('never takes off more than the goods', () => {
    expect(orderSums([10_000], 50_000, 14_900, 'debit', false).totalCents).toBe(14_900);
  });
});
