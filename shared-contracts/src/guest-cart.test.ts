import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookies';
import {
  cartHref,
  clearGuestCartCookies,
  guestCartAdd,
  guestCartBatchCookie,
  guestCartBatchFromCookies,
  guestCartBatchId,
  guestCartCookie,
  guestCartFromCookies,
  guestCartWithCount,
  guestCartWithout,
  parseGuestCart,
  serializeGuestCart,
} from './guest-cart';
import { CART_MAX_COUNT, cartAddBatchRequest, guestCartRequest, guestEntries } from './schemas/cart';

const cart = [
  { sku_number: 'OL-1', count: 2 },
  { sku_number: 'OL-2', count: 1 },
];

describe('parseGuestCart', () => {
  it('reads the entries of the cookie text', () => {
    expect(parseGuestCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('reads no text, text that is not JSON and JSON that is not a list as an empty cart', () => {
    for (const text of [undefined, null, '', 'not json', '{"sku_number":"OL-1"}', '42', 'null']) expect(parseGuestCart(text)).toEqual([]);
  });

  it('counts a bare SKU, and an entry without a whole positive count, as 1; drops what names no SKU', () => {
    const text = JSON.stringify(['OL-1', { sku_number: 'OL-2', count: 0 }, { sku_number: 'OL-3', count: 1.5 }, { sku_number: 'OL-4', count: '3' }, { sku_number: 'OL-5' }, { count: 2 }, 7, null]);
    expect(parseGuestCart(text)).toEqual([
      { sku_number: 'OL-1', count: 1 },
      { sku_number: 'OL-2', count: 1 },
      { sku_number: 'OL-3', count: 1 },
      { sku_number: 'OL-4', count: 3 },
      { sku_number: 'OL-5', count: 1 },
    ]);
  });
});

describe('serializeGuestCart', () => {
  it('writes text the parse and the api read back as the same entries', () => {
    const text = serializeGuestCart(cart);
    expect(text).toBe('[{"sku_number":"OL-1","count":2},{"sku_number":"OL-2","count":1}]');
    expect(parseGuestCart(text)).toEqual(cart);
    expect(guestEntries(guestCartRequest.parse({ sku_list: text }))).toEqual(cart);
  });

  it('keeps only the SKU and the count of an entry', () => {
    expect(serializeGuestCart([{ sku_number: 'OL-1', count: 2, name: 'Sofa' } as never])).toBe('[{"sku_number":"OL-1","count":2}]');
  });
});

describe('changes', () => {
  it('withCount sets one SKU within 1 and the limit, leaving the rest and the input alone', () => {
    expect(guestCartWithCount(cart, 'OL-2', 4)).toEqual([cart[0], { sku_number: 'OL-2', count: 4 }]);
    expect(guestCartWithCount(cart, 'OL-2', 0)[1]).toEqual({ sku_number: 'OL-2', count: 1 });
    expect(guestCartWithCount(cart, 'OL-2', CART_MAX_COUNT + 5)[1]).toEqual({ sku_number: 'OL-2', count: CART_MAX_COUNT });
    expect(guestCartWithCount(cart, 'OL-9', 3)).toEqual(cart);
    expect(cart[1]).toEqual({ sku_number: 'OL-2', count: 1 });
  });

  it('without drops one SKU', () => {
    expect(guestCartWithout(cart, 'OL-1')).toEqual([cart[1]]);
    expect(guestCartWithout(cart, 'OL-9')).toEqual(cart);
  });

  it('add adds to the entry of the SKU (within the limit) or appends a new one', () => {
    expect(guestCartAdd(cart, 'OL-1', 3)).toEqual([{ sku_number: 'OL-1', count: 5 }, cart[1]]);
    expect(guestCartAdd(cart, 'OL-1', CART_MAX_COUNT)[0]).toEqual({ sku_number: 'OL-1', count: CART_MAX_COUNT });
    expect(guestCartAdd(cart, 'OL-3', 2)).toEqual([...cart, { sku_number: 'OL-3', count: 2 }]);
    expect(guestCartAdd([], 'OL-3', 1)).toEqual([{ sku_number: 'OL-3', count: 1 }]);
  });
});

describe('the cookie', () => {
  it('is written for a year and read back from a Cookie header', () => {
    const set = guestCartCookie(cart, { secureContext: false });
    expect(set).toMatch(/^sku_list=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const header = `other=1; ${set.split(';')[0]}`;
    expect(guestCartFromCookies(header)).toEqual(cart);
    expect(guestCartFromCookies('other=1')).toEqual([]);
  });

  it('is cleared with its batch id', () => {
    expect(clearGuestCartCookies({ secureContext: true })).toEqual([
      'sku_list=; Path=/; Max-Age=0; SameSite=None; Secure',
      'sku_list_batch=; Path=/; Max-Age=0; SameSite=None; Secure',
    ]);
  });
});

describe('guestCartBatchId', () => {
  it('makes a new id the addBatch call accepts', () => {
    const id = guestCartBatchId(cart, undefined, 1_700_000_000_000);
    expect(id).toMatch(/^guest-1700000000000-[0-9a-z]{16}-[0-9a-z]+$/);
    expect(cartAddBatchRequest.safeParse({ batch_id: id, sku_list: cart }).success).toBe(true);
    expect(guestCartBatchId(cart, undefined)).not.toBe(id);
  });

  it('keeps the stored id while the cart is the one it was made for', () => {
    const id = guestCartBatchId(cart, undefined);
    expect(guestCartBatchId(cart, id)).toBe(id);
    expect(guestCartBatchId(parseGuestCart(serializeGuestCart(cart)), id)).toBe(id);
  });

  it('makes a new id for a cart changed since, or for a stored value that is not an id', () => {
    const id = guestCartBatchId(cart, undefined);
    expect(guestCartBatchId(guestCartAdd(cart, 'OL-3', 1), id)).not.toBe(id);
    expect(guestCartBatchId(guestCartWithCount(cart, 'OL-1', 3), id)).not.toBe(id);
    expect(guestCartBatchId(cart, 'anything')).toMatch(/^guest-\d+-/);
  });

  it('is kept beside the cart in a cookie and read back', () => {
    const id = guestCartBatchId(cart, undefined);
    const set = guestCartBatchCookie(id, { secureContext: false });
    expect(parseCookieHeader(set.split(';')[0] ?? '')).toEqual({ sku_list_batch: id });
    expect(guestCartBatchFromCookies(`${set.split(';')[0]}; a=b`)).toBe(id);
    expect(guestCartBatchFromCookies('a=b')).toBeUndefined();
  });
});

describe('cartHref', () => {
  it('leads to /cart, or an FFD guest to the sign-in that comes back to it', () => {
    expect(cartHref('account')).toBe('/cart');
    expect(cartHref(null)).toBe('/cart');
    expect(cartHref('guest')).toBe('/login?redirect=%2Fcart');
  });
});
