import type { ProjectItem, SessionSnapshot } from '@storefront/contracts';
import { amountKey, lineAmount, mayAddToCart, modeHasProjects, priceColumns, projectHref, projectsHome, shortDate, subtotalLines } from './project-rules';

const designer: SessionSnapshot = {
  token: 't',
  roles: ['designer_project', 'shopping_cart', 'settle_accounts', 'designer_price'],
  mode: 'mibd_designer',
  user: null,
  customerId: null,
  guestId: 'g',
  language: 'en',
  clientAgent: null,
};
const purchasable = { status: '1' as const };
const unavailable = { status: '2' as const };

describe('Add to cart', () => {
  it('needs shopping_cart and a purchasable item', () => {
    expect(mayAddToCart(designer, 'HOM', [purchasable])).toBe(true);
    expect(mayAddToCart({ ...designer, mode: 'mibd_communicate' }, 'HOM', [purchasable])).toBe(true);
    expect(mayAddToCart({ ...designer, roles: ['designer_project'] }, 'HOM', [purchasable])).toBe(false);
    expect(mayAddToCart(designer, 'HOM', [unavailable])).toBe(false);
  });
});

type Priced = Pick<ProjectItem, 'msrp_price' | 'designer_price' | 'consumer_price' | 'count'>;
const item = (prices: Partial<Priced>, count = 1) => ({ count, ...prices }) as ProjectItem;

describe('prices', () => {
  it('draws a column for each price the answer holds, in the spec order', () => {
    expect(priceColumns({ items: [item({ consumer_price: 1, msrp_price: 2, designer_price: 3 })], subtotal: {} })).toEqual([
      'msrp_price',
      'designer_price',
      'consumer_price',
    ]);
    expect(priceColumns({ items: [item({ consumer_price: 1 })], subtotal: { msrp_price: 5 } })).toEqual(['msrp_price', 'consumer_price']);
    expect(priceColumns({ items: [], subtotal: {} })).toEqual([]);
  });
  it("counts a row in the designer price where shown, else the consumer price, else MSRP", () => {
    expect(amountKey(['msrp_price', 'designer_price', 'consumer_price'])).toBe('designer_price');
    expect(amountKey(['msrp_price', 'consumer_price'])).toBe('consumer_price');
    expect(amountKey(['msrp_price'])).toBe('msrp_price');
    expect(amountKey([])).toBeNull();
  });
  it("multiplies a row's price by its quantity to the cent", () => {
    expect(lineAmount(item({ designer_price: 19.99 }, 3), 'designer_price')).toBe(59.97);
    expect(lineAmount(item({ consumer_price: 10 }, 2), 'designer_price')).toBeNull();
    expect(lineAmount(item({ consumer_price: 10 }, 2), null)).toBeNull();
  });
  it('lists the subtotals the answer holds, labelled', () => {
    expect(subtotalLines({ consumer_price: 30, msrp_price: 40 })).toEqual([
      { key: 'msrp_price', label: 'MSRP', amount: 40 },
      { key: 'consumer_price', label: 'Consumer price', amount: 30 },
    ]);
  });
});

describe('addresses and words', () => {
  it('links a project by its id, and returns each account to its own list', () => {
    expect(projectHref('00000000-0000-4000-8000-000000000001')).toBe('/projectDetail?id=00000000-0000-4000-8000-000000000001');
    expect(projectsHome({ mode: 'mibd_customer' })).toBe('/customerProject');
    expect(projectsHome({ mode: 'mibd_designer' })).toBe('/personalProject');
  });
  it('knows which modes keep projects', () => {
    expect(modeHasProjects({ roles: ['home', 'designer_project'] })).toBe(true);
    expect(modeHasProjects({ roles: ['home', 'mode'] })).toBe(false);
    expect(modeHasProjects({ roles: [] })).toBe(true);
  });
  it('writes a date short, and leaves text that is no date as it is', () => {
    expect(shortDate('2025-03-05T12:00:00.000Z')).toBe('Mar 5, 2025');
    expect(shortDate('soon')).toBe('soon');
  });
});
