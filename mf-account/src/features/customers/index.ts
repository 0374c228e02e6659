import { lazyPage, type PageMap } from '@storefront/remote-kit';
import css from './customer.css?inline';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  selectMode: lazyPage(() => import('./select-mode')),
  selectCustomer: lazyPage(() => import('./select-customer')),
  createCustomer: lazyPage(() => import('./create-customer')),
};

/** The stylesheet of mode and customer selection (pages and the customer dialogs). */
export const styles: string = css;

// The customer list's data, for the pages of other groups (no view: the entry that loads this door stays light).
export { modeHasCustomers, SEARCH_DELAY_MS, useCustomers, type CustomersState } from './use-customers';
