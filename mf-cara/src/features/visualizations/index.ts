import type { PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';

/** My Visualizations and a visualization's details (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-cara'>> = {
  visualizations: lazy(() => import('./visualizations')),
  AISchemeDetails: lazy(() => import('./scheme-details')),
};
