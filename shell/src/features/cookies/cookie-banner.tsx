import { Link } from '@storefront/contracts/react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { cookieSettingsOpenAtom } from '../dialogs/dialog-store';
import { consentAtom, giveConsent } from './consent-store';

/** Shown until BASIC_COOKIES is true; accepting stores both basic and performance cookies. */
export function CookieBanner() {
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
      <div className="sf-cookie-actions">
        <button type="button" className="sf-button sf-button--secondary" onClick={() => openSettings(true)}>
          Cookie Settings
        </button>
        <button type="button" className="sf-button" onClick={() => giveConsent(store, { basic: true, performance: true })}>
          Accept All Cookies
        </button>
      </div>
    </section>
  );
}
