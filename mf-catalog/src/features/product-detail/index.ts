import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';

const DetailPage = lazyPage(async () => (await import('./detail-page')).default);

/** The product's quick view, the FromView dialog's body (lazy: its code loads when the dialog opens). */
export const QuickView = lazy(() => import('./quick-view'));

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-catalog'>> = {
  productDetail: DetailPage,
  productPage: DetailPage,
};
