import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BRAND_TABLE } from './brands';
import {
  cartBadgeCount,
  cartBadgeText,
  cartCountFromCookies,
  cartLinkLabel,
  isPurchasableLine,
  deliveryLabel,
  formatPrice,
  groupDigits,
  isCustomized,
  msrpPermissionFor,
  priceVisibility,
  productImageName,
  stockState,
  toMillis,
} from './catalog';
import { MESSAGES } from './errors';
import { resolveLocation } from './navigation';
import { rolesFor } from './permissions';
import { catalogLink, catalogSlug, priceRangeProblem, productListRequest, siteProductBrands } from './schemas/catalog';

describe('the one stock rule (spec section 9, read with the cart)', () => {
  const now = new Date(Date.UTC(2030, 0, 1));
  const april15 = Date.UTC(2030, 3, 15);
  // Each row worked out by hand: [product, tag, units the cart sells, delivery label].
  it.each([
    [{ status: 2, stock: 5, future_stock: 5, backorder_quantity: 3 }, 'unavailable', 0, ''],
    [{ status: '2', stock: 0, future_stock: 0 }, 'unavailable', 0, ''],
    [{ status: 1, stock: 0, future_stock: 3, expected_delivery: april15 }, 'soon', 0, 'Mid April'],
    [{ status: 1, stock: 0, future_stock: 3, backorder_quantity: 2, expected_delivery: april15 }, 'soon', 2, 'Mid April'],
    [{ status: 1, stock: 0, future_stock: 3, expected_delivery: null }, 'soon', 0, ''],
    // In stock with a shipment coming: it ships from stock, so no delivery date stands beside In Stock.
    [{ status: 1, stock: 1, future_stock: 3, expected_delivery: april15 }, 'in_stock', 1, ''],
    [{ status: 1, stock: 7, future_stock: 0, backorder_quantity: 4 }, 'in_stock', 11, ''],
    // Nothing on hand, nothing coming, no backorders: sold out or made to order, not In Stock.
    [{ status: 1, stock: 0, future_stock: 0 }, 'unavailable', 0, ''],
    [{ status: 1, stock: 0, future_stock: 0, backorder_quantity: 5 }, 'in_stock', 5, ''],
    [{ status: 1, stock: -2, future_stock: 0, backorder_quantity: 0 }, 'unavailable', 0, ''],
    // The outlet sells its cash stock only: its backorders count for nothing.
    [{ status: 1, stock: 3, future_stock: 0, backorder_quantity: 10, brand_id: 'ol' }, 'in_stock', 3, ''],
    [{ status: 1, stock: 0, future_stock: 0, backorder_quantity: 10, brand_id: 'ol' }, 'unavailable', 0, ''],
  ] as const)('%o is %s, sells %i, delivery %j', (product, tag, available, delivery) => {
    expect(stockState(product, now)).toEqual({ tag, available, delivery });
  });

  it('never shows In Stock with nothing to sell, nor a delivery date beside In Stock', () => {
    for (const status of [1, 2]) {
      for (const stock of [-1, 0, 1, 3]) {
        for (const future_stock of [0, 4]) {
          for (const backorder_quantity of [0, 2]) {
            for (const brand_id of ['ca', 'ol']) {
              const state = stockState({ status, stock, future_stock, backorder_quantity, brand_id, expected_delivery: april15 }, now);
              if (state.tag === 'in_stock') expect({ available: state.available > 0, delivery: state.delivery }).toEqual({ available: true, delivery: '' });
              if (state.tag === 'unavailable') expect(state.available).toBe(0);
            }
          }
        }
      }
    }
  });
});

describe('a purchasable cart line (spec sections 5 and 9)', () => {
  it.each([
    [{ status: '1', count: 3 }, true],
    [{ status: 1, count: 3 }, true],
    [{ status: '2', count: 1 }, false],
    [{ status: '1', count: 2, cash_stock: 2 }, true],
    [{ status: '1', count: 3, cash_stock: 2 }, false],
    [{ status: '1', count: 1, cash_stock: 0 }, false],
  ] as const)('%o: %s', (line, yes) => {
    expect(isPurchasableLine(line)).toBe(yes);
  });
});

