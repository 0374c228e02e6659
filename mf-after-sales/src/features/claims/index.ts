import { lazyPage, type PageMap } from '@storefront/remote-kit';

/**
 * The claims pages (each lazy: its code loads when the route is visited): /feedback (the company's claims),
 * /subClaim (the claim form), /feedbackText (submitted) and /feedbackDetail (one claim with its state).
 */
export const PAGES: Partial<PageMap<'mf-after-sales'>> = {
  feedback: lazyPage(() => import('./claims-page')),
  subClaim: lazyPage(() => import('./submit-claim-page')),
  feedbackText: lazyPage(() => import('./claim-submitted-page')),
  feedbackDetail: lazyPage(() => import('./claim-detail-page')),
};
