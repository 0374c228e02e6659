import { routeById } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useId } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { DESK_KINDS, deskAccess, type DeskKind } from './desk-rules';
import { DeskSection } from './desk-section';
import './sheet';

const ROUTE = routeById('afterSalesDesk');
const PATH = ROUTE.paths[0]!;
const KINDS: readonly DeskKind[] = ['service', 'claim'];

/**
 * /afterSalesDesk (issue 19): staff (client agents) see every account's service requests and claims, each a table with
 * a state filter and a pager; a row opens its detail beside the table (its photos, history and one button per state it
 * may move to, with an optional note for the designer). Anyone but a client agent is sent to /noPermission, a visitor
 * to sign in.
 */
export default function AfterSalesDeskPage() {
  const { session, navigate } = useShell();
  const access = deskAccess(session, PATH);
  const redirect = access.ok ? null : access.to;
  const waiting = !access.ok && access.to === null;
  const headingId = useId();
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  return (
    <section className="asd-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="asd-title">
        {ROUTE.title}
      </h1>
      {waiting ? (
        <p className="asd-muted" role="status">
          Loading…
        </p>
      ) : !access.ok ? (
        <p className="asd-muted">This page is for client agents.</p>
      ) : (
        <Tabs className="asd-tabs">
          <TabList className="asd-tablist" aria-label="After-sales items">
            {KINDS.map((kind) => (
              <Tab key={kind} id={kind} className="asd-tab">
                {DESK_KINDS[kind].tab}
              </Tab>
            ))}
          </TabList>
          {KINDS.map((kind) => (
            <TabPanel key={kind} id={kind} className="asd-panel">
              <DeskSection kind={kind} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
