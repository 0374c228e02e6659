import { ACCOUNT_CALLS, CUSTOMER_BOOK_MESSAGES, ORDER_CALLS, PROJECT_CALLS, SHIPPING_STATUS_LABELS, type OrderSummary, type ProjectSummary, type ShippingStatus } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import {
  accountHandlers,
  browsingSession,
  certificateOf,
  customerSession,
  designerSession,
  mountPage,
  newId,
  shopperSession,
  unmountAll,
  visualizingSession,
} from '../../test/account-settings';

/** Any of the three order list calls. */
type OrderListCall = (typeof ORDER_CALLS)['designerList' | 'customerList' | 'ffdList'];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

function project(name: string, extra: Partial<ProjectSummary> = {}): ProjectSummary {
  return { id: newId(), name, customer_id: newId(), customer_name: 'Avery Stone', item_count: 3, unit_count: 5, updated_at: '2025-03-05T12:00:00.000Z', ...extra };
}

/** Answers the project list; returns the bodies sent. */
function projects(list: ProjectSummary[], total = list.length) {
  const bodies: unknown[] = [];
  server.use(
    on(PROJECT_CALLS.list, async ({ request }) => {
      bodies.push(await request.json());
      return ok({ list, total });
    }),
  );
  return bodies;
}

function order(serial: number, state: ShippingStatus = 'preparing', extra: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: newId(),
    number: `SO${serial}`,
    state,
    state_label: SHIPPING_STATUS_LABELS[state],
    date: '2026-03-05T15:30:00.000Z',
    total: 2450.5,
    item_count: 2,
    customer_id: null,
    customer_name: '',
    ...extra,
  };
}

/** Answers an order list call; returns the bodies sent. */
function orders(call: OrderListCall, list: OrderSummary[], total = list.length) {
  const bodies: unknown[] = [];
  server.use(
    on(call, async ({ request }) => {
      bodies.push(await request.json());
      return ok({ list, total, page: 1, limit: 20 });
    }),
  );
  return bodies;
}

const sections = () => within(screen.getByRole('navigation', { name: 'My Account' }));
const sectionNames = () => sections().getAllByRole('link').map((t) => t.textContent);
/** The section shown: its link is the current page. */
const currentSection = () => sections().getByRole('link', { current: 'page' });

