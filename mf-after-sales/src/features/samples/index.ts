import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** The sample-request page (lazy: its code loads when the route is visited). */
export const PAGES: Partial<PageMap<'mf-after-sales'>> = {
  'sample-request': lazyPage(() => import('./sample-request-page')),
};
