import { lazyPage, type PageMap } from '@storefront/remote-kit';
import css from './members.css?inline';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  subAccountManagement: lazyPage(() => import('./members-page')),
};

/** The stylesheet of the members page and its dialogs. */
export const styles: string = css;