describe('delivery labels (spec section 3)', () => {
  const now = new Date(Date.UTC(2030, 0, 1));
  it.each([
    [Date.UTC(2030, 3, 1), 'Early April'],
    [Date.UTC(2030, 3, 10), 'Early April'],
    [Date.UTC(2030, 3, 11), 'Mid April'],
    [Date.UTC(2030, 3, 20), 'Mid April'],
    [Date.UTC(2030, 3, 21), 'Late April'],
    [Date.UTC(2031, 11, 31), 'Late December 2031'],
  ])('%s reads %s', (ms, label) => {
    expect(deliveryLabel(ms, now)).toBe(label);
  });

  it('reads 10-digit timestamps as seconds and 13-digit ones as milliseconds', () => {
    expect(toMillis(1_900_000_000)).toBe(1_900_000_000_000);
    expect(toMillis('1900000000000')).toBe(1_900_000_000_000);
    expect(deliveryLabel(String(Date.UTC(2030, 3, 15) / 1000), now)).toBe('Mid April');
    expect(deliveryLabel('not a date', now)).toBe('');
  });
});

describe('prices by mode', () => {
  const roles = (principal: Parameters<typeof rolesFor>[0], mode: Parameters<typeof rolesFor>[1]) => rolesFor(principal, mode)!;

  it('shows visitors and browsing mode no price', () => {
    expect(priceVisibility(roles('visitor', 'mibd_visitor'), 'mibd_visitor', 'hom', 'ca')).toEqual({ msrp: false, designer: false, retail: false });
    expect(priceVisibility(roles('designer', 'mibd_safe'), 'mibd_safe', 'hom', 'ca')).toEqual({ msrp: false, designer: false, retail: false });
  });

  it('shows client mode and customers MSRP and retail, designer mode the designer price too', () => {
    expect(priceVisibility(roles('designer', 'mibd_communicate'), 'mibd_communicate', 'hom', 'jc')).toEqual({ msrp: true, designer: false, retail: true });
    expect(priceVisibility(roles('customer', 'mibd_customer'), 'mibd_customer', 'ca', 'ca')).toEqual({ msrp: true, designer: false, retail: true });
    expect(priceVisibility(roles('designer', 'mibd_designer'), 'mibd_designer', 'hom', 'art')).toEqual({ msrp: true, designer: true, retail: true });
    expect(priceVisibility(roles('client_agent', 'mibd_designer'), 'mibd_designer', 'hom', 'ca').designer).toBe(true);
  });

  it('maps msrp per brand: none on ROWE and FFD, the dealer site its own', () => {
    expect(msrpPermissionFor('hom', 'ca')).toBe('ca_msrp');
    expect(msrpPermissionFor('hom', 'rowe')).toBeNull();
    expect(msrpPermissionFor('rowe', 'rowe')).toBeNull();
    expect(msrpPermissionFor('ol', 'ol')).toBeNull();
    expect(msrpPermissionFor('ca_dealer', 'ca')).toBe('ca_dealer_msrp');
    expect(priceVisibility(['ca_msrp'], 'mibd_designer', 'ca_dealer', 'ca').msrp).toBe(false);
    expect(priceVisibility(['ca_dealer_msrp'], 'mibd_designer', 'ca_dealer', 'ca').msrp).toBe(true);
    expect(priceVisibility(roles('ffd_shopper', 'mibd_designer'), 'mibd_designer', 'ol', 'ol')).toEqual({ msrp: false, designer: false, retail: true });
  });
});

describe('the cart badge (spec sections 5 and 9)', () => {
  it("adds the counts of status '1' lines only", () => {
    expect(cartBadgeCount([{ status: '1', count: 2 }, { status: 1, count: 3 }, { status: '2', count: 9 }])).toBe(5);
  });

  it('leaves out FFD lines over their cash stock or with none', () => {
    expect(
      cartBadgeCount([
        { status: '1', count: 2, cash_stock: 5 },
        { status: '1', count: 6, cash_stock: 5 },
        { status: '1', count: 1, cash_stock: 0 },
      ]),
    ).toBe(2);
  });

  it("hides at 0 and reads '···' above 99", () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('···');
  });

  it('names the cart link with its count, and reads the count the mini-cart kept (shoppingCartNum) or none', () => {
    expect([0, 1, 3, 100].map(cartLinkLabel)).toEqual(['Cart', 'Cart, 1 item', 'Cart, 3 items', 'Cart, more than 99 items']);
    expect(cartCountFromCookies({ shoppingCartNum: '3' })).toBe(3);
    expect(cartCountFromCookies({ shoppingCartNum: '0' })).toBe(0);
    expect(cartCountFromCookies({})).toBeNull();
    expect(cartCountFromCookies({ shoppingCartNum: '3; x' })).toBeNull();
    expect(cartCountFromCookies({ shoppingCartNum: '-1' })).toBeNull();
  });
});

