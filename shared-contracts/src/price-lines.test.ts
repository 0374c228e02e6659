import { describe, expect, it } from 'vitest';
import { visiblePriceLines } from './catalog';

const product = { brand_id: 'ca' as const, designer_price: 1200, consumer_price: 2400, promotional_price: 1900, msrp_price: 2600 };
const all = { msrp: true, designer: true, retail: true };

describe('visiblePriceLines', () => {
  it('designer mode: the designer price first, the sale price with the retail price struck, then MSRP', () => {
    expect(visiblePriceLines(product, all).map((l) => [l.label, l.amount, !!l.struck])).toEqual([
      ['Designer price', 1200, false],
      ['Sale price', 1900, false],
      ['Retail price', 2400, true],
      ['MSRP', 2600, false],
    ]);
  });

  it('never shows a price the mode may not see, even when the answer holds it', () => {
    expect(visiblePriceLines(product, { msrp: false, designer: false, retail: true }).map((l) => l.kind)).toEqual(['promotional', 'retail']);
    expect(visiblePriceLines(product, { msrp: false, designer: false, retail: false })).toEqual([]);
  });

  it('shows only prices the answer holds', () => {
    expect(visiblePriceLines({ consumer_price: 800, promotional_price: null }, all).map((l) => l.kind)).toEqual(['retail']);
  });
});
