import type { EventBus } from '@storefront/contracts';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { LazyModalFrame, cookieSettingsOpenAtom } from '../dialogs';
import { useShellTexts } from '../../texts';
import { consentAtom, giveConsent } from './consent-store';

const ModalFrame = LazyModalFrame;

/**
 * The cookie settings dialog: basic cookies are always on; performance cookies are a choice. Opened by the cookie
 * banner, and by a remote's page (the Cookies Policy) through the after-sales:cookie-settings-requested event.
 */
export function CookieSettings({ events }: { events?: EventBus }) {
  const [open, setOpen] = useAtom(cookieSettingsOpenAtom);
  useEffect(
    () =>
      events?.on('after-sales:cookie-settings-requested', (_payload, claim) => {
        claim();
        setOpen(true);
      }),
    [events, setOpen],
  );
  if (!open) return null;
  return <CookieSettingsDialog onClose={() => setOpen(false)} />;
}

function CookieSettingsDialog({ onClose }: { onClose(): void }) {
  const consent = useAtomValue(consentAtom);
  const [performance, setPerformance] = useState(consent?.performance ?? true);
  const store = useStore();
  const t = useShellTexts();
  return (
    <Suspense fallback={null}>
      <ModalFrame title={t.cookieSettings} width={560} onClose={onClose}>
        <fieldset className="sf-cookie-choices">
          <legend>{t.chooseCookies}</legend>
          <label className="sf-check">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t.basicCookies}</strong> {t.basicCookiesText}
            </span>
          </label>
          <label className="sf-check">
            <input type="checkbox" checked={performance} onChange={(e) => setPerformance(e.target.checked)} />
            <span>
              <strong>{t.performanceCookies}</strong> {t.performanceCookiesText}
            </span>
          </label>
        </fieldset>
        <div className="sf-dialog-actions">
          <button
            type="button"
            className="sf-button"
            onClick={() => {
              giveConsent(store, { basic: true, performance });
              onClose();
            }}
          >
            {t.saveSettings}
          </button>
        </div>
      </ModalFrame>
    </Suspense>
  );
}
