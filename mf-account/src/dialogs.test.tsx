import { CUSTOMER_CALLS, type Customer } from '@storefront/contracts';
import { mock } from '@storefront/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import * as dialogs from './dialogs';
import { answerCustomerList, avery, blake, mountDialog, unmountAll } from './test/customers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the customer list, narrowed by the search like the api, and records every search sent. */
const listCall = (all?: Customer[]) => answerCustomerList(server, all);

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
    expect(await screen.findByRole('heading', { level: 3, name: 'Who is this order for?' })).toBeInTheDocument();
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
    await waitFor(() => expect(dialog.opened).toEqual([{ kind: 'CheckoutCust', payload: { next: '/checkout?isCart=1', created: avery.id, createdName: 'Avery Stone' } }]));
  });
});
