import { lazyPage, type PageMap } from '@storefront/remote-kit';
import css from './styles.css?inline';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  register: lazyPage(() => import('./register-page')),
  accountSettings: lazyPage(() => import('./account-verification')),
};

/** This group's stylesheet, injected by the remote (the host does not load CSS of federated modules). */
export const styles: string = css;
