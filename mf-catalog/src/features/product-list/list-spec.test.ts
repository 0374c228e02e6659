import type { Brand } from '@storefront/contracts';
import { hrefWith, listSpec, requestOf } from './list-spec';
import { pageWindow } from './pagination';
import { routeAt } from './testing';

const specAt = (brand: Brand, href: string) => listSpec(routeAt(brand, href), brand);
const bodyAt = (brand: Brand, href: string, pricesVisible = false) => requestOf(specAt(brand, href), { pricesVisible });

describe('list pages read their state from the address', () => {
  it('hub /productList: Room, Category and Brand (comma lists), 48 per page', () => {
    expect(bodyAt('HOM', '/productList?Room=Living%20Room,Bedroom&Category=Sofas&Brand=ca')).toEqual({
      page: 1,
      limit: 48,
      space: ['Living Room', 'Bedroom'],
      category: ['Sofas'],
      brand_id: ['ca'],
    });
    expect(specAt('HOM', '/productList?Category=Sofas').heading).toBe('Sofas');
    expect(specAt('HOM', '/productList').heading).toBe('All Products');
  });

  it('sends the price range and price sorts only to callers who see prices, and only a whole range', () => {
    const href = '/productList?minPrice=100&maxPrice=900&sort=price_asc&page=3';
    expect(bodyAt('HOM', href, true)).toEqual({ page: 3, limit: 48, min_price: 100, max_price: 900, sort: 'price_asc' });
    expect(bodyAt('HOM', href, false)).toEqual({ page: 3, limit: 48 });
    expect(bodyAt('HOM', '/productList?minPrice=100', true)).toEqual({ page: 1, limit: 48 });
  });

  it('search pages: keyWord on the hub, ART and FFD; the luxury search in the path; JC /productList/search', () => {
    expect(bodyAt('HOM', '/searchResult?keyWord=velvet%20sofa')).toMatchObject({ keyword: 'velvet sofa' });
    expect(bodyAt('ART', '/artSearch?keyWord=bed')).toMatchObject({ keyword: 'bed' });
    expect(bodyAt('ART', '/shop?keyWord=bed')).toMatchObject({ keyword: 'bed' });
    expect(bodyAt('CA', `/product/search/${encodeURIComponent('sofa bed')}`)).toMatchObject({ keyword: 'sofa bed' });
    expect(bodyAt('JC', '/productList/search?keyWord=chest')).toMatchObject({ keyword: 'chest' });
    expect(bodyAt('FFD', '/FFDSearch?keyWord=lamp')).toMatchObject({ keyword: 'lamp' });
    expect(specAt('FFD', '/FFDSearch?keyWord=lamp').call).toBe('ol');
  });

  it('an empty search goes to the full list of the site (spec section 2)', () => {
    expect(specAt('HOM', '/searchResult').emptySearchGoesTo).toBe('/productList');
    expect(specAt('ROWE', '/searchResult?keyWord=%20').emptySearchGoesTo).toBe('/productList');
    expect(specAt('FFD', '/FFDSearch').emptySearchGoesTo).toBe('/FFDProductList');
    expect(specAt('JC', '/productList/search').emptySearchGoesTo).toBe('/productList/new');
  });

  it('CA /product/{type}/{identifying}: portfolio, category (with a Room), in stock, coming soon', () => {
    expect(bodyAt('CA', '/product/portfolio/marlowe')).toMatchObject({ portfolio: ['marlowe'] });
    expect(bodyAt('CA', '/product/category/sofas?Room=Living%20Room')).toMatchObject({ section: ['sofas'], space: ['Living Room'] });
    expect(specAt('CA', '/product/category/living-room').heading).toBe('Living Room');
    expect(bodyAt('CA', '/product/shop-instock')).toMatchObject({ stock: 'in_stock' });
    expect(bodyAt('CA', '/product/comingsoon')).toMatchObject({ stock: 'soon' });
    expect(specAt('CA', '/product/comingsoon').filters).not.toContain('stock');
    expect(specAt('CA', '/product/category/sofas').filters).not.toContain('brand_id');
  });

  it('JC /productList/{type}: category and websiteClass by query, portfolio by keyWord, new', () => {
    expect(bodyAt('JC', '/productList/category?Category=Beds&WebsiteClass=Bedroom')).toMatchObject({ category: ['Beds'], space: ['Bedroom'] });
    expect(bodyAt('JC', '/productList/websiteClass?WebsiteClass=Bedroom')).toMatchObject({ space: ['Bedroom'] });
    expect(bodyAt('JC', '/productList/portfolio?keyWord=Buckingham')).toMatchObject({ portfolio: ['Buckingham'] });
    expect(bodyAt('JC', '/productList/portfolio?keyWord=Buckingham')).not.toHaveProperty('keyword');
    expect(bodyAt('JC', '/productList/new')).toMatchObject({ is_new: true });
  });

  it('ART shop/{type} is a room or category section; FFD lists a category through the outlet call', () => {
    expect(bodyAt('ART', '/shop/dining-room')).toMatchObject({ section: ['dining-room'] });
    expect(bodyAt('ART', '/shop/')).toEqual({ page: 1, limit: 48 });
    expect(bodyAt('FFD', '/FFDProductList?category=table-lamps')).toEqual({ page: 1, limit: 48, category: ['table-lamps'] });
    expect(specAt('FFD', '/FFDProductList?category=table-lamps').heading).toBe('Table Lamps');
  });

  it('the gallery reads its page from the path and writes it there', () => {
    const route = routeAt('HOM', '/Product/Gallery/2');
    const spec = listSpec(route, 'HOM');
    expect(spec.state.page).toBe(2);
    expect(hrefWith(spec, route, { page: 3 })).toBe('/Product/Gallery/3');
  });

  it('a change of filter goes back to page 1 and keeps the other keys of the address', () => {
    const route = routeAt('HOM', '/productList?Room=Bedroom&page=4&sort=name');
    const spec = listSpec(route, 'HOM');
    expect(hrefWith(spec, route, { category: ['Beds', 'Chests'] })).toBe('/productList?Room=Bedroom&sort=name&Category=Beds%2CChests');
    expect(hrefWith(spec, route, { page: 5 })).toBe('/productList?Room=Bedroom&page=5&sort=name');
    expect(hrefWith(spec, route, { space: [] })).toBe('/productList?sort=name');
  });
});

describe('pageWindow', () => {
  it('shows the ends and two pages either side, gaps as null', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
