import { lazyPage, type PageMap } from '@storefront/remote-kit';

const LoginPage = lazyPage(() => import('./login-page'));
const PasswordLinkPage = lazyPage(() => import('./password-link-page'));

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  login: LoginPage,
  jcLogin: LoginPage,
  forgetPassword: lazyPage(() => import('./forget-password-page')),
  setPassword: PasswordLinkPage,
  subAccountActivation: PasswordLinkPage,
  accountInformation: PasswordLinkPage,
  bindAccount: lazyPage(() => import('./bind-account-page')),
  validateLogon: lazyPage(() => import('./validate-logon-page')),
};

