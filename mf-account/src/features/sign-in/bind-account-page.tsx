import { ERR, IDENTITY_CALLS, MESSAGES, type RoweUserInfo } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { PasswordLogin } from './password-login';
import { RoweRegister } from './rowe-register';
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
          Reading your Rowe account…
        </p>
      </AuthFrame>
    );
  }
  if (state.kind === 'start' || state.kind === 'expired') {
    return (
      <AuthFrame
        lead={<p>Sign in with your Rowe account, then log in to your trade account or create one: both will use the same Rowe sign-in.</p>}
      >
        {state.kind === 'expired' ? (
          <div className="acc-done acc-done--warning">
            <p>{MESSAGES.linkExpired}</p>
          </div>
        ) : null}
        <Button className="acc-button acc-button--primary" onPress={() => void signInWithRowe()} isPending={leaving}>
          Sign in with Rowe
        </Button>
        <p className="acc-alt">
          <Link to="/login" className="acc-link">
            Back to Login
          </Link>
        </p>
      </AuthFrame>
    );
  }

  const { rowe } = state;
  const name = [rowe.first_name, rowe.last_name].filter(Boolean).join(' ') || rowe.email;
  return (
    <AuthFrame wide lead={<p>Signed in with Rowe as <strong>{name}</strong> ({rowe.email}){rowe.company ? `, ${rowe.company}` : ''}.</p>}>
      {rowe.bound ? (
        <>
          <div className="acc-done acc-done--warning">
            <p>{MESSAGES.accountRegistered}</p>
          </div>
          <Link to="/login" className="acc-button acc-button--primary">
            Log In
          </Link>
        </>
      ) : (
        <Tabs className="acc-tabs">
          <TabList className="acc-tab-list" aria-label="Link to a trade account">
            <Tab id="login" className="acc-tab">
              Existing Account
            </Tab>
            <Tab id="create" className="acc-tab">
              New Account
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
