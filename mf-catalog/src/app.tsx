import { defineRemote, pagesFor } from '@storefront/contracts/react';

/** mf-catalog: Home, brand landings, product lists, search and product detail of every brand. */
const lifecycles = defineRemote({
  owner: 'mf-catalog',
  pages: pagesFor('mf-catalog', {}),
  build: import.meta.env.VITE_BUILD_LABEL,
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
