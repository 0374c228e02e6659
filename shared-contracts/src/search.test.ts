import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { searchHref } from './search';

describe('searchHref', () => {
  it('URL-encodes the keyword on every site', () => {
    expect(searchHref('HOM', ' 50% off & more ')).toBe('/searchResult?keyWord=50%25%20off%20%26%20more');
    expect(searchHref('CA_DEALER', 'a/b')).toBe('/product/search/a%2Fb');
    expect(searchHref('ART', 'café')).toBe('/shop?keyWord=caf%C3%A9');
  });

  it('sends an empty search to the product list of the site', () => {
    expect(BRANDS.map((b) => searchHref(b, '   '))).toEqual(['/productList', '/product/search', '/product/search', '/productList', '/productList/search', '/shop', '/FFDProductList']);
  });
});
