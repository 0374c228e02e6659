import { IDENTITY_CALLS, isSignedIn, safeReturnPath } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { SIGN_IN_TEXTS } from './texts';
import { AuthFrame } from './ui/auth-frame';
import './sheet';

/**
 * /validateLogon: checks that the session this browser holds (from this site or shared by another brand
 * site) is good, then continues to `redirect` (or home); otherwise asks to log in again.
 */
export default function ValidateLogonPage() {
  const { api, session, navigate, route } = useShell();
  const signedIn = isSignedIn(session);
  const [state, setState] = useState<'checking' | 'failed'>(signedIn ? 'checking' : 'failed');
  const redirect = route.query.redirect;
  const t = useMessages(SIGN_IN_TEXTS);

  useEffect(() => {
    if (!signedIn) {
      setState('failed');
      return;
    }
    let live = true;
    api
      .call(IDENTITY_CALLS.userInfo)
      .then((info) => {
        if (!live) return;
        if (!info.user_id) setState('failed');
        else navigate(redirect ? safeReturnPath(redirect) : '/home', { replace: true });
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [api, navigate, redirect, signedIn]);

  if (state === 'checking') {
    return (
      <AuthFrame>
        <p className="acc-lead" aria-busy="true">
          {t.verifyingLogin}
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame>
      <div className="acc-done acc-done--warning">
        <p>{t.verificationFailed}</p>
      </div>
      <Link to={redirect ? `/login?redirect=${encodeURIComponent(safeReturnPath(redirect))}` : '/login'} className="acc-button acc-button--primary">
        {t.logIn}
      </Link>
    </AuthFrame>
  );
}
