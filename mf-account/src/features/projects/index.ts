import { lazyPage, type PageMap } from '@storefront/remote-kit';
import css from './projects.css?inline';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  personalProject: lazyPage(() => import('./personal-project')),
  customerProject: lazyPage(() => import('./customer-project')),
  projectDetail: lazyPage(() => import('./project-detail')),
};

/** The stylesheet of the project pages (and the pager the favorites share). */
export const styles: string = css;

export { Pager } from './pager';
