import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { PAGES as CUSTOMER_PAGES, styles as customerStyles } from './features/customers';
import { PAGES as FAVORITE_PAGES, styles as favoriteStyles } from './features/favorites';
import { PAGES as PROJECT_PAGES, styles as projectStyles } from './features/projects';
import { PAGES as REGISTER_PAGES, styles as registerStyles } from './features/registration';
import { PAGES as SIGNIN_PAGES, styles as signinStyles } from './features/sign-in';

/** mf-account: Login, registration, passwords, mode and customer selection, personal center, customers, projects, favorites and sub-accounts. */
const lifecycles = defineRemote({
  owner: 'mf-account',
  pages: pagesFor('mf-account', { ...SIGNIN_PAGES, ...REGISTER_PAGES, ...CUSTOMER_PAGES, ...PROJECT_PAGES, ...FAVORITE_PAGES }),
  build: import.meta.env.VITE_BUILD_LABEL,
  styles: [customerStyles, registerStyles, signinStyles, projectStyles, favoriteStyles].join('\n'),
});

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