describe('/personalCenter', { timeout: 20_000 }, () => {
  it("opens on the account's projects: how many, the latest three, each linked, and the way to all of them", async () => {
    const bodies = projects([project('Kitchen refresh'), project('Lounge', { customer_name: 'Blake Rivers', item_count: 1 }), project('Primary suite')], 7);
    await mountPage('personalCenter');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(sectionNames()).toEqual(['Projects', 'Orders', 'Account settings']);
    expect(screen.getByText('Dana Reyes')).toBeInTheDocument();
    const latest = await screen.findByRole('list', { name: 'Latest projects' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(3);
    const lounge = within(latest).getByRole('link', { name: 'Lounge' });
    expect(lounge.getAttribute('href')).toMatch(/^\/projectDetail\?id=/);
    expect(lounge.parentElement).toHaveTextContent('Blake Rivers · 1 item');
    expect(screen.getByText('7 projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/personalProject');
    expect(bodies).toEqual([{ page: 1, limit: 3 }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says plainly when there are no projects, and that browsing mode has none', async () => {
    projects([]);
    await mountPage('personalCenter');
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    await unmountAll();
    await mountPage('personalCenter', { session: browsingSession });
    expect(screen.getByText('Projects are not available in Browsing Mode.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change mode' })).toHaveAttribute('href', '/selectMode');
  });

  it("leads an invited customer to their own projects", async () => {
    projects([project('Our flat')]);
    await mountPage('personalCenter', { session: customerSession });
    expect(await screen.findByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/customerProject');
  });

  it("opens the orders with ?type=orders: 'No orders yet' when there are none", async () => {
    const bodies = orders(ORDER_CALLS.designerList, []);
    await mountPage('personalCenter', { query: { type: 'orders' } });
    expect(currentSection()).toHaveTextContent('Orders');
    expect(await screen.findByText(CUSTOMER_BOOK_MESSAGES.noOrders)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'See all orders' })).not.toBeInTheDocument();
    expect(bodies).toEqual([{ page: 1 }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the five most recent orders, each leading to its detail, and the way to all of them', async () => {
    const list = [order(100012, 'shipped', { total: 12500 }), ...[100011, 100010, 100009, 100008, 100007].map((n) => order(n))];
    orders(ORDER_CALLS.designerList, list, 12);
    await mountPage('personalCenter', { query: { type: 'orders' } });
    const latest = await screen.findByRole('list', { name: 'Latest orders' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(5);
    const newest = within(latest).getByRole('link', { name: 'SO100012' });
    expect(newest).toHaveAttribute('href', '/orderDetail?number=SO100012');
    expect(newest.parentElement).toHaveTextContent('Mar 5, 2026 · Shipped · $12,500.00');
    expect(within(latest).queryByRole('link', { name: 'SO100007' })).not.toBeInTheDocument();
    expect(screen.getByText('12 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all orders' })).toHaveAttribute('href', '/designerOrder');
    expect(screen.queryByText(CUSTOMER_BOOK_MESSAGES.noOrders)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the orders could not be loaded', async () => {
    server.use(on(ORDER_CALLS.designerList, () => fail(50000, 'Request false')));
    await mountPage('personalCenter', { query: { type: 'orders' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request false');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows My Visualizations on the luxury brand, leading to /visualizations', async () => {
    projects([]);
    await mountPage('personalCenter', { brand: 'CA', session: visualizingSession });
    expect(sectionNames()).toEqual(['Projects', 'Orders', 'My Visualizations', 'Account settings']);
    expect(sections().getByRole('link', { name: 'My Visualizations' })).toHaveAttribute('href', '/personalCenter?type=visualizations');
    await unmountAll();
    await mountPage('personalCenter', { brand: 'CA', session: visualizingSession, query: { type: 'visualizations' } });
    expect(currentSection()).toHaveTextContent('My Visualizations');
    expect(screen.getByRole('link', { name: 'Open My Visualizations' })).toHaveAttribute('href', '/visualizations');
  });

  it('shows the account settings with ?type=edit, and their certificates with ?tab=certificate', async () => {
    server.use(...accountHandlers(), mock(ACCOUNT_CALLS.certificateList, { list: [certificateOf('NY resale.pdf')], max: 20 }));
    await mountPage('personalCenter', { query: { tab: 'certificate' } });
    expect(currentSection()).toHaveTextContent('Account settings');
    expect(screen.getByRole('heading', { level: 2, name: 'Account settings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Reseller certificates' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Reseller certificates' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Reseller certificates' })).toHaveTextContent('NY resale.pdf');
    expect(await axeViolations()).toEqual([]);
  });

  it('gives each section its own address, and the settings load only when their section is opened', async () => {
    projects([project('Kitchen refresh')]);
    let profileReads = 0;
    server.use(
      on(ACCOUNT_CALLS.profile, () => {
        profileReads += 1;
        return fail(50000, 'Request false');
      }),
    );
    const { user, visited } = await mountPage('personalCenter');
    expect(await screen.findByRole('link', { name: 'Kitchen refresh' })).toBeInTheDocument();
    expect(sectionNames()).toEqual(['Projects', 'Orders', 'Account settings']);
    expect(sections().getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/personalCenter?type=orders');
    expect(sections().getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/personalCenter?type=edit');
    await user.click(sections().getByRole('link', { name: 'Orders' }));
    expect(visited).toEqual(['/personalCenter?type=orders']);
    expect(profileReads).toBe(0);
  });

  it('shows its frame, and no section, until the roles have arrived', async () => {
    await mountPage('personalCenter', { session: { ...designerSession, roles: [] } });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(sections().queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says when the projects could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      on(PROJECT_CALLS.list, () => {
        calls += 1;
        return calls === 1 ? fail(50000, 'Request false') : ok({ list: [project('Kitchen refresh')], total: 1 });
      }),
    );
    const { user } = await mountPage('personalCenter', { session: designerSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request false');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kitchen refresh' })).toBeInTheDocument();
  });

  it("is the orders only on FFD, the outlet shopper's own", async () => {
    const bodies = orders(ORDER_CALLS.ffdList, []);
    await mountPage('personalCenter', { brand: 'FFD', session: shopperSession, query: { type: 'projects' } });
    expect(screen.queryByRole('navigation', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Orders' })).toBeInTheDocument();
    expect(await screen.findByText(CUSTOMER_BOOK_MESSAGES.noOrders)).toBeInTheDocument();
    expect(bodies).toEqual([{ page: 1 }]);
    expect(await axeViolations()).toEqual([]);
    await unmountAll();
    orders(ORDER_CALLS.ffdList, [order(100020, 'delivered')]);
    await mountPage('personalCenter', { brand: 'FFD', session: shopperSession });
    expect(await screen.findByRole('link', { name: 'SO100020' })).toHaveAttribute('href', '/orderDetail?number=SO100020');
    expect(screen.getByRole('link', { name: 'See all orders' })).toHaveAttribute('href', '/ffdOrder');
  });
});
