import { lazyPage, type PageMap } from '@storefront/remote-kit';

/**
 * The service requests pages (each lazy: its code loads when the route is visited): ask for service on a delivered
 * item (/uploadAfterSales), the records with each request's steps (/afterSalesRecords), the repair bill (/uploadRepair).
 */
export const PAGES: Partial<PageMap<'mf-after-sales'>> = {
  uploadAfterSales: lazyPage(() => import('./service-request-page')),
  afterSalesRecords: lazyPage(() => import('./records-page')),
  uploadRepair: lazyPage(() => import('./repair-page')),
};
