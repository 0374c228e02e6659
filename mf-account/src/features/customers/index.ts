import type { PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';
import css from './customer.css?inline';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  selectMode: lazy(() => import('./select-mode')),
  selectCustomer: lazy(() => import('./select-customer')),
  createCustomer: lazy(() => import('./create-customer')),
};

/** The stylesheet of mode and customer selection (pages and the customer dialogs). */
export const styles: string = css;
