import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  selectMode: lazyPage(() => import('./select-mode')),
  selectCustomer: lazyPage(() => import('./select-customer')),
  createCustomer: lazyPage(() => import('./create-customer')),
};

/** The customer form for another feature (the customer book's info, editing in place), loaded when shown: the route app loads this index for its pages. */
export const CustomerForm = lazy(() => import('./customer-form').then((m) => ({ default: m.CustomerForm })));
