import { ERR, IDENTITY_CALLS, type RoweUserInfo } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { PasswordLogin } from './password-login';
import { RoweRegister } from './rowe-register';
import { SIGN_IN_TEXTS } from './texts';
import { AuthFrame } from './ui/auth-frame';
import { failureOf, useFailure } from './ui/failure';
import './sheet';

type State = { kind: 'start' } | { kind: 'checking' } | { kind: 'expired' } | { kind: 'linked'; rowe: RoweUserInfo };

/**
 * /bindAccount: links a Rowe account to the trade program. Without a code it sends the browser to the
 * Rowe sign-in, which comes back here with RoweLinkingCode; with one it shows the Rowe account and lets
 * the person log in to an existing trade account (binding it) or create one bound to it.
 */
export default function BindAccountPage() {
  const { api, route } = useShell();
  const code = route.query.RoweLinkingCode ?? '';
  const [state, setState] = useState<State>(code ? { kind: 'checking' } : { kind: 'start' });
  const [leaving, setLeaving] = useState(false);
  const fail = useFailure();
  const t = useMessages(SIGN_IN_TEXTS);

  useEffect(() => {
    if (!code) return;
    let live = true;
    api
      .call(IDENTITY_CALLS.roweUserInfo, { body: { RoweLinkingCode: code }, auth: false })
      .then((rowe) => live && setState({ kind: 'linked', rowe }))
      .catch(() => live && setState({ kind: 'expired' }));
    return () => {
      live = false;
    };
  }, [api, code]);

  const signInWithRowe = async () => {
    if (leaving) return;
    setLeaving(true);
    const ask = (return_url: string) => api.call(IDENTITY_CALLS.roweRedirectUrl, { body: { return_url } });
    try {
      // This site's own address first; an api that serves another public address takes the path.
      const answer = await ask(`${window.location.origin}/bindAccount`).catch((error: unknown) => {
        if (failureOf(error).err === ERR.BAD_REQUEST) return ask('/bindAccount');
        throw error;
      });
      window.location.assign(answer.redirect_url);
    } catch (error) {
      fail(error);
      setLeaving(false);
    }
  };

  if (state.kind === 'checking') {
    return (
      <AuthFrame>
        <p className="acc-lead" aria-busy="true">
          {t.readingRowe}
        </p>
      </AuthFrame>
    );
  }
  if (state.kind === 'start' || state.kind === 'expired') {
    return (
      <AuthFrame
lead={<p>{t.roweLead}</p>}>
        {state.kind === 'expired' ? (
          <div className="acc-done acc-done--warning">
            <p>{t.linkExpired}</p>
          </div>
        ) : null}
        <Button className="acc-button acc-button--primary" onPress={() => void signInWithRowe()} isPending={leaving}>
          {t.signInWithRowe}
        </Button>
        <p className="acc-alt">
          <Link to="/login" className="acc-link">
            {t.backToLogin}
          </Link>
        </p>
      </AuthFrame>
    );
  }

  const { rowe } = state;
  const name = [rowe.first_name, rowe.last_name].filter(Boolean).join(' ') || rowe.email;
  return (
    <AuthFrame wide lead={<p>{t.signedInWithRowe} <strong>{name}</strong> ({rowe.email}){rowe.company ? `, ${rowe.company}` : ''}.</p>}>
      {rowe.bound ? (
        <>
          <div className="acc-done acc-done--warning">
            <p>{t.accountRegistered}</p>
          </div>
          <Link to="/login" className="acc-button acc-button--primary">
            {t.logIn}
          </Link>
        </>
      ) : (
        <Tabs className="acc-tabs">
          <TabList className="acc-tab-list" aria-label={t.linkToTradeAccount}>
            <Tab id="login" className="acc-tab">
              {t.existingAccount}
            </Tab>
            <Tab id="create" className="acc-tab">
              {t.newAccount}
            </Tab>
          </TabList>
          <TabPanel id="login" className="acc-tab-panel">
            <PasswordLogin bind={{ code }} />
          </TabPanel>
          <TabPanel id="create" className="acc-tab-panel">
            <RoweRegister code={code} rowe={rowe} onExpired={() => setState({ kind: 'expired' })} />
          </TabPanel>
        </Tabs>
      )}
    </AuthFrame>
  );
}
