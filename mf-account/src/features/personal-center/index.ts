import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  personalCenter: lazyPage(() => import('./personal-center-page')),
};

