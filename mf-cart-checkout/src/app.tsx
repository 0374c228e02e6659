import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { PAGES as CART_PAGES, styles as cartStyles } from './features/cart';

/** mf-cart-checkout: Cart, checkout, payment, orders, order changes and client-agent payment links. */
const lifecycles = defineRemote({
  owner: 'mf-cart-checkout',
  pages: pagesFor('mf-cart-checkout', { ...CART_PAGES }),
  build: import.meta.env.VITE_BUILD_LABEL,
  styles: cartStyles,
});

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
