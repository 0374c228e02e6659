import { CATALOG_CALLS, CLIENT_AGENT_CALLS, CUSTOMER_CALLS, ERR, MESSAGES, type Customer, type ProductCard } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { CUSTOMER_ID, agentCart, agentLine, designerSession, mountAgentPage, unmountAgentPages, visitorSession } from '../../test/client-agent';
import { customerOf } from '../../test/orders';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAgentPages();
  server.resetHandlers();
});
afterAll(() => server.close());

const casey: Customer = { ...customerOf('Casey', 'Morgan'), id: CUSTOMER_ID, email: 'casey@home.test' };
const sofa: ProductCard = {
  sku_number: 'CA-SOFA',
  brand_id: 'ca',
  name: 'Harlow Sofa',
  image: '/img/CA-SOFA.jpg',
  style: 'Transitional',
  portfolio: 'Harlow',
  space: 'Living Room',
  category: 'Sofas',
  finish: 'Walnut',
  width: 90,
  length: 38,
  height: 34,
  status: 1,
  stock: 3,
  future_stock: 0,
  stock_tag: 'in_stock',
  customizable_type: 0,
  consumer_price: 2000,
};

describe('/clientAgent', { timeout: 20_000 }, () => {
  it('sends a visitor to sign in and anyone but a client agent to no permission', async () => {
    const visitor = await mountAgentPage('clientAgent', {}, visitorSession);
    await waitFor(() => expect(visitor.visited).toEqual(['/login?redirect=%2FclientAgent']));
    await unmountAgentPages();
    const designer = await mountAgentPage('clientAgent', {}, designerSession);
    await waitFor(() => expect(designer.visited).toEqual(['/noPermission']));
  });

  it("picks one of the agent's customers, adds a product with a quantity, changes and removes it, and goes on to the link", async () => {
    const sent: Array<{ call: string; body: unknown }> = [];
    let cart = agentCart();
    server.use(
      on(CUSTOMER_CALLS.list, () => ok({ list: [casey], total: 1 })),
      on(CLIENT_AGENT_CALLS.cart, () => ok(cart)),
      on(CATALOG_CALLS.liveSearch, async ({ request }) => {
        sent.push({ call: 'search', body: await request.json() });
        return ok({ list: [sofa], total: 1, page: 1, limit: 10 });
      }),
      on(CLIENT_AGENT_CALLS.cartAdd, async ({ request }) => {
        sent.push({ call: 'add', body: await request.json() });
        cart = agentCart([agentLine('CA-SOFA', 'Harlow Sofa', 2, 2000)]);
        return ok(cart);
      }),
      on(CLIENT_AGENT_CALLS.cartUpdate, async ({ request }) => {
        sent.push({ call: 'update', body: await request.json() });
        return fail(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);
      }),
      on(CLIENT_AGENT_CALLS.cartRemove, () => ok(agentCart())),
    );
    const { user, served } = await mountAgentPage('clientAgent', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Client Agent' })).toBeInTheDocument();
    expect(screen.getByText('Avery Agent, agent code AGENT-1001')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Casey');
    await user.click(await screen.findByRole('button', { name: /Casey Morgan/ }));
    expect(served).toEqual([{ id: CUSTOMER_ID, name: 'Casey Morgan' }]);
    expect(await screen.findByRole('heading', { name: 'Cart of Casey Morgan' })).toBeInTheDocument();
    expect(screen.getByText(/The cart of Casey Morgan is empty/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a product name or SKU');
    await user.type(screen.getByRole('searchbox', { name: 'Search products by name or SKU' }), 'CA-SOFA');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity to add of Harlow Sofa' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add Harlow Sofa' }));
    const lines = await screen.findByRole('list', { name: 'Cart of Casey Morgan' });
    expect(within(lines).getByText('$4,000.00')).toBeInTheDocument();
    expect(screen.getByText('$4,000.00', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the payment link' })).toHaveAttribute('href', `/CSRPayment?customer=${CUSTOMER_ID}`);

    const count = within(lines).getByRole('spinbutton', { name: 'Quantity of Harlow Sofa' });
    await user.clear(count);
    await user.type(count, '9');
    await user.tab();
    expect(await screen.findByText(MESSAGES.insufficientInventory)).toBeInTheDocument();
    await waitFor(() => expect(count).toHaveValue(2));
    expect(await axeViolations()).toEqual([]);

    await user.click(within(lines).getByRole('button', { name: 'Remove Harlow Sofa' }));
    expect(await screen.findByText(/The cart of Casey Morgan is empty/)).toBeInTheDocument();
    expect(sent).toEqual([
      { call: 'search', body: { search: 'CA-SOFA', page: 1, limit: 10 } },
      { call: 'add', body: { customer_id: CUSTOMER_ID, sku_number: 'CA-SOFA', count: 2 } },
      { call: 'update', body: { customer_id: CUSTOMER_ID, sku_number: 'CA-SOFA', count: 9 } },
    ]);
  });

  it('creates a customer, saying an email already used on the email field', async () => {
    let tries = 0;
    server.use(
      on(CUSTOMER_CALLS.list, () => ok({ list: [], total: 0 })),
      on(CUSTOMER_CALLS.add, () => (++tries === 1 ? fail(ERR.EMAIL_EXISTS, 'Email already exists') : ok({ ...casey, id: CUSTOMER_ID }))),
      on(CLIENT_AGENT_CALLS.cart, () => ok(agentCart())),
    );
    const { user, served } = await mountAgentPage('clientAgent', {});
    expect(await screen.findByText('No customers found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Casey');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Morgan');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'casey@home.test');
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already exists'));
    await user.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByRole('heading', { name: 'Cart of Casey Morgan' })).toBeInTheDocument();
    expect(served).toEqual([{ id: CUSTOMER_ID, name: 'Casey Morgan' }]);
  });
});

describe('/CSRPayment', { timeout: 20_000 }, () => {
  it("reviews the cart, prefills the address and the customer's email, and sends the link with its reference and expiry", async () => {
    const bodies: unknown[] = [];
    server.use(
      on(CLIENT_AGENT_CALLS.cart, () => ok(agentCart([agentLine('CA-SOFA', 'Harlow Sofa', 2, 2000)]))),
      on(CLIENT_AGENT_CALLS.sendLink, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ reference: 'PL100007', email: 'casey@home.test', expires_at: '2026-03-08T16:30:00.000Z', subtotal: 4000, shipping: 150, total: 4150 });
      }),
    );
    const { user } = await mountAgentPage('CSRPayment', { customer: CUSTOMER_ID });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment link' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cart of Casey Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Harlow Sofa/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the cart' })).toHaveAttribute('href', `/clientAgent?customer=${CUSTOMER_ID}`);
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Casey Morgan');
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveValue('200 Park Avenue South');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    const email = screen.getByRole('textbox', { name: 'Send to email' });
    expect(email).toHaveValue('casey@home.test');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Send payment link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Please enter city');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'New York');
    await user.click(screen.getByRole('button', { name: 'Send payment link' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Payment link PL100007 sent to casey@home.test: $4,150.00 with shipping ($150.00).');
    expect(done).toHaveTextContent('It is valid until March 8, 2026, 16:30 UTC.');
    expect(screen.getByRole('button', { name: 'Send the payment link again' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        customer_id: CUSTOMER_ID,
        email: 'casey@home.test',
        address: { full_name: 'Casey Morgan', company: '', street_address: '200 Park Avenue South', apartment: '', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says a customer not the agent’s, and tells of an open link that sending again replaces', async () => {
    server.use(on(CLIENT_AGENT_CALLS.cart, () => fail(ERR.CUSTOMER_NOT_FOUND, 'This customer was not found')));
    await mountAgentPage('CSRPayment', { customer: CUSTOMER_ID });
    expect(await screen.findByRole('alert')).toHaveTextContent('This customer was not found');
    await unmountAgentPages();

    server.use(on(CLIENT_AGENT_CALLS.cart, () => ok(agentCart([agentLine('CA-SOFA', 'Harlow Sofa', 1, 2000)], { open_link: { reference: 'PL100003', email: 'casey@home.test', expires_at: '2026-03-08T16:30:00.000Z', total: 2150 } }))));
    await mountAgentPage('CSRPayment', { customer: CUSTOMER_ID });
    expect(await screen.findByText(/Payment link PL100003 was sent to casey@home.test and is valid until March 8, 2026, 16:30 UTC. Sending again replaces it./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the payment link again' })).toBeInTheDocument();
  });
});
