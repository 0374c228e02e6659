import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';
import css from './styles.css?inline';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  register: lazyPage(() => import('./register-page')),
};

/** Account verification (the email and phone, each changed with a code), a part of the account settings; loaded when shown. */
export const AccountVerification = lazy(() => import('./account-verification'));

/** This group's stylesheet, injected by the remote (the host does not load CSS of federated modules). */
export const styles: string = css;
