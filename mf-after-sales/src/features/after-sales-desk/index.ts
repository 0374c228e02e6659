import { lazyPage, type PageMap } from '@storefront/remote-kit';

/**
 * Staff's after-sales desk (lazy: its code loads when the route is visited): /afterSalesDesk, where client agents see
 * every account's service requests and claims and move each through its states.
 */
export const PAGES: Partial<PageMap<'mf-after-sales'>> = {
  afterSalesDesk: lazyPage(() => import('./desk-page')),
};
