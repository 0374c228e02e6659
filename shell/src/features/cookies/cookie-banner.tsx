import { CONSENT_PATH } from '@storefront/contracts';
import { Link } from '@storefront/remote-kit';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { cookieSettingsOpenAtom } from '../dialogs';
import { useShellTexts } from '../../texts';
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
  const t = useShellTexts();
  if (consent) return null;
  return (
    <section className="sf-cookie-banner" aria-label={t.cookieConsent}>
      <p>
        {t.cookieNotice} <Link to="/cookiesPolicy">{t.cookiesPolicy}</Link>.
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
          {t.cookieSettings}
        </button>
        <button type="submit" className="sf-button">
          {t.acceptAllCookies}
        </button>
      </form>
    </section>
  );
}
