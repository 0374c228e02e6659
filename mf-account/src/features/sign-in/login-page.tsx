import { BRAND_TABLE } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FfdLogin } from './ffd-login';
import { PasswordLogin } from './password-login';
import { SmsLogin } from './sms-login';
import { AuthFrame } from './ui/auth-frame';
import './sheet';

/** /login and /jcLogin: password or SMS code; FFD has its own email screen; ART adds the dealer login. */
export default function LoginPage() {
  const { brand } = useShell();
  const info = BRAND_TABLE[brand];
  const [tab, setTab] = useState<Key>('password');
  if (info.features.ffdVariants) return <FfdLogin />;
  const art = info.features.designerAndDealerLogin;
  return (
    <AuthFrame lead={art ? null : <p>Sign in to your trade account.</p>}>
      {art ? <h2 className="acc-subtitle">Designer Login</h2> : null}
      <Tabs className="acc-tabs" selectedKey={tab} onSelectionChange={setTab}>
        <TabList className="acc-tab-list" aria-label="How to log in">
          <Tab id="password" className="acc-tab">
            Password
          </Tab>
          <Tab id="sms" className="acc-tab">
            SMS Code
          </Tab>
        </TabList>
        <TabPanel id="password" className="acc-tab-panel">
          <PasswordLogin onUseSms={() => setTab('sms')} />
        </TabPanel>
        <TabPanel id="sms" className="acc-tab-panel">
          <SmsLogin />
        </TabPanel>
      </Tabs>
      <p className="acc-alt">
        New to the trade program?{' '}
        <Link to="/register?data1=signup" className="acc-link">
          Apply for a trade account
        </Link>
      </p>
      {brand === 'ROWE' ? (
        <p className="acc-alt">
          Have a Rowe account?{' '}
          <Link to="/bindAccount" className="acc-link">
            Link it to the trade program
          </Link>
        </p>
      ) : null}
      {art && info.dealerPortalUrl ? (
        <section className="acc-dealer" aria-labelledby="acc-dealer-heading">
          <h2 id="acc-dealer-heading" className="acc-subtitle">
            Dealer Login
          </h2>
          <p>Dealers sign in on the {info.name} dealer portal.</p>
          <a className="acc-button acc-button--secondary" href={info.dealerPortalUrl}>
            Dealer Login
          </a>
        </section>
      ) : null}
    </AuthFrame>
  );
}
