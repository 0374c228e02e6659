import { CUSTOMER_CALLS, ERR, MESSAGES, type Customer } from '@storefront/contracts';
import { axeViolations } from '@storefront/tooling/axe';
import { fail, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { answerCustomerList, avery, blake, casey, designerSession, mountPage, unmountAll } from '../../test/customers';
import SelectCustomerPage from './select-customer';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the customer list, narrowed by the search like the api, and records every search sent. */
const listCall = (all?: Customer[]) => answerCustomerList(server, all);

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
