import { defineRemote, pagesFor } from '@storefront/remote-kit';

/** mf-cart-checkout: Cart, checkout, payment, orders, order changes and client-agent payment links. */
const lifecycles = defineRemote({
  owner: 'mf-cart-checkout',
  pages: pagesFor('mf-cart-checkout', {}),
  build: import.meta.env.VITE_BUILD_LABEL,
});

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
