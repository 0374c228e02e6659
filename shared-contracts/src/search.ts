import { BRAND_TABLE, type Brand } from './brands';
import { hrefFor } from './navigation';

/**
 * Where a header search goes on each site (spec section 2): the hub and Rowe /searchResult?keyWord=, JC
 * /productList/search?keyWord=, the luxury layout /product/search/<encoded keyword>, ART /shop?keyWord=, FFD
 * /FFDSearch?keyWord=. Keywords are URL-encoded; an empty search goes to the site's product list.
 */
export function searchHref(brand: Brand, text: string): string {
  const keyword = text.trim();
  switch (BRAND_TABLE[brand].siteType) {
    case 'ca':
      return keyword ? `/product/search/${encodeURIComponent(keyword)}` : '/product/search';
    case 'jc':
      return hrefFor('/productList/search', { keyWord: keyword });
    case 'art':
      return hrefFor('/shop', { keyWord: keyword });
    case 'ffd':
      return keyword ? hrefFor('/FFDSearch', { keyWord: keyword }) : '/FFDProductList';
    default:
      return keyword ? hrefFor('/searchResult', { keyWord: keyword }) : '/productList';
  }
}

/**
 * Where the header's search form goes when the page has no script yet (a plain GET with `keyWord`): the page server
 * answers with the brand's search address (searchHref). With its script, the form navigates in the page instead.
 */
export const SEARCH_FORM_PATH = '/search-form';
