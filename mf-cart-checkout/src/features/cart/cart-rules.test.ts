import type { SessionSnapshot } from '@storefront/contracts';
import { choosesCustomer, countedUnits, lineAmount, linePrices, showsCheckout, subtotals, type AnyLine } from './cart-rules';

const line = (extra: Partial<AnyLine> = {}): AnyLine => ({
  id: 'l1',
  image: '',
  name: 'Sofa',
  sku_number: 'CA-1',
  brand_id: 'ca',
  customizable_type: 0,
  status: '1',
  count: 2,
  stock_tag: 'in_stock',
  msrp_price: 2000,
  designer_price: 1000,
  consumer_price: 1500,
  promotional_price: null,
  ...extra,
});

const designer: SessionSnapshot = {
  token: 't',
  roles: ['shopping_cart', 'settle_accounts', 'designer_price', 'ca_msrp', 'customers'],
  mode: 'mibd_designer',
  user: { userId: 'abcd1234', firstName: 'D', lastName: 'D', email: 'd@x.test', headImg: null },
  customerId: null,
  guestId: 'g',
  language: 'en',
  clientAgent: null,
};

describe('cart rules', () => {
  it('sums each price kind the mode sees over the lines that count', () => {
    const lines = [line(), line({ id: 'l2', status: '2', count: 9 }), line({ id: 'l3', consumer_price: 500, promotional_price: 400, designer_price: 300, msrp_price: 600, count: 1 })];
    const totals = subtotals(lines, (l) => linePrices(l, designer, 'HOM'));
    expect(totals).toEqual([
      { kind: 'designer', label: 'Designer price', amount: 2300 },
      { kind: 'retail', label: 'Retail price', amount: 3400 },
      { kind: 'msrp', label: 'MSRP', amount: 4600 },
    ]);
    expect(countedUnits(lines)).toBe(3);
  });

  it('leaves the designer price to designer mode, and every price to the modes that see prices', () => {
    expect(linePrices(line(), { ...designer, mode: 'mibd_communicate' }, 'HOM').map((p) => p.kind)).toEqual(['retail', 'msrp']);
    expect(linePrices(line(), { ...designer, mode: 'mibd_visitor', roles: [] }, 'HOM')).toEqual([]);
  });

  it("a line's amount is its first price (not a struck one) times its count, exact to the cent", () => {
    expect(lineAmount([{ kind: 'designer', label: '', amount: 0.1 }], 3)).toBe(0.3);
    expect(lineAmount([{ kind: 'promotional', label: '', amount: 5 }, { kind: 'retail', label: '', amount: 9, struck: true }], 2)).toBe(10);
    expect(lineAmount([], 2)).toBeNull();
  });

  it('shows Checkout with a counted status 1 line, settle_accounts and no client agent, never in client mode', () => {
    expect(showsCheckout(designer, 'HOM', [line()])).toBe(true);
    expect(showsCheckout(designer, 'HOM', [line({ status: '2' })])).toBe(false);
    expect(showsCheckout(designer, 'FFD', [line({ brand_id: 'ol', cash_stock: 1, count: 2 })])).toBe(false);
    expect(showsCheckout({ ...designer, mode: 'mibd_communicate' }, 'HOM', [line()])).toBe(false);
    expect(showsCheckout({ ...designer, clientAgent: { id: 'a', code: 'c' } }, 'HOM', [line()])).toBe(false);
    expect(showsCheckout({ ...designer, roles: ['shopping_cart'] }, 'HOM', [line()])).toBe(false);
  });

  it('asks whom the order is for where the account has customers, never on the outlet', () => {
    expect(choosesCustomer(designer, 'HOM')).toBe(true);
    expect(choosesCustomer(designer, 'FFD')).toBe(false);
    expect(choosesCustomer({ ...designer, roles: ['shopping_cart'] }, 'HOM')).toBe(false);
  });
});
