import { isSignedIn } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { AccountSettings } from './settings';
import './sheet';

/** /accountSettings: the account's settings (`?tab=certificate` opens the reseller certificates). */
export default function AccountSettingsPage() {
  const { route, session } = useShell();
  return (
    <div className="acs-page">
      <header className="acs-page-head">
        <h1 className="acs-title">Account Settings</h1>
        <p className="acs-lead">Your password, contact details, bill addresses, profile and reseller certificates.</p>
      </header>
      {isSignedIn(session) ? (
        <AccountSettings level={2} tab={route.query.tab} />
      ) : (
        <p className="acs-empty">
          Please <Link to="/login?redirect=%2FaccountSettings">log in</Link> to see your account settings.
        </p>
      )}
    </div>
  );
}
