import {
  CUSTOMER_BOOK_MESSAGES,
  CUSTOMER_CALLS,
  CUSTOMER_MESSAGES,
  ERR,
  FAVORITE_CALLS,
  ORDER_CALLS,
  PROJECT_CALLS,
  SHIPPING_STATUS_LABELS,
  PROJECT_MESSAGES,
  favoriteToast,
  type Customer,
  type CustomerDetailResponse,
  type OrderSummary,
  type ProductCard,
  type ShippingStatus,
} from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  active,
  avery,
  blake,
  browsingSession,
  casey,
  clientSession,
  designerSession,
  detailOf,
  favorite,
  invited,
  mountPage,
  projectSummary,
  unmountAll,
} from '../../test/customer-book';
import CustomerBookPage from './customer-book';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the customer list, narrowed by the search like the api; returns every search sent. */
function answerList(all: Customer[] = [avery, blake, casey]): string[] {
  const searches: string[] = [];
  server.use(
    on(CUSTOMER_CALLS.list, async ({ request }) => {
      const search = String(((await request.json()) as { search?: string }).search ?? '');
      searches.push(search);
      const list = all.filter((c) => `${c.name} ${c.email}`.toLowerCase().includes(search.toLowerCase()));
      return ok({ list, total: list.length });
    }),
  );
  return searches;
}

/**
 * Answers one customer's calls from one copy of it, as the api would: the detail, the edit, the favorites (and their
 * removal) and the projects. Returns what each call was sent.
 */
function answerCustomer(
  detail: CustomerDetailResponse,
  { favorites = [] as ProductCard[], projects = [projectSummary('Loft Living')], orders = [] as OrderSummary[], orderTotal = undefined as number | undefined } = {},
) {
  const current = { ...detail };
  const liked = [...favorites];
  const sent = { detail: [] as unknown[], edit: [] as unknown[], favorites: [] as unknown[], like: [] as unknown[], projects: [] as unknown[], orders: [] as unknown[] };
  server.use(
    on(ORDER_CALLS.designerList, async ({ request }) => {
      sent.orders.push(await request.json());
      return ok({ list: orders, total: orderTotal ?? orders.length, page: 1, limit: 20 });
    }),
    on(CUSTOMER_CALLS.detail, async ({ request }) => {
      sent.detail.push(await request.json());
      return ok(current);
    }),
    on(CUSTOMER_CALLS.edit, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.edit.push(body);
      const { customer_id: _id, ...fields } = body;
      current.customer = { ...current.customer, ...fields, name: `${fields.first_name} ${fields.last_name}` };
      return ok(current);
    }),
    on(FAVORITE_CALLS.list, async ({ request }) => {
      sent.favorites.push(await request.json());
      return ok({ list: liked, total: liked.length, customer_name: current.customer.name });
    }),
    on(FAVORITE_CALLS.like, async ({ request }) => {
      const body = (await request.json()) as { product_id: string };
      sent.like.push(body);
      liked.splice(liked.findIndex((p) => p.sku_number === body.product_id), 1);
      return ok({ liked: false, customer_name: current.customer.name });
    }),
    on(PROJECT_CALLS.customerProjects, async ({ request }) => {
      sent.projects.push(await request.json());
      return ok({ list: projects, total: projects.length });
    }),
  );
  return sent;
}

function orderOf(serial: number, customer: Customer, state: ShippingStatus = 'preparing'): OrderSummary {
  return {
    id: `00000000-0000-4000-b000-${String(serial).padStart(12, '0')}`,
    number: `SO${serial}`,
    state,
    state_label: SHIPPING_STATUS_LABELS[state],
    date: '2026-03-05T15:30:00.000Z',
    total: 4200,
    item_count: 2,
    customer_id: customer.id,
    customer_name: customer.name,
  };
}

const openList = (session = designerSession) => mountPage(CustomerBookPage, 'customerFavourite', { session });
const openCustomer = (customer: Customer = avery, session = designerSession, query: Record<string, string> = {}) =>
  mountPage(CustomerBookPage, 'customerFavourite', { session, query: { id: customer.id, ...query } });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('/customerFavourite: the list', () => {
  it("lists the company's customers, each a link to its detail, narrowed by a search of name or email", async () => {
    const searches = answerList();
    await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Customers' });
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Avery Stone', `/customerFavourite?id=${avery.id}`],
      ['Blake Rivers', `/customerFavourite?id=${blake.id}`],
      ['Casey Morgan', `/customerFavourite?id=${casey.id}`],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 customers');
    expect(await axeViolations()).toEqual([]);

    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(search, { target: { value: 'studio-clients' } });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Blake Rivers']));
    expect(searches).toEqual(['', 'studio-clients']);
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(await screen.findByText('No customers match “zz”.')).toBeInTheDocument();
  });

  it('says when the company has no customer yet, with the way to create one', async () => {
    answerList([]);
    await openList();
    expect(await screen.findByText('You have no customers yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Customer' })).toHaveAttribute('href', '/createCustomer?redirect=%2FcustomerFavourite&back=%2FcustomerFavourite');
  });

  it('has no customers in browsing mode, and asks nothing of the api', async () => {
    await openList(browsingSession);
    expect(screen.getByText('Customers are not available in Browsing Mode.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change mode' })).toBeInTheDocument();
  });
});