describe('small rules', () => {
  it('formats currency with thousands separators', () => {
    expect(formatPrice(12345.5)).toBe('$12,345.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('names product images and tells customized types', () => {
    expect(productImageName('CA-1', 2)).toBe('CA-1_2.jpg');
    expect([0, 1, 2, 3, 4].map(isCustomized)).toEqual([false, true, true, true, false]);
  });
});

describe('catalog requests and links', () => {
  it('needs both ends of a price range, the lower first', () => {
    expect(priceRangeProblem(undefined, undefined)).toBeNull();
    expect(priceRangeProblem(10, 20)).toBeNull();
    expect(priceRangeProblem(10, undefined)).toBe(MESSAGES.priceFilterRange);
    expect(priceRangeProblem(undefined, 0)).toBe(MESSAGES.priceFilterRange);
    expect(priceRangeProblem(30, 20)).toBe(MESSAGES.priceFilterOrder);
  });

  it('reads filters as one value or several, prices from numbers or form text', () => {
    const parsed = z.parse(productListRequest, { space: 'Living Room', category: [' Sofas ', '', 'Sofas'], min_price: '10', max_price: '', page: '2' });
    expect(parsed).toMatchObject({ space: ['Living Room'], category: ['Sofas'], min_price: 10, max_price: undefined, page: 2 });
    expect(z.safeParse(productListRequest, { sort: 'cheapest' }).success).toBe(false);
    expect(z.safeParse(productListRequest, { limit: 49 }).success).toBe(false);
  });

  it('shows each site its product brands', () => {
    expect(siteProductBrands('hom')).toEqual(['hom', 'ca', 'rowe', 'jc', 'art']);
    expect(siteProductBrands('ca_dealer')).toEqual(['ca']);
    expect(siteProductBrands('ol')).toEqual(['ol']);
  });

  it('slugs names and links every site by its route table', () => {
    expect(catalogSlug('Living Room')).toBe('living-room');
    expect(catalogSlug('Beds & Headboards')).toBe('beds-and-headboards');
    const cases = [
      ['hom', { room: 'Living Room', category: 'Sofas' }, '/productList?Room=Living%20Room&Category=Sofas'],
      ['rowe', { category: 'Sofas' }, '/productList?Category=Sofas'],
      ['ca', { category: 'Sofas' }, '/product/category/sofas'],
      ['ca_dealer', { portfolio: 'Harlow' }, '/product/portfolio/harlow'],
      ['jc', { category: 'Sofas' }, '/productList/category?Category=Sofas'],
      ['jc', { room: 'Bedroom' }, '/productList/websiteClass?WebsiteClass=Bedroom'],
      ['art', { room: 'Dining Room' }, '/shop/dining-room'],
      ['ol', { category: 'Sofas' }, '/FFDProductList?category=sofas'],
    ] as const;
    for (const [site, target, link] of cases) {
      expect(catalogLink(site, target)).toBe(link);
      const brand = Object.values(BRAND_TABLE).find((b) => b.code === site)!.brand;
      const [pathname, search = ''] = link.split('?');
      const resolved = resolveLocation({ pathname: pathname!, search: search ? `?${search}` : '' }, { brand, signedIn: false });
      expect(resolved.kind, link).toBe('route');
    }
  });
});

describe('groupDigits', () => {
  it('writes numbers exactly as en-US Intl does, without loading Intl', () => {
    const samples = [0, 1, 12, 999, 1000, 1500, 99999.995, 1234567.891, 2.675, 1.005, -1234.5, -0.001, -0, 0.5, 2.5, 1e15];
    for (const value of samples) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 0 }));
      expect(groupDigits(value, 2)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
  });
});
