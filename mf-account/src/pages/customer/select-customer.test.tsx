import { CUSTOMER_CALLS, ERR, MESSAGES, type Customer } from '@storefront/contracts';
import { axeViolations } from '@storefront/tooling/axe';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import * as dialogs from '../../dialogs';
import SelectCustomerPage from './select-customer';
import { customer, designerSession, mountDialog, mountPage, unmountAll } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const avery = customer('Avery', 'Stone');
const blake = customer('Blake', 'Rivers', { email: 'blake@studio-clients.test' });
const casey = customer('Casey', 'Morgan');

/** Answers the customer list, narrowed by the search like the api, and records every search sent. */
function listCall(all: Customer[] = [avery, blake, casey]) {
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

const names = async () => within(await screen.findByRole('listbox', { name: 'Customers' })).getAllByRole('option').map((o) => o.textContent);

describe('select customer page', { timeout: 15_000 }, () => {
  it("lists the company's customers with their email and how many there are", async () => {
    listCall();
    await mountPage(SelectCustomerPage, 'selectCustomer');
    await waitFor(async () => expect(await names()).toHaveLength(3));
    expect(screen.getByRole('option', { name: /^Blake Rivers/ })).toHaveTextContent('blake@studio-clients.test');
    expect(screen.getByText('3 customers')).toBeInTheDocument();
  });

  it('chooses a customer by keyboard alone: type, arrow down, Enter', async () => {
    const user = userEvent.setup();
    listCall();
    const page = await mountPage(SelectCustomerPage, 'selectCustomer', { query: { redirect: '/cart' } });
    await waitFor(async () => expect(await names()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(page.selected).toEqual([{ id: blake.id, name: 'Blake Rivers' }]);
    expect(page.visited).toEqual(['/cart']);
  });

  it('chooses a customer with a click and goes home without a redirect', async () => {
    const user = userEvent.setup();
    listCall();
    const page = await mountPage(SelectCustomerPage, 'selectCustomer');
    await user.click(await screen.findByRole('option', { name: /^Casey Morgan/ }));
    expect(page.selected).toEqual([{ id: casey.id, name: 'Casey Morgan' }]);
    expect(page.visited).toEqual(['/home']);
  });

  it('marks the current customer and one just created', async () => {
    listCall();
    await mountPage(SelectCustomerPage, 'selectCustomer', { session: { ...designerSession, customerId: avery.id }, query: { created: casey.id } });
    expect(await screen.findByRole('option', { name: /^Avery Stone/ })).toHaveTextContent('Current');
    expect(screen.getByRole('option', { name: /^Casey Morgan/ })).toHaveTextContent('New');
  });

  it('names every customer with what it shows (name, email, Current and New): no serious axe violations', async () => {
    listCall();
    await mountPage(SelectCustomerPage, 'selectCustomer', { session: { ...designerSession, customerId: avery.id }, query: { created: casey.id } });
    const current = await screen.findByRole('option', { name: /^Avery Stone/ });
    expect(current).toHaveAccessibleName('Avery Stone avery@clients.test Current');
    expect(screen.getByRole('option', { name: /^Casey Morgan/ })).toHaveAccessibleName('Casey Morgan casey@clients.test New');
    expect(screen.getByRole('option', { name: /^Blake Rivers/ })).toHaveAccessibleName('Blake Rivers blake@studio-clients.test');
    expect(await axeViolations()).toEqual([]);
  });

  it('links to create customer, keeping the way back', async () => {
    listCall();
    await mountPage(SelectCustomerPage, 'selectCustomer', { query: { redirect: '/cart' } });
    expect(await screen.findByRole('link', { name: /Create Customer/ })).toHaveAttribute(
      'href',
      '/createCustomer?redirect=%2Fcart&back=%2FselectCustomer%3Fredirect%3D%252Fcart',
    );
  });

  it('says customers are not available in browsing mode, without asking the api', async () => {
    const searches = listCall();
    await mountPage(SelectCustomerPage, 'selectCustomer', { session: { ...designerSession, mode: 'mibd_safe', roles: ['home', 'mode'] } });
    expect(await screen.findByText('Customers are not available in Browsing Mode.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change mode' })).toHaveAttribute('href', '/selectMode');
    expect(searches).toEqual([]);
  });

  it('says the same when the api answers 25010', async () => {
    server.use(on(CUSTOMER_CALLS.list, () => fail(ERR.NO_PERMISSION, MESSAGES.noPermission)));
    await mountPage(SelectCustomerPage, 'selectCustomer');
    expect(await screen.findByText('Customers are not available in Browsing Mode.')).toBeInTheDocument();
  });

  it('says when the designer has no customers yet', async () => {
    listCall([]);
    await mountPage(SelectCustomerPage, 'selectCustomer');
    expect(await screen.findByText('You have no customers yet.')).toBeInTheDocument();
  });
});

describe('customer dialogs', { timeout: 15_000 }, () => {
  it('SelectCust: choosing a customer presets it and closes the dialog', async () => {
    const user = userEvent.setup();
    listCall();
    const dialog = await mountDialog(dialogs, 'SelectCust');
    await user.click(await screen.findByRole('option', { name: /^Avery Stone/ }));
    expect(dialog.selected).toEqual([{ id: avery.id, name: 'Avery Stone' }]);
    expect(dialog.closed).toBe(1);
    expect(dialog.toasts).toEqual([{ kind: 'success', message: 'You are now working with Avery Stone' }]);
  });

  it('SelectCust: Create Customer opens CreateCustomer with the way back', async () => {
    const user = userEvent.setup();
    listCall();
    const dialog = await mountDialog(dialogs, 'SelectCust', { payload: { from: 'header' } });
    await user.click(await screen.findByRole('button', { name: /Create Customer/ }));
    expect(dialog.opened).toEqual([{ kind: 'CreateCustomer', payload: { back: 'SelectCust', backPayload: { from: 'header' } } }]);
  });

  it('CheckoutCust: choosing a customer presets it and goes on to checkout', async () => {
    const user = userEvent.setup();
    listCall();
    const dialog = await mountDialog(dialogs, 'CheckoutCust');
    expect(await screen.findByRole('heading', { level: 2, name: 'Who is this order for?' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /^Blake Rivers/ }));
    expect(dialog.selected).toEqual([{ id: blake.id, name: 'Blake Rivers' }]);
    expect(dialog.visited).toEqual(['/checkout?isCart=1']);
  });

  it('CreateCustomer: back returns to the state it came from, SelectCust by default', async () => {
    const user = userEvent.setup();
    const fromAddProject = await mountDialog(dialogs, 'CreateCustomer', { payload: { back: 'AddProject', backPayload: { sku_number: 'CA-1001' } } });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(fromAddProject.opened).toEqual([{ kind: 'AddProject', payload: { sku_number: 'CA-1001' } }]);
    await unmountAll();
    const plain = await mountDialog(dialogs, 'CreateCustomer');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(plain.opened).toEqual([{ kind: 'SelectCust', payload: {} }]);
  });

  it('CreateCustomer: returns to the previous state after creation with the new customer', async () => {
    const user = userEvent.setup();
    server.use(mock(CUSTOMER_CALLS.add, avery));
    const dialog = await mountDialog(dialogs, 'CreateCustomer', { payload: { back: 'CheckoutCust', backPayload: { next: '/checkout?isCart=1' } } });
    for (const [name, value] of [
      ['First Name', 'Avery'],
      ['Last Name', 'Stone'],
      ['Email', 'avery@clients.test'],
    ]) {
      await user.click(await screen.findByRole('textbox', { name: new RegExp(`^${name}`) }));
      await user.paste(value!);
    }
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(dialog.opened).toEqual([{ kind: 'CheckoutCust', payload: { next: '/checkout?isCart=1', created: avery.id } }]));
  });
});
