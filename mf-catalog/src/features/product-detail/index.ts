import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';
import { cartControls, serverDrewCartControls } from './cart-controls-code';

// A page the server drew with its cart controls is adopted once their code is here too (cart-controls-code.ts).
const DetailPage = lazyPage(async () => (await Promise.all([import('./detail-page'), serverDrewCartControls() ? cartControls.load() : undefined]))[0].default);

/** The product's quick view, the FromView dialog's body (lazy: its code loads when the dialog opens). */
export const QuickView = lazy(() => import('./quick-view'));

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-catalog'>> = {
  productDetail: DetailPage,
  productPage: DetailPage,
};
