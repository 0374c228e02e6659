import { BRAND_TABLE } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { FfdLogin } from './ffd-login';
import { PasswordLogin } from './password-login';
import { SmsLogin } from './sms-login';
import { SIGN_IN_TEXTS } from './texts';
import { AuthFrame } from './ui/auth-frame';
import './sheet';

/** /login and /jcLogin: password or SMS code; FFD has its own email screen; ART adds the dealer login. */
export default function LoginPage() {
  const { brand } = useShell();
  const info = BRAND_TABLE[brand];
  const [tab, setTab] = useState<Key>('password');
  const t = useMessages(SIGN_IN_TEXTS);
  if (info.features.ffdVariants) return <FfdLogin />;
  const art = info.features.designerAndDealerLogin;
  return (
    <AuthFrame lead={art ? null : <p>{t.signInLead}</p>}>
      {art ? <h2 className="acc-subtitle">{t.designerLogin}</h2> : null}
      <Tabs className="acc-tabs" selectedKey={tab} onSelectionChange={setTab}>
        <TabList className="acc-tab-list" aria-label={t.howToLogIn}>
          <Tab id="password" className="acc-tab">
            {t.passwordTab}
          </Tab>
          <Tab id="sms" className="acc-tab">
            {t.smsTab}
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
        {t.newToTrade}{' '}
        <Link to="/register?data1=signup" className="acc-link">
          {t.applyForTrade}
        </Link>
      </p>
      {brand === 'ROWE' ? (
        <p className="acc-alt">
          {t.haveRowe}{' '}
          <Link to="/bindAccount" className="acc-link">
            {t.linkToTrade}
          </Link>
        </p>
      ) : null}
      {art && info.dealerPortalUrl ? (
        <section className="acc-dealer" aria-labelledby="acc-dealer-heading">
          <h2 id="acc-dealer-heading" className="acc-subtitle">
            {t.dealerLogin}
          </h2>
          <p>{t.dealersSignIn(info.name)}</p>
          <a className="acc-button acc-button--secondary" href={info.dealerPortalUrl}>
            {t.dealerLogin}
          </a>
        </section>
      ) : null}
    </AuthFrame>
  );
}
