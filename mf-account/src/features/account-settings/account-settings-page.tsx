import { isSignedIn } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { AccountSettings } from './settings';
import { SETTINGS_TEXTS } from './texts';
import './sheet';

/** /accountSettings: the account's settings (`?tab=certificate` opens the reseller certificates). */
export default function AccountSettingsPage() {
  const { route, session } = useShell();
  const t = useMessages(SETTINGS_TEXTS);
  return (
    <div className="acs-page">
      <header className="acs-page-head">
        <h1 className="acs-title">{t.accountSettings}</h1>
        <p className="acs-lead">{t.settingsLead}</p>
      </header>
      {isSignedIn(session) ? (
        <AccountSettings level={2} tab={route.query.tab} />
      ) : (
        <p className="acs-empty">
          {t.please} <Link to="/login?redirect=%2FaccountSettings">{t.logIn}</Link>
          {t.toSeeSettings}
        </p>
      )}
    </div>
  );
}
