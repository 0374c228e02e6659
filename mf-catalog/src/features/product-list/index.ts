import { lazyPage, type PageMap } from '@storefront/remote-kit';

const ProductListPage = lazyPage(async () => (await import('./product-list')).default);
const ProductsPage = lazyPage(async () => (await import('./products')).default);

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-catalog'>> = {
  products: ProductsPage,
  productList: ProductListPage,
  searchResult: ProductListPage,
  productGallery: ProductListPage,
  productCaracole: ProductListPage,
  productJC: ProductListPage,
  artShop: ProductListPage,
  artSale: ProductListPage,
  artSearch: ProductListPage,
  FFDProductList: ProductListPage,
  FFDSearch: ProductListPage,
};
