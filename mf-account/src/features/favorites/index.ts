import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  'my-favorites': lazyPage(() => import('./my-favorites')),
  // The spec names both routes and gives no difference: favoritesList is the same list (links of older pages keep working).
  favoritesList: lazyPage(() => import('./my-favorites')),
  sharedCollection: lazyPage(() => import('./shared-collection')),
};

