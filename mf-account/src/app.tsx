import { defineRemote, pagesFor } from '@storefront/contracts/react';

/** mf-account: Login, registration, passwords, mode and customer selection, personal center, customers, projects, favorites and sub-accounts. */
const lifecycles = defineRemote({
  owner: 'mf-account',
  pages: pagesFor('mf-account', {}),
  build: import.meta.env.VITE_BUILD_LABEL,
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
