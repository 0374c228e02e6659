import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** The policy pages (standalone routes; lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-after-sales'>> = {
  TermsOfUse: lazyPage(() => import('./terms-of-use-page')),
  privacyPolicy: lazyPage(() => import('./privacy-policy-page')),
  cookiesPolicy: lazyPage(() => import('./cookies-policy-page')),
  refundPolicy: lazyPage(() => import('./terms-of-sale-page')),
  cancellation: lazyPage(() => import('./cancellation-page')),
  warranty: lazyPage(() => import('./warranty-page')),
};
