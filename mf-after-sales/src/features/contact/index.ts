import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** The contact-us page (lazy: its code loads when the route is visited). */
export const PAGES: Partial<PageMap<'mf-after-sales'>> = {
  contactUs: lazyPage(() => import('./contact-page')),
};
