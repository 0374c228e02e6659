import { defineRemote, lazyPage, pagesFor, type RemoteDefinition } from '@storefront/remote-kit';
import { AriaLocale } from '@storefront/remote-kit/aria-locale';
import { PAGES as SETTINGS_PAGES } from './features/account-settings';
import { PAGES as BOOK_PAGES } from './features/customer-book';
import { PAGES as CUSTOMER_PAGES } from './features/customers';
import { PAGES as FAVORITE_PAGES } from './features/favorites';
import { PAGES as MEMBER_PAGES } from './features/members';
import { PAGES as CENTER_PAGES } from './features/personal-center';
import { PAGES as PROJECT_PAGES } from './features/projects';
import { PAGES as REGISTER_PAGES } from './features/registration';
import { PAGES as SIGNIN_PAGES } from './features/sign-in';

/** The routes whose content is still to come (decision pending, issue 20): their heading in the session's language. */
const HEADING_ONLY = lazyPage(() => import('./ui/route-heading'));

/** mf-account: Login, registration, passwords, mode and customer selection, personal center, customers, projects, favorites and sub-accounts. */
export const ACCOUNT: RemoteDefinition<'mf-account'> = {
  owner: 'mf-account',
  pages: pagesFor('mf-account', { ...SIGNIN_PAGES, ...REGISTER_PAGES, ...CUSTOMER_PAGES, ...PROJECT_PAGES, ...FAVORITE_PAGES, ...BOOK_PAGES, ...SETTINGS_PAGES, ...CENTER_PAGES, ...MEMBER_PAGES, u: HEADING_ONLY, currentAccountApplication: HEADING_ONLY }),
  build: import.meta.env.VITE_BUILD_LABEL,
  language: AriaLocale,
};

const lifecycles = defineRemote(ACCOUNT);

export const { bootstrap, mount, unmount, prefetch } = lifecycles;
export const update = lifecycles.update;
