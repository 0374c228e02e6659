import { lazyPage, type PageMap } from '@storefront/remote-kit';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  personalProject: lazyPage(() => import('./personal-project')),
  customerProject: lazyPage(() => import('./customer-project')),
  projectDetail: lazyPage(() => import('./project-detail')),
};
