import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { PAGES as CUSTOMER_PAGES, styles as customerStyles } from './features/customers';
import { PAGES as REGISTER_PAGES, styles as registerStyles } from './features/registration';
import { PAGES as SIGNIN_PAGES, styles as signinStyles } from './features/sign-in';

/** mf-account: Login, registration, passwords, mode and customer selection, personal center, customers, projects, favorites and sub-accounts. */
const lifecycles = defineRemote({
  owner: 'mf-account',
  pages: pagesFor('mf-account', { ...SIGNIN_PAGES, ...REGISTER_PAGES, ...CUSTOMER_PAGES }),
  build: import.meta.env.VITE_BUILD_LABEL,
  styles: [customerStyles, registerStyles, signinStyles].join('\n'),
});

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
