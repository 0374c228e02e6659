import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** Pages of checkout: `/checkout` (address, contact and shipping; payment; order received) and `/paymentFailed`. */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {
  checkout: lazyPage(() => import('./checkout-page')),
  paymentFailed: lazyPage(() => import('./payment-failed')),
};

/**
 * The checkout's form pieces and rules (fields, address, contact and card checks), loaded on demand by the order
 * changes' dialogs and the supplementary payment page: a function, so nothing of them is in the remote's first load.
 */
export const loadCheckoutFields = () => import('./fields');
export const loadCheckoutRules = () => import('./checkout-rules');
