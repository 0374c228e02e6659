import { ORDER_CHANGE_CALLS, ORDER_CHANGE_ERR, ORDER_CHANGE_MESSAGES, ORDER_CALLS, type ChangeListResponse } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { changeRecord } from '../../test/order-changes';
import { mountOrders, orderDetail, unmountAll } from '../../test/orders';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const delivered = () =>
  orderDetail({
    state: 'delivered',
    state_label: 'Delivered',
    items: orderDetail().items.map((i, n) => ({ ...i, shipping_status: n === 0 ? 'delivered' : 'preparing', shipping_status_label: n === 0 ? 'Delivered' : 'Preparing' })),
  });

/** Answers the order and its change records; returns the bodies of change requests. */
function answer(list: ChangeListResponse, order = orderDetail()) {
  const requests: unknown[] = [];
  let current = list;
  server.use(
    on(ORDER_CALLS.detail, () => ok(order)),
    on(ORDER_CHANGE_CALLS.list, () => ok(current)),
    on(ORDER_CHANGE_CALLS.request, async ({ request }) => {
      const body = (await request.json()) as { kind: 'address' | 'contact' | 'cancel' };
      requests.push(body);
      const record = changeRecord(100002, body.kind, 'in_review');
      current = { ...current, list: [record, ...current.list] };
      return ok(record);
    }),
  );
  return requests;
}

const open = (list = [changeRecord(100001, 'contact', 'rejected')]): ChangeListResponse => ({ list, can_cancel: true, cancel_until: '2026-03-06T15:30:00.000Z' });

