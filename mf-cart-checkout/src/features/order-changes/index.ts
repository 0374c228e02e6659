import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';

/** The order-change pages: `/changeNumber`, `/supplementaryBuy` and `/supPayment` (each lazy: its code loads when the route is visited). */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {
  changeNumber: lazyPage(() => import('./change-number')),
  supplementaryBuy: lazyPage(() => import('./supplementary-buy')),
  supPayment: lazyPage(() => import('./sup-payment')),
};

/** The order detail's change actions, dialogs and change records (loaded with the order, never in the first load). */
export const OrderChanges = lazy(() => import('./order-changes-panel'));

/** Where the order detail's links go: a delivered item's service request, a delivered order's claim. */
export { claimHref, serviceRequestHref } from './change-rules';
