import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** Pages of checkout: `/checkout` (address, contact and shipping; payment; order received) and `/paymentFailed`. */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {
  checkout: lazyPage(() => import('./checkout-page')),
  paymentFailed: lazyPage(() => import('./payment-failed')),
};
