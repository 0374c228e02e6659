import { CUSTOMER_BOOK_MESSAGES, CUSTOMER_CALLS, ORDER_CALLS, type Customer, type OrderSummary } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { browsingSession, clientSession, customerOf, customerSession, mountOrders, orderSummary, outletSession, unmountAll, type User } from '../../test/orders';

/** Any of the three order list calls. */
type OrderListCall = (typeof ORDER_CALLS)['designerList' | 'customerList' | 'ffdList'];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const avery = customerOf('Avery', 'Stone');
const blake = customerOf('Blake', 'Rivers');

/** Answers a list call with `list` (and `total`); returns every body it was sent. */
function answerList(call: OrderListCall, list: OrderSummary[] | ((body: Record<string, unknown>) => OrderSummary[]), total?: number) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    on(call, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const rows = typeof list === 'function' ? list(body) : list;
      return ok({ list: rows, total: total ?? rows.length, page: Number(body.page ?? 1), limit: 20 });
    }),
  );
  return bodies;
}

function answerCustomers(list: Customer[]) {
  const bodies: unknown[] = [];
  server.use(
    on(CUSTOMER_CALLS.list, async ({ request }) => {
      bodies.push(await request.json());
      return ok({ list, total: list.length });
    }),
  );
  return bodies;
}

async function choose(user: User, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

const ordersTable = () => screen.findByRole('table', { name: 'Orders' });

describe('/designerOrder', { timeout: 20_000 }, () => {
  it("lists the company's orders: number linking to the detail, date, customer, state, items and total", async () => {
    answerCustomers([avery, blake]);
    const bodies = answerList(ORDER_CALLS.designerList, [
      orderSummary(100002, { state: 'shipped', customer_id: avery.id, customer_name: avery.name, total: 12500, item_count: 4 }),
      orderSummary(100001, { customer_id: blake.id, customer_name: blake.name }),
    ]);
    await mountOrders('designerOrder');
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = await ordersTable();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order number', 'Date', 'Customer', 'State', 'Items', 'Total']);
    const first = within(table).getByRole('row', { name: /SO100002/ });
    expect(within(first).getByRole('link', { name: 'SO100002' })).toHaveAttribute('href', '/orderDetail?number=SO100002');
    expect(first).toHaveTextContent('Mar 5, 2026');
    expect(first).toHaveTextContent('Avery Stone');
    expect(first).toHaveTextContent('Shipped');
    expect(first).toHaveTextContent('4');
    expect(first).toHaveTextContent('$12,500.00');
    expect(within(table).getByRole('row', { name: /SO100001/ })).toHaveTextContent('Preparing');
    expect(screen.getByRole('status')).toHaveTextContent('2 orders');
    expect(bodies).toEqual([{ page: 1 }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by state and customer and searches by number, each kept in the address, each sending its body', async () => {
    answerCustomers([avery, blake]);
    const bodies = answerList(ORDER_CALLS.designerList, (body) => [orderSummary(100003, { state: (body.state as 'shipped' | undefined) ?? 'preparing', customer_id: avery.id, customer_name: avery.name })]);
    const { user, visited } = await mountOrders('designerOrder');
    await ordersTable();

    await choose(user, 'State', 'Shipped');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, state: 'shipped' }));
    expect(visited.at(-1)).toEqual({ to: '/designerOrder?state=shipped', replace: true });

    await choose(user, 'Customer', 'Avery Stone');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, state: 'shipped', customer_id: avery.id }));
    expect(visited.at(-1)?.to).toBe(`/designerOrder?state=shipped&customer_id=${avery.id}`);

    await user.type(screen.getByRole('searchbox', { name: 'Search by order number' }), 'SO10000');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, state: 'shipped', customer_id: avery.id, keyword: 'SO10000' }));
    expect(visited.at(-1)?.to).toBe(`/designerOrder?state=shipped&customer_id=${avery.id}&keyword=SO10000`);
    // Typing is read once it pauses: not a call per key.
    expect(bodies.filter((b) => typeof b.keyword === 'string')).toHaveLength(1);

    await choose(user, 'State', 'All states');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, customer_id: avery.id, keyword: 'SO10000' }));
  });

  it('opens with the filters of its address (reload and back keep them)', async () => {
    answerCustomers([avery, blake]);
    const bodies = answerList(ORDER_CALLS.designerList, [orderSummary(100004, { state: 'delivered', customer_id: blake.id, customer_name: blake.name })]);
    await mountOrders('designerOrder', { query: { state: 'delivered', customer_id: blake.id, keyword: 'SO1000', page: '2' } });
    await ordersTable();
    expect(bodies[0]).toEqual({ page: 2, state: 'delivered', customer_id: blake.id, keyword: 'SO1000' });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Delivered');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveDisplayValue('Blake Rivers'));
    expect(screen.getByRole('searchbox', { name: 'Search by order number' })).toHaveValue('SO1000');
  });

  it('pages through the orders', async () => {
    answerCustomers([]);
    const bodies = answerList(ORDER_CALLS.designerList, (body) => [orderSummary(100000 + Number(body.page))], 45);
    const { user, visited } = await mountOrders('designerOrder');
    await ordersTable();
    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(visited.at(-1)).toEqual({ to: '/designerOrder?page=2', replace: false });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 2 }));
    expect(await screen.findByRole('link', { name: 'SO100002' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of orders' })).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("says 'No orders yet' when there are none, and that the filters match nothing when they narrow to none", async () => {
    answerCustomers([]);
    answerList(ORDER_CALLS.designerList, []);
    await mountOrders('designerOrder');
    expect(await screen.findByText(CUSTOMER_BOOK_MESSAGES.noOrders)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await unmountAll();

    const { user, visited } = await mountOrders('designerOrder', { query: { state: 'delivered' } });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.queryByText(CUSTOMER_BOOK_MESSAGES.noOrders)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(visited.at(-1)).toEqual({ to: '/designerOrder', replace: true });
  });

  it('says plainly when the mode has no orders, and asks nothing', async () => {
    const bodies = answerList(ORDER_CALLS.designerList, []);
    await mountOrders('designerOrder', { session: browsingSession });
    expect(screen.getByText('Orders are not available in Browsing Mode. Switch to Designer Mode to see them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change mode' })).toHaveAttribute('href', '/selectMode');
    await unmountAll();
    await mountOrders('designerOrder', { session: clientSession });
    expect(screen.getByText(/Orders are not available in Client Mode/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says when the orders could not be read, and tries again', async () => {
    answerCustomers([]);
    let calls = 0;
    server.use(
      on(ORDER_CALLS.designerList, () => {
        calls += 1;
        return calls === 1 ? fail(50000, 'Request false') : ok({ list: [orderSummary(100001)], total: 1, page: 1, limit: 20 });
      }),
    );
    const { user } = await mountOrders('designerOrder');
    expect(await screen.findByRole('alert')).toHaveTextContent('Request false');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'SO100001' })).toBeInTheDocument();
  });
});

