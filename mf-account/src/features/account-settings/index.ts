import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  accountSettings: lazyPage(() => import('./account-settings-page')),
  accountInformation: lazyPage(() => import('./account-information-page')),
};

/** The settings as a part of another page (the personal center's settings section), loaded when first shown. */
export const AccountSettingsPanel = lazy(() => import('./settings'));

