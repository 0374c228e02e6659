import { checkoutHref, checkoutU } from './checkout-links';

describe('the checkout links', () => {
  it('carry u: the query’s, else X-Auth-Uid without its first 4 characters', () => {
    expect(checkoutU({ u: 'abc' }, 'uid-8f3a21c9')).toBe('abc');
    expect(checkoutU({}, 'uid-8f3a21c9')).toBe('8f3a21c9');
    expect(checkoutU({}, 'abc')).toBeUndefined();
    expect(checkoutU({}, null)).toBeUndefined();
    expect(checkoutHref('1234')).toBe('/checkout?isCart=1&u=1234');
    expect(checkoutHref(undefined)).toBe('/checkout?isCart=1');
  });
});
