import { lazyPage, type PageMap } from '@storefront/remote-kit';
import css from './customer-book.css?inline';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  customerFavourite: lazyPage(() => import('./customer-book')),
  myDesigner: lazyPage(() => import('./my-designer')),
};

/** The stylesheet of the customer book and My Designer. */
export const styles: string = css;
