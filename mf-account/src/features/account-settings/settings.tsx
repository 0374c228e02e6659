import { ACCOUNT_CALLS, BRAND_TABLE, type AccountProfile } from '@storefront/contracts';
import { useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { AddressesSection } from './addresses-section';
import { CertificatesSection } from './certificates-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import { messageOf, settingsTabs, tabFromQuery, type SettingsTab } from './settings-rules';
import { SETTINGS_TEXTS } from './texts';
import { useWide } from './use-wide';
import './sheet';

type ProfileState = { status: 'loading' } | { status: 'ready'; profile: AccountProfile } | { status: 'failed'; message: string };

export interface AccountSettingsProps {
  /** The level of each section's heading: 2 under a page's h1, 3 inside the personal center. */
  level: number;
  /** The section a link asked for (`?tab=`), when the account has it. */
  tab?: string;
  /** Tabs in a row whatever the width (inside another page's tabs); by default a column beside the section on wide screens. */
  compact?: boolean;
}

/**
 * The account's settings as tabs (spec sections 2 and 5): Login and security (the password and the account
 * verification), Bill addresses, Profile (picture, about me, tier and price label) and Reseller certificates, as the
 * account has them (FFD: login and security, addresses). Vertical tabs beside the section on wide screens, a row of
 * tabs above it on narrow ones; `?tab=certificate` opens the certificates.
 */
export function AccountSettings({ level, tab, compact = false }: AccountSettingsProps) {
  const { api, brand } = useShell();
  const ffd = BRAND_TABLE[brand].features.ffdVariants;
  const t = useMessages(SETTINGS_TEXTS);
  const wide = useWide();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<SettingsTab | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(ACCOUNT_CALLS.profile, { signal: controller.signal }).then(
      (profile) => setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error, '') });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const tabs = state.status === 'ready' ? settingsTabs(state.profile.kind, ffd) : [];
  // A new link (`?tab=`) picks its section again.
  useEffect(() => setSelected(null), [tab]);

  if (state.status === 'loading') {
    return (
      <div className="acs-settings" aria-busy="true">
        <p className="acs-muted">{t.loadingAccount}</p>
        <div className="acs-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="acs-message" role="alert">
        <p>{state.message || t.accountFailed}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }

  const current = selected && tabs.includes(selected) ? selected : tabFromQuery(tab, tabs);
  const profile = state.profile;
  return (
    <Tabs
      className="acs-settings acs-tabs"
      orientation={wide && !compact ? 'vertical' : 'horizontal'}
      selectedKey={current}
      onSelectionChange={(key: Key) => setSelected(key as SettingsTab)}
    >
      <TabList className="acs-tablist" aria-label={t.settingsTabs}>
        {tabs.map((id) => (
          <Tab key={id} id={id} className="acs-tab">
            {t.tab(id)}
          </Tab>
        ))}
      </TabList>
      {tabs.map((id) => (
        <TabPanel key={id} id={id} className="acs-panel">
          {id === 'security' ? <SecuritySection level={level} /> : null}
          {id === 'addresses' ? <AddressesSection level={level} /> : null}
          {id === 'profile' ? <ProfileSection level={level} profile={profile} onChange={(next) => setState({ status: 'ready', profile: next })} /> : null}
          {id === 'certificate' ? <CertificatesSection level={level} /> : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}

export default AccountSettings;
