import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** My Visualizations and a visualization's details (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-cara'>> = {
  visualizations: lazyPage(() => import('./visualizations')),
  AISchemeDetails: lazyPage(() => import('./scheme-details')),
};