describe('/orderDetail: changing the order', { timeout: 20_000 }, () => {
  it('offers the changes, links quantity and add items to their pages, and lists the change records', async () => {
    answer(open([changeRecord(100001, 'address', 'extra_payment_needed', { extra: 120, pay_expires_at: '2099-03-07T16:00:00.000Z' })]));
    await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    const actions = await screen.findByRole('region', { name: 'Change this order' });
    expect(within(actions).getByRole('button', { name: 'Change address' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Change contact' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Change quantity' })).toHaveAttribute('href', '/changeNumber?number=SO100001');
    expect(within(actions).getByRole('link', { name: 'Add items' })).toHaveAttribute('href', '/supplementaryBuy?number=SO100001');
    expect(await within(actions).findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    const records = screen.getByRole('table', { name: 'Change records' });
    const row = within(records).getByRole('row', { name: /OC100001/ });
    expect(row).toHaveTextContent('Change address');
    expect(row).toHaveTextContent('Extra payment needed');
    expect(row).toHaveTextContent('Mar 5, 2026');
    expect(row).toHaveTextContent('$120.00 to pay: the payment link was emailed to you');
    expect(await axeViolations()).toEqual([]);
  });

  it('hides Cancel order after the 24 hours, and says why', async () => {
    answer({ ...open([]), can_cancel: false, cancel_refusal: ORDER_CHANGE_MESSAGES.cancelWindow });
    await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    expect(await screen.findByText('No change has been asked for this order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText(`${ORDER_CHANGE_MESSAGES.cancelWindow}.`)).toBeInTheDocument();
  });

  it('shows a cancelled order as cancelled, with what was refunded, and offers no change', async () => {
    const order = orderDetail({ state_label: 'Cancelled', cancelled: true, refunded: 869.63, balance: 0 });
    answer({ list: [changeRecord(100002, 'cancel', 'refunded')], can_cancel: false, cancel_until: '2026-03-06T15:30:00.000Z', cancel_refusal: '' }, order);
    await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    const actions = await screen.findByRole('region', { name: 'Change this order' });
    expect(await within(actions).findByText('This order was cancelled: it can no longer be changed.')).toBeInTheDocument();
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
    expect(within(actions).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Refunded').nextElementSibling).toHaveTextContent('$869.63');
    expect(await axeViolations()).toEqual([]);
  });

  it('says nothing more when a cancellation is already asked: its record says so', async () => {
    answer({ ...open([changeRecord(100002, 'cancel', 'in_review')]), can_cancel: false, cancel_refusal: '' });
    await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    expect(await screen.findByRole('table', { name: 'Change records' })).toBeInTheDocument();
    expect(screen.queryByText(`${ORDER_CHANGE_MESSAGES.cancelWindow}.`)).not.toBeInTheDocument();
  });

  it('asks for a new address in a dialog, with checkout’s checks, and shows the new record', async () => {
    const requests = answer(open([]));
    const { user } = await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change address' });
    const street = await within(dialog).findByRole('textbox', { name: 'Street address' });
    await user.clear(street);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please enter street address')).toBeInTheDocument();
    await waitFor(() => expect(street).toHaveFocus());
    expect(requests).toEqual([]);
    await user.type(street, '1 Fifth Avenue');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'US');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'NY');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request OC100002 (Change address) was sent: Request in review.');
    expect(requests).toEqual([expect.objectContaining({ number: 'SO100001', kind: 'address', address: expect.objectContaining({ street_address: '1 Fifth Avenue', state: 'NY', country: 'US' }) })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /OC100002/ })).toHaveTextContent('Request in review');
  });

  it('asks for a new contact in a dialog prefilled from the order, with checkout’s checks, and shows the new record', async () => {
    const requests = answer(open([]));
    const { user } = await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    await user.click(await screen.findByRole('button', { name: 'Change contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change contact' });
    const name = await within(dialog).findByRole('textbox', { name: 'Contact name' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const { contact } = orderDetail();
    expect(name).toHaveValue(contact.contact_name);
    expect(phone).toHaveValue(contact.phone);
    expect(email).toHaveValue(contact.email);

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please enter contact name')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(requests).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.type(name, 'Jordan Lee');
    await user.clear(phone);
    await user.type(phone, '(646) 555-0199');
    await user.clear(email);
    await user.type(email, 'Jordan@Clients.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request OC100002 (Change contact) was sent: Request in review.');
    // Sent as the contract takes it: the phone's digits, the email in lower case.
    expect(requests).toEqual([{ number: 'SO100001', kind: 'contact', contact: { contact_name: 'Jordan Lee', phone: '6465550199', email: 'jordan@clients.test' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /OC100002/ });
    expect(row).toHaveTextContent('Change contact');
    expect(row).toHaveTextContent('Request in review');
  });

  it('cancels with one of the six reasons, and says the api’s refusal in the dialog', async () => {
    const requests = answer(open([]));
    const { user } = await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason for cancelling' });
    expect(within(reasons).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Bought the wrong item',
      'Would not arrive on time',
      'Shipping cost too high',
      'Item price too high',
      'Found it cheaper elsewhere',
      'Other',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(within(dialog).getByText(ORDER_CHANGE_MESSAGES.selectReason)).toBeInTheDocument();
    server.use(on(ORDER_CHANGE_CALLS.request, () => fail(ORDER_CHANGE_ERR.CANCEL_WINDOW, ORDER_CHANGE_MESSAGES.cancelWindow)));
    await user.click(within(dialog).getByRole('radio', { name: 'Shipping cost too high' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ORDER_CHANGE_MESSAGES.cancelWindow);
    expect(requests).toEqual([]);
  });

  it('withdraws a change still in review', async () => {
    const record = changeRecord(100003, 'contact', 'in_review');
    answer(open([record]));
    const bodies: unknown[] = [];
    server.use(
      on(ORDER_CHANGE_CALLS.withdraw, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...record, state: 'canceled_by_user', state_label: 'Canceled by user', can_withdraw: false });
      }),
    );
    const { user } = await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    await user.click(await screen.findByRole('button', { name: 'Withdraw OC100003' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request OC100003 was withdrawn: Canceled by user.');
    expect(bodies).toEqual([{ id: record.id }]);
  });

  it('links a delivered item to a service request and a delivered order to a claim', async () => {
    const order = delivered();
    answer(open([]), order);
    await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    const items = await screen.findByRole('table', { name: 'Items' });
    const service = within(items).getAllByRole('link', { name: /^Request service/ });
    expect(service).toHaveLength(1);
    expect(service[0]).toHaveAccessibleName('Request service for Marlowe Sofa');
    expect(service[0]).toHaveAttribute('href', `/uploadAfterSales?number=SO100001&item=${order.items[0]!.id}`);
    expect(screen.getByRole('link', { name: 'File a claim' })).toHaveAttribute('href', '/subClaim?number=SO100001');
  });
});
