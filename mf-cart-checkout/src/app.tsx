import { defineRemote, pagesFor, type RemoteDefinition } from '@storefront/remote-kit';
import { PAGES as CART_PAGES, styles as cartStyles } from './features/cart';
import { PAGES as CHECKOUT_PAGES } from './features/checkout';
import { PAGES as ORDER_PAGES } from './features/orders';
import { PAGES as ORDER_CHANGE_PAGES } from './features/order-changes';
import { PAGES as CLIENT_AGENT_PAGES } from './features/client-agent';

/** mf-cart-checkout: Cart, checkout, payment, orders, order changes and client-agent payment links. */
export const CART_CHECKOUT: RemoteDefinition<'mf-cart-checkout'> = {
  owner: 'mf-cart-checkout',
  pages: pagesFor('mf-cart-checkout', { ...CART_PAGES, ...CHECKOUT_PAGES, ...ORDER_PAGES, ...ORDER_CHANGE_PAGES, ...CLIENT_AGENT_PAGES }),
  build: import.meta.env.VITE_BUILD_LABEL,
  styles: cartStyles,
};

const lifecycles = defineRemote(CART_CHECKOUT);

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
