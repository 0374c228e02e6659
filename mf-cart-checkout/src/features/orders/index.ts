import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** Pages of orders: `/designerOrder`, `/customerOrder`, `/ffdOrder` and `/orderDetail` (lazy: each loads when visited). */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {
  designerOrder: lazyPage(() => import('./designer-order')),
  customerOrder: lazyPage(() => import('./customer-order')),
  ffdOrder: lazyPage(() => import('./ffd-order')),
  orderDetail: lazyPage(() => import('./order-detail')),
};
