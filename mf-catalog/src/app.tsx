import { defineRemote, pagesFor, type RemoteDefinition } from '@storefront/remote-kit';
import { PAGES as DETAIL_PAGES } from './features/product-detail';
import { PAGES as HOME_PAGES } from './features/home';
import { PAGES as LIST_PAGES } from './features/product-list';

/** mf-catalog: Home, brand landings, product lists, search and product detail of every brand. */
export const CATALOG: RemoteDefinition<'mf-catalog'> = {
  owner: 'mf-catalog',
  pages: pagesFor('mf-catalog', { ...HOME_PAGES, ...LIST_PAGES, ...DETAIL_PAGES }),
  build: import.meta.env.VITE_BUILD_LABEL,
  styles: () => import('./route-styles'),
};

const lifecycles = defineRemote(CATALOG);

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
