import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  register: lazyPage(() => import('./register-page')),
};

/** Account verification (the email and phone, each changed with a code), a part of the account settings; loaded when shown. */
export const AccountVerification = lazy(() => import('./account-verification'));

