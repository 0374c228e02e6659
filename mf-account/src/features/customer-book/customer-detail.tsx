import type { CustomerDetailResponse } from '@storefront/contracts';
import { Link, useMessages, useShell } from '@storefront/remote-kit';
import { useId, useState, type ReactNode } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { modeHasCustomers } from '../../ui/use-customers';
import { BOOK_TABS, invitationSummary, tabOf, type BookTab } from './book-rules';
import { FavoritesTab } from './favorites-tab';
import { InfoTab } from './info-tab';
import { InviteDialog } from './invite-dialog';
import { OrdersTab } from './orders-tab';
import { ProjectsTab } from './projects-tab';
import { BOOK_TEXTS } from './texts';
import { useCustomerDetail } from './use-customer-detail';
import './sheet';

/** /customerFavourite?id=: one customer of the company, read from the api; its tabs, its invitation. */
export function CustomerDetail({ id }: { id: string }) {
  const { route, session } = useShell();
  const t = useMessages(BOOK_TEXTS);
  const [attempt, setAttempt] = useState(0);
  const allowed = modeHasCustomers(session);
  const state = useCustomerDetail(id, attempt);
  const headingId = useId();

  const frame = (body: ReactNode) => (
    <section className="acb-page acb-detail" aria-labelledby={headingId}>
      <BackLink />
      <h1 id={headingId} className="acb-title">
        {t.customer}
      </h1>
      {body}
    </section>
  );

  if (!allowed) {
    return frame(
      <div className="acb-notice">
        <p>{t.noCustomersInBrowsing}</p>
        <Link className="sf-button sf-button--small" to="/selectMode">
          {t.changeMode}
        </Link>
      </div>,
    );
  }
  if (state.status === 'ready') return <CustomerView initial={state.data} initialTab={tabOf(route.query.tab)} />;
  if (state.status === 'not-found') return frame(<p className="acb-message">{state.message}</p>);
  if (state.status === 'failed') {
    return frame(
      <div className="acb-message" role="alert">
        <p>{state.message || t.customerFailed}</p>
        <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
          {t.tryAgain}
        </Button>
      </div>,
    );
  }
  return frame(
    <>
      <p className="acb-visually-hidden" role="status">
        {t.loadingCustomer}
      </p>
      <div className="acb-skeleton acb-skeleton--tall" aria-hidden="true" />
    </>,
  );
}

function BackLink() {
  const t = useMessages(BOOK_TEXTS);
  return (
    <Link to="/customerFavourite" className="acb-back">
      <span aria-hidden="true">‹ </span>
      {t.customers}
    </Link>
  );
}

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

interface ViewProps {
  initial: CustomerDetailResponse;
  initialTab: BookTab;
}

/** The customer's head (name, email, invitation and its action) and the four tabs. */
function CustomerView({ initial, initialTab }: ViewProps) {
  const { session } = useShell();
  const t = useMessages(BOOK_TEXTS);
  const [detail, setDetail] = useState(initial);
  const [tab, setTab] = useState<BookTab>(initialTab);
  const [inviting, setInviting] = useState(false);
  const headingId = useId();
  const { customer, invitation } = detail;
  const summary = invitationSummary(invitation, Date.now(), t, session.language);
  const action = invitation.state === 'not_invited' ? t.inviteCustomer : invitation.state === 'invited' ? t.resendInvitation : null;

  return (
    <section className="acb-page acb-detail" aria-labelledby={headingId}>
      <BackLink />
      <header className="acb-detail-head">
        <span className="acb-avatar acb-avatar--large" aria-hidden="true">
          {initials(customer.first_name, customer.last_name)}
        </span>
        <div className="acb-detail-who">
          <h1 id={headingId} className="acb-title">
            {customer.name}
          </h1>
          <p className="acb-detail-email">{customer.email}</p>
          <p className="acb-invitation">
            <span className={`acb-badge acb-badge--${summary.tone}`}>{summary.label}</span> <span className="acb-invitation-detail">{summary.detail}</span>
          </p>
        </div>
        {action ? (
          <Button className="sf-button acb-invite" onPress={() => setInviting(true)}>
            {action}
          </Button>
        ) : null}
      </header>

      <Tabs className="acb-tabs" selectedKey={tab} onSelectionChange={(key) => setTab(key as BookTab)}>
        <TabList className="acb-tablist" aria-label={t.tabsOf(customer.name)}>
          {BOOK_TABS.map((id) => (
            <Tab key={id} id={id} className="acb-tab">
              {t.tab(id)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="favorite" className="acb-panel">
          <FavoritesTab customer={customer} />
        </TabPanel>
        <TabPanel id="projects" className="acb-panel">
          <ProjectsTab customer={customer} />
        </TabPanel>
        <TabPanel id="orders" className="acb-panel">
          <OrdersTab customer={customer} />
        </TabPanel>
        <TabPanel id="info" className="acb-panel">
          <InfoTab detail={detail} onSaved={setDetail} />
        </TabPanel>
      </Tabs>

      {/* Closed, the dialog gives focus back to the action that opened it. */}
      <InviteDialog isOpen={inviting} detail={detail} onSent={setDetail} onClose={() => setInviting(false)} />
    </section>
  );
}
