import {
  DEFAULT_MODE,
  IDENTITY_CALLS,
  isSignedIn,
  modesOf,
  type Mode,
  type Principal,
} from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { nextPath, withQuery } from './support';
import { CUSTOMER_TEXTS } from './texts';
import './sheet';

/** The three work modes a trade account chooses between (spec section 1), in this order. */
export const CHOOSABLE_MODES = ['mibd_safe', 'mibd_communicate', 'mibd_designer'] as const satisfies readonly Mode[];

const ICONS: Readonly<Record<(typeof CHOOSABLE_MODES)[number], string>> = {
  mibd_safe: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  mibd_communicate: 'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4Zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3Zm0 2c-2.7 0-6 1.3-6 4v2h6v-2c0-1.5.6-2.8 1.7-3.7A9 9 0 0 0 8 13Zm8 0c-3 0-7 1.5-7 4.5V19h14v-1.5c0-3-4-4.5-7-4.5Z',
  mibd_designer: 'M3 17.3V21h3.8L17.8 10l-3.8-3.8L3 17.3ZM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8L20.7 7Z',
};

type Load = { status: 'loading' } | { status: 'ready'; modes: Mode[] } | { status: 'failed'; message: string };

/**
 * /selectMode: the account chooses Browsing, Client or Designer mode among the modes it has; choosing loads the
 * mode's roles and goes on (client mode first presets the customer); skipping signs in to browsing mode.
 */
export default function SelectModePage() {
  const { api, route, session, navigate, account, toasts } = useShell();
  const t = useMessages(CUSTOMER_TEXTS);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [pending, setPending] = useState<Mode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const signedIn = isSignedIn(session);
  const redirect = route.query.redirect;

  const goOn = async (mode: Mode) => {
    if (pending) return;
    setPending(mode);
    try {
      await account.switchMode(mode);
      if (mode === 'mibd_communicate') navigate(withQuery('/selectCustomer', { redirect }));
      else navigate(nextPath(route.query));
    } catch (error) {
      toasts.show({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      setPending(null);
    }
  };

  useEffect(() => {
    if (!signedIn) {
      navigate(withQuery('/login', { redirect: withQuery('/selectMode', { redirect }) }), { replace: true });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api.call(IDENTITY_CALLS.userInfo, { signal: controller.signal }).then(
      (info) => {
        const kind: Principal = info.kind;
        const modes = modesOf(kind).filter((m) => (CHOOSABLE_MODES as readonly Mode[]).includes(m));
        setLoad({ status: 'ready', modes: modes.length > 1 ? modes : [modes[0] ?? DEFAULT_MODE[kind]] });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [api, signedIn, navigate, redirect, attempt]);

  // An account with one mode has nothing to choose: it goes on in that mode.
  const only = load.status === 'ready' && load.modes.length === 1 ? load.modes[0]! : null;
  useEffect(() => {
    if (only) void goOn(only);
    // goOn is recreated each render; the single mode decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);

  return (
    <section className="acm-page acm-mode-page" aria-labelledby="acm-mode-heading">
      <h1 id="acm-mode-heading" className="acm-title">
        {t.selectMode}
      </h1>
      <p className="acm-lead">{t.modeLead}</p>
      {load.status === 'loading' || only ? (
        <p className="acm-picker-status" role="status">
          {only ? t.openingAccount : t.loadingModes}
        </p>
      ) : load.status === 'failed' ? (
        <div className="acm-notice" role="alert">
          <p>{load.message}</p>
          <Button className="sf-button sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : (
        <>
          <ul className="acm-modes" aria-label={t.modes}>
            {CHOOSABLE_MODES.filter((m) => load.modes.includes(m)).map((mode) => (
              <li key={mode} className="acm-mode" data-current={session.mode === mode || undefined} data-disabled={(pending !== null && pending !== mode) || undefined}>
                <svg className="acm-mode-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={ICONS[mode]} fill="currentColor" />
                </svg>
                <span className="acm-mode-text">
                  <Button
                    className="acm-mode-button"
                    aria-describedby={`acm-mode-${mode}`}
                    onPress={() => void goOn(mode)}
                    isPending={pending === mode}
                    isDisabled={pending !== null && pending !== mode}
                  >
                    {t.mode(mode)}
                    {session.mode === mode ? (
                      <>
                        {' '}
                        <span className="acm-badge">{t.current}</span>
                      </>
                    ) : null}
                  </Button>
                  <span id={`acm-mode-${mode}`} className="acm-mode-description">
                    {t.modeDescription(mode)}
                  </span>
                </span>
                <span className="acm-mode-arrow" aria-hidden="true">
                  {pending === mode ? '…' : '›'}
                </span>
              </li>
            ))}
          </ul>
          {load.modes.includes('mibd_safe') ? (
            <div className="acm-skip">
              <Button className="acm-text-button" onPress={() => void goOn('mibd_safe')} isDisabled={pending !== null}>
                {t.skip}
              </Button>
              <span className="acm-skip-note">{t.skipNote}</span>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