describe('/customerFavourite?id=: a customer', () => {
  it('shows the customer, not invited yet, with the four tabs; the favorite tab lists the favorites priced by the mode', async () => {
    const sent = answerCustomer(detailOf(avery), { favorites: [favorite('Marlowe Sofa', 'CA-1001', { promotional_price: 1200 }), favorite('Ava Chair', 'CA-2002')] });
    await openCustomer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Stone' })).toBeInTheDocument();
    expect(sent.detail).toEqual([{ customer_id: avery.id }]);
    expect(screen.getByText('avery@clients.test')).toBeInTheDocument();
    expect(screen.getByText('Not invited')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite customer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Customers/ })).toHaveAttribute('href', '/customerFavourite');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Favorites', 'Projects', 'Orders', 'Customer Info']);
    expect(tab('Favorites')).toHaveAttribute('aria-selected', 'true');

    const cards = await screen.findByRole('list', { name: 'Avery Stone’s favorites' });
    expect(sent.favorites).toEqual([{ customer_id: avery.id, page: 1, limit: 24 }]);
    const sofa = within(cards).getAllByRole('listitem')[0]!;
    expect(within(sofa).getByRole('link', { name: 'Marlowe Sofa' })).toHaveAttribute('href', expect.stringContaining('CA-1001'));
    expect(within(sofa).getByText('Designer price').nextElementSibling).toHaveTextContent('$1,000');
    expect(within(sofa).getByText('Sale price').nextElementSibling).toHaveTextContent('$1,200');
    expect(within(sofa).getByText('MSRP')).toBeInTheDocument();
    expect(screen.getByText('2 favorites')).toHaveAttribute('role', 'status');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no designer price in client mode', async () => {
    answerCustomer(detailOf(avery), { favorites: [favorite('Ava Chair', 'CA-2002', { designer_price: undefined })] });
    await openCustomer(avery, clientSession);
    const cards = await screen.findByRole('list', { name: 'Avery Stone’s favorites' });
    expect(within(cards).queryByText('Designer price')).not.toBeInTheDocument();
    expect(within(cards).getByText('Retail price')).toBeInTheDocument();
  });

  it("takes a favorite off the customer's list in place, says so around the customer's name, and moves focus to the next card", async () => {
    const user = userEvent.setup();
    const sent = answerCustomer(detailOf(avery), { favorites: [favorite('Marlowe Sofa', 'CA-1001'), favorite('Ava Chair', 'CA-2002')] });
    const mounted = await openCustomer();
    await user.click(await screen.findByRole('button', { name: 'Remove Marlowe Sofa from Avery Stone’s favorites' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Marlowe Sofa' })).not.toBeInTheDocument());
    expect(sent.like).toEqual([{ customer_id: avery.id, type: 'remove', product_id: 'CA-1001' }]);
    expect(mounted.toasts).toEqual([{ kind: 'success', message: favoriteToast('Avery Stone', false) }]);
    expect(screen.getByRole('button', { name: 'Remove Ava Chair from Avery Stone’s favorites' })).toHaveFocus();
  });

  it('says when the customer has no favorite yet', async () => {
    answerCustomer(detailOf(avery));
    await openCustomer();
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
  });

  it("lists the customer's projects under the projects tab, each a link to its detail, by keyboard", async () => {
    const user = userEvent.setup();
    const loft = projectSummary('Loft Living', { item_count: 3, unit_count: 5 });
    const sent = answerCustomer(detailOf(avery), { projects: [loft] });
    await openCustomer();
    await screen.findByText('No favorites yet');
    await user.click(tab('Favorites'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Projects')).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Avery Stone’s projects' });
    expect(sent.projects).toEqual([{ customer_id: avery.id }]);
    expect(within(list).getByRole('link', { name: 'Loft Living' })).toHaveAttribute('href', `/projectDetail?id=${loft.id}`);
    expect(within(list).getByText('Items').nextElementSibling).toHaveTextContent('3');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the customer has no project and no order', async () => {
    const user = userEvent.setup();
    const sent = answerCustomer(detailOf(avery), { projects: [] });
    await openCustomer(avery, designerSession, { tab: 'projects' });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    await user.click(tab('Orders'));
    expect(await screen.findByText(CUSTOMER_BOOK_MESSAGES.noOrders)).toBeInTheDocument();
    expect(sent.orders).toEqual([{ customer_id: avery.id, page: 1 }]);
    expect(await axeViolations()).toEqual([]);
  });

  it("lists the customer's orders on the orders tab, each leading to its detail, and the way to all of them", async () => {
    const sent = answerCustomer(detailOf(avery), { orders: [orderOf(100005, avery, 'shipped'), orderOf(100002, avery)], orderTotal: 23 });
    await openCustomer(avery, designerSession, { tab: 'orders' });
    const list = await screen.findByRole('list', { name: 'Avery Stone’s orders' });
    expect(sent.orders).toEqual([{ customer_id: avery.id, page: 1 }]);
    const newest = within(list).getByRole('link', { name: 'SO100005' });
    expect(newest).toHaveAttribute('href', '/orderDetail?number=SO100005');
    const item = newest.closest('li')!;
    expect(within(item).getByText('Date').nextElementSibling).toHaveTextContent('Mar 5, 2026');
    expect(within(item).getByText('State').nextElementSibling).toHaveTextContent('Shipped');
    expect(within(item).getByText('Total').nextElementSibling).toHaveTextContent('$4,200.00');
    expect(screen.getByRole('status')).toHaveTextContent('23 orders');
    expect(screen.getByRole('link', { name: 'See all of Avery Stone’s orders' })).toHaveAttribute('href', `/designerOrder?customer_id=${avery.id}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('has no orders in client mode, and asks nothing of the api', async () => {
    const sent = answerCustomer(detailOf(avery));
    await openCustomer(avery, clientSession, { tab: 'orders' });
    expect(await screen.findByText('Orders are not available in Client Mode.')).toBeInTheDocument();
    expect(sent.orders).toEqual([]);
  });

  it("answers a customer that is not the company's with the api's words", async () => {
    server.use(on(CUSTOMER_CALLS.detail, () => fail(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound)));
    await openCustomer();
    expect(await screen.findByText(PROJECT_MESSAGES.customerNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Customers/ })).toHaveAttribute('href', '/customerFavourite');
  });

  it('offers Try again when the customer cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answerCustomer(detailOf(avery));
    server.use(on(CUSTOMER_CALLS.detail, () => (++calls === 1 ? fail(ERR.SERVER, 'Request false') : ok(detailOf(avery)))));
    await openCustomer();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Stone' })).toBeInTheDocument();
  });

  it('shows an invited customer with the time the link expires, an expired one as expired, and an active account without an action', async () => {
    const sentAt = new Date(Date.now() - 3_600_000).toISOString();
    answerCustomer(detailOf(avery, invited(sentAt)));
    await openCustomer();
    expect(await screen.findByText('Invited')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
    await unmountAll();

    answerCustomer(detailOf(avery, invited(new Date(Date.now() - 4 * 86_400_000).toISOString())));
    await openCustomer();
    expect(await screen.findByText('Invitation expired')).toBeInTheDocument();
    expect(screen.getByText(/resend the invitation/)).toBeInTheDocument();
    await unmountAll();

    answerCustomer(detailOf(avery, active()));
    await openCustomer();
    expect(await screen.findByText('Active account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /invit/i })).not.toBeInTheDocument();
  });
});

describe('/customerFavourite?id=: customer info', () => {
  const openInfo = async (detail: CustomerDetailResponse) => {
    const sent = answerCustomer(detail);
    const mounted = await openCustomer(detail.customer, designerSession, { tab: 'info' });
    await screen.findByRole('form', { name: 'Customer information' });
    return { sent, mounted };
  };

  it("edits the customer under the form's rules and saves it", async () => {
    const user = userEvent.setup();
    const { sent, mounted } = await openInfo(detailOf({ ...avery, phone: '2125550100' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('212-555-0100');
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.tab();
    expect(screen.getByText(CUSTOMER_MESSAGES.firstName)).toBeInTheDocument();
    await user.type(first, 'Ava');
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Hudson');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.edit).toHaveLength(1));
    expect(sent.edit[0]).toEqual({
      customer_id: avery.id,
      first_name: 'Ava',
      last_name: 'Stone',
      email: 'avery@clients.test',
      phone: '2125550100',
      street_address: '',
      city: 'Hudson',
      state: '',
      postal: '',
      country: '',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Stone' })).toBeInTheDocument();
    expect(mounted.toasts).toEqual([{ kind: 'success', message: CUSTOMER_BOOK_MESSAGES.saved }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses to send a form with problems and focuses the first one', async () => {
    const user = userEvent.setup();
    const { sent } = await openInfo(detailOf(avery));
    const postal = screen.getByRole('textbox', { name: 'Postal Code' });
    await user.type(postal, '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CUSTOMER_MESSAGES.validPostal)).toBeInTheDocument();
    expect(postal).toHaveFocus();
    expect(sent.edit).toEqual([]);
  });

  it("shows the api's email refusal on the email field", async () => {
    const user = userEvent.setup();
    await openInfo(detailOf(avery));
    server.use(on(CUSTOMER_CALLS.edit, () => fail(ERR.EMAIL_EXISTS, CUSTOMER_MESSAGES.emailExists, { field: 'email' })));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'blake@clients.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.emailExists)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('keeps the email read-only once an invitation was sent, and says why', async () => {
    await openInfo(detailOf(avery, invited()));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(CUSTOMER_BOOK_MESSAGES.emailLocked);
    expect(await axeViolations()).toEqual([]);
  });
});
