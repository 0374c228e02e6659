import { BRAND_TABLE, isSignedIn } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { Suspense, useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { AccountSettingsPanel, useWide } from '../account-settings';
import { CENTER_LABELS, centerTabFrom, centerTabs, type CenterTab } from './center-rules';
import { OrdersPanel, ProjectsPanel, VisualizationsPanel } from './panels';

/** Who is signed in, as the header shows them: the picture (or initials), the name and the email. */
function Who() {
  const { session } = useShell();
  const user = session.user;
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
  return (
    <div className="apc-who">
      <span className="apc-avatar">{user.headImg ? <img src={user.headImg} alt="" width={56} height={56} /> : <span aria-hidden="true">{initials}</span>}</span>
      <span className="apc-who-text">
        <span className="apc-who-name">{name}</span>
        <span className="apc-muted">{user.email}</span>
      </span>
    </div>
  );
}

/**
 * /personalCenter, the account's home (reached from the header's avatar and My Account; spec section 2):
 * `?type=projects|orders|visualizations|edit` opens a tab, `?tab=certificate` the settings' reseller certificates.
 * Projects (a summary, the way to all), orders, My Visualizations where the brand has them, and the account's
 * settings. FFD: the orders only.
 */
export default function PersonalCenterPage() {
  const { brand, route, session } = useShell();
  const wide = useWide();
  const tabs = centerTabs(brand, session);
  const [selected, setSelected] = useState<CenterTab | null>(null);
  const type = route.query.type;
  const tabQuery = route.query.tab;
  // A new link (`?type=`, `?tab=`) opens its tab again.
  useEffect(() => setSelected(null), [type, tabQuery]);

  if (!isSignedIn(session)) {
    return (
      <div className="apc-page">
        <h1 className="apc-title">My Account</h1>
        <p className="apc-note">
          Please <Link to="/login?redirect=%2FpersonalCenter">log in</Link> to see your account.
        </p>
      </div>
    );
  }

  if (BRAND_TABLE[brand].features.ffdVariants) {
    return (
      <div className="apc-page">
        <h1 className="apc-title">My Account</h1>
        <Who />
        <OrdersPanel title="Your Orders" />
      </div>
    );
  }

  const current = selected && tabs.includes(selected) ? selected : centerTabFrom({ ...(type ? { type } : {}), ...(tabQuery ? { tab: tabQuery } : {}) }, tabs);
  return (
    <div className="apc-page">
      <h1 className="apc-title">My Account</h1>
      <Tabs className="apc-tabs" orientation={wide ? 'vertical' : 'horizontal'} selectedKey={current} onSelectionChange={(key: Key) => setSelected(key as CenterTab)}>
        <div className="apc-side">
          <Who />
          <TabList className="apc-tablist" aria-label="My Account">
            {tabs.map((id) => (
              <Tab key={id} id={id} className="apc-tab">
                {CENTER_LABELS[id]}
              </Tab>
            ))}
          </TabList>
        </div>
        {tabs.map((id) => (
          <TabPanel key={id} id={id} className="apc-panel">
            {id === 'projects' ? <ProjectsPanel /> : null}
            {id === 'orders' ? <OrdersPanel /> : null}
            {id === 'visualizations' ? <VisualizationsPanel /> : null}
            {id === 'edit' ? (
              <section className="apc-panel-body" aria-labelledby="apc-edit-heading">
                <h2 id="apc-edit-heading" className="apc-panel-title">
                  Account settings
                </h2>
                <Suspense fallback={<p className="apc-muted">Loading your settings…</p>}>
                  <AccountSettingsPanel level={3} tab={tabQuery} compact />
                </Suspense>
              </section>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
