import { CONSENT_PATH } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { cookieSettingsOpenAtom } from '../dialogs';
import { consentAtom, giveConsent } from './consent-store';

/**
 * Shown until BASIC_COOKIES is true; accepting stores both basic and performance cookies. Accepting is
 * a form, so it works before the page's scripts run (the server sets the cookies and comes back here);
 * once the shell runs, it stores them in place.
 */
export function CookieBanner({ returnTo }: { returnTo: string }) {
  const consent = useAtomValue(consentAtom);
  const openSettings = useSetAtom(cookieSettingsOpenAtom);
  const store = useStore();
  if (consent) return null;
  return (
    <section className="sf-cookie-banner" aria-label="Cookie consent">
      <p>
        We use cookies to keep you signed in, remember your preferences and understand how our site is used. See our{' '}
        <Link to="/cookiesPolicy">Cookies Policy</Link>.
      </p>
      <form
        className="sf-cookie-actions"
        method="post"
        action={CONSENT_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          giveConsent(store, { basic: true, performance: true });
        }}
      >
        <input type="hidden" name="return" value={returnTo} />
        <button type="button" className="sf-button sf-button--secondary" onClick={() => openSettings(true)}>
          Cookie Settings
        </button>
        <button type="submit" className="sf-button">
          Accept All Cookies
        </button>
      </form>
    </section>
  );
}
