import { BRAND_TABLE, isSignedIn, rolesPending } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { Suspense, lazy } from 'react';
import { AccountSettingsPanel } from '../account-settings';
import { centerHref, centerTabFrom, centerTabs } from './center-rules';
import { ProjectsPanel, VisualizationsPanel } from './panels';
import { CENTER_TEXTS } from './texts';
import './sheet';

/** The orders panel and the order calls' schemas load when the orders are shown, not with every visit. */
const OrdersPanel = lazy(() => import('./orders-panel').then((m) => ({ default: m.OrdersPanel })));

/** Who is signed in, as the header shows them: the picture (or initials), the name and the email. */
function Who() {
  const { session } = useShell();
  const user = session.user;
  // The user's details arrive after start when the browser kept none: the card keeps its place meanwhile.
  if (!user) return <div className="apc-who" aria-hidden="true" />;
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
 * `?type=projects|orders|visualizations|edit` opens a section, `?tab=certificate` the settings' reseller certificates.
 * Projects (a summary, the way to all), orders, My Visualizations where the brand has them, and the account's
 * settings. FFD: the orders only. The sections are links (each has its own address, so back, reload and a new tab
 * keep it) in a column beside the section on wide screens and a row above it on narrow ones; the settings' code
 * loads when that section is opened.
 */
export default function PersonalCenterPage() {
  const { brand, route, session } = useShell();
  const t = useMessages(CENTER_TEXTS);
  const loadingOrders = <p className="apc-muted">{t.loadingOrders}</p>;

  if (!isSignedIn(session)) {
    return (
      <div className="apc-page">
        <h1 className="apc-title">{t.myAccount}</h1>
        <p className="apc-note">
          {t.please} <Link to="/login?redirect=%2FpersonalCenter">{t.logIn}</Link>
          {t.toSeeAccount}
        </p>
      </div>
    );
  }

  if (BRAND_TABLE[brand].features.ffdVariants) {
    return (
      <div className="apc-page">
        <h1 className="apc-title">{t.myAccount}</h1>
        <Who />
        <Suspense fallback={loadingOrders}>
          <OrdersPanel title={t.yourOrders} />
        </Suspense>
      </div>
    );
  }

  const { type, tab: tabQuery } = route.query;
  // The sections depend on the roles: until they arrive, the frame only (no section that then vanishes).
  const tabs = rolesPending(session) ? [] : centerTabs(brand, session);
  const current = tabs.length ? centerTabFrom({ ...(type ? { type } : {}), ...(tabQuery ? { tab: tabQuery } : {}) }, tabs) : null;
  return (
    <div className="apc-page">
      <h1 className="apc-title">{t.myAccount}</h1>
      <div className="apc-layout">
        <div className="apc-side">
          <Who />
          <nav className="apc-sections" aria-label={t.myAccount}>
            <ul>
              {tabs.map((id) => (
                <li key={id}>
                  <Link className="apc-section-link" to={centerHref(id)} aria-current={id === current ? 'page' : undefined}>
                    {t.tab(id)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="apc-panel">
          {current === null ? (
            <p className="apc-muted" aria-busy="true">
              {t.loadingAccount}
            </p>
          ) : null}
          {current === 'projects' ? <ProjectsPanel /> : null}
          {current === 'orders' ? (
            <Suspense fallback={loadingOrders}>
              <OrdersPanel />
            </Suspense>
          ) : null}
          {current === 'visualizations' ? <VisualizationsPanel /> : null}
          {current === 'edit' ? (
            <section className="apc-panel-body" aria-labelledby="apc-edit-heading">
              <h2 id="apc-edit-heading" className="apc-panel-title">
                {t.accountSettings}
              </h2>
              <Suspense fallback={<p className="apc-muted">{t.loadingSettings}</p>}>
                <AccountSettingsPanel level={3} tab={tabQuery} compact />
              </Suspense>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
