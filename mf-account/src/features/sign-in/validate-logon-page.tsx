import { IDENTITY_CALLS, MESSAGES, isSignedIn, safeReturnPath } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
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
          Verifying your login…
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame>
      <div className="acc-done acc-done--warning">
        <p>{MESSAGES.verificationFailed}</p>
      </div>
      <Link to={redirect ? `/login?redirect=${encodeURIComponent(safeReturnPath(redirect))}` : '/login'} className="acc-button acc-button--primary">
        Log In
      </Link>
    </AuthFrame>
  );
}
