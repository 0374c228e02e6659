import { lazyPage, type PageMap } from '@storefront/remote-kit';
import type { ComponentType } from 'react';
import { loadCheckoutFields } from '../checkout';

/**
 * A page of this feature with checkout's field pieces: its forms are drawn with checkout's field classes, whose
 * stylesheet comes with them (decision 025), so the page shows once both are in.
 */
const withFields = (page: () => Promise<{ default: ComponentType }>) => async () => (await Promise.all([page(), loadCheckoutFields()]))[0];

/**
 * The client agent's pages (each lazy: its code loads when the route is visited): `/clientAgent` (pick or create the
 * customer served, build the customer's cart), `/CSRPayment?customer=` (review and send the payment link) and
 * `/clientPay?token=` (the customer pays the link, without an account).
 */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {
  clientAgent: lazyPage(withFields(() => import('./client-agent-page'))),
  CSRPayment: lazyPage(withFields(() => import('./csr-payment'))),
  clientPay: lazyPage(withFields(() => import('./client-pay'))),
};
