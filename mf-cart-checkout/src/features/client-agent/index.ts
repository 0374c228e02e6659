import { lazyPage, type PageMap } from '@storefront/remote-kit';

/**
 * The client agent's pages (each lazy: its code loads when the route is visited): `/clientAgent` (pick or create the
 * customer served, build the customer's cart), `/CSRPayment?customer=` (review and send the payment link) and
 * `/clientPay?token=` (the customer pays the link, without an account).
 */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {
  clientAgent: lazyPage(() => import('./client-agent-page')),
  CSRPayment: lazyPage(() => import('./csr-payment')),
  clientPay: lazyPage(() => import('./client-pay')),
};