describe('/customerOrder and /ffdOrder', { timeout: 20_000 }, () => {
  it("list the invited customer's own orders, without the customer filter", async () => {
    const bodies = answerList(ORDER_CALLS.customerList, [orderSummary(100007, { customer_name: 'Casey Morgan' })]);
    const { user } = await mountOrders('customerOrder', { session: customerSession });
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const table = await ordersTable();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order number', 'Date', 'State', 'Items', 'Total']);
    expect(within(table).getByRole('link', { name: 'SO100007' })).toHaveAttribute('href', '/orderDetail?number=SO100007');
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    await choose(user, 'State', 'Ready to ship');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, state: 'ready_to_ship' }));
    expect(await axeViolations()).toEqual([]);
  });

  it("list the outlet shopper's orders on FFD", async () => {
    const bodies = answerList(ORDER_CALLS.ffdList, [orderSummary(100009, { state: 'delivered' })]);
    await mountOrders('ffdOrder', { brand: 'FFD', session: outletSession });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(within(await ordersTable()).getByRole('row', { name: /SO100009/ })).toHaveTextContent('Delivered');
    expect(bodies).toEqual([{ page: 1 }]);
  });

  it("lead a session to its own list when it opens another kind's", async () => {
    await mountOrders('customerOrder', { query: {} });
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/designerOrder');
  });
});
