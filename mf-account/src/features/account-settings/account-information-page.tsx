import { BRAND_TABLE, isSignedIn } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { Suspense } from 'react';
import { PAGES as SIGN_IN_PAGES } from '../sign-in';
import { AccountSettings } from './settings';
import { SETTINGS_TEXTS } from './texts';
import './sheet';

const PasswordLinkPage = SIGN_IN_PAGES.accountInformation;

/**
 * /accountInformation (standalone, spec section 2): the account information of section 2's list (login and security,
 * bill addresses, password, about me, reseller certificates), the settings without the site's frame. An emailed link
 * (`?token=`) still opens the screen that chooses the password with it.
 */
export default function AccountInformationPage() {
  const { brand, route, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  if (route.query.token && PasswordLinkPage) {
    return (
      <Suspense fallback={<p className="acs-muted">{t.loading}</p>}>
        <PasswordLinkPage />
      </Suspense>
    );
  }
  return (
    <div className="acs-page acs-page--standalone">
      <header className="acs-page-head">
        <Link to="/home" className="acs-brand">
          {BRAND_TABLE[brand].name}
        </Link>
        <h1 className="acs-title">{t.accountInformation}</h1>
        <p className="acs-lead">{t.informationLead}</p>
      </header>
      {isSignedIn(session) ? (
        <AccountSettings level={2} tab={route.query.tab} />
      ) : (
        <p className="acs-empty">
          {t.please} <Link to="/login?redirect=%2FaccountInformation">{t.logIn}</Link>
          {t.toSeeInformation}
        </p>
      )}
    </div>
  );
}
