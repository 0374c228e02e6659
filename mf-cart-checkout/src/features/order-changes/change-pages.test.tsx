import { ERR, MESSAGES, ORDER_CALLS, ORDER_CHANGE_CALLS, ORDER_CHANGE_ERR, PAYMENT_CALLS, type ChangeProduct } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { changeRecord, mountChangePage, unmountChangePages, visitorSession } from '../../test/order-changes';
import { orderDetail } from '../../test/orders';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountChangePages();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the change request; returns the bodies sent. */
function answerRequest(answers: Array<() => Response | Promise<Response>> = []) {
  const bodies: unknown[] = [];
  server.use(
    on(ORDER_CHANGE_CALLS.request, async ({ request }) => {
      const body = (await request.json()) as { kind: 'quantity' | 'add_item' };
      bodies.push(body);
      const next = answers.shift();
      return next ? next() : ok(changeRecord(100005, body.kind, 'in_review'));
    }),
  );
  return bodies;
}

describe('/changeNumber', { timeout: 20_000 }, () => {
  it('sends the new quantities of the items that change', async () => {
    const order = orderDetail();
    server.use(on(ORDER_CALLS.detail, () => ok(order)));
    const bodies = answerRequest();
    const { user } = await mountChangePage('changeNumber', { number: 'SO100001' });
    expect(screen.getByRole('heading', { level: 1, name: 'Change quantity' })).toBeInTheDocument();
    const sofa = await screen.findByRole('spinbutton', { name: 'New quantity of Marlowe Sofa' });
    expect(sofa).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing would change: please change something first');
    await user.clear(sofa);
    await user.type(sofa, '3');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your request OC100005 was sent: Request in review.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(done).getByRole('link', { name: 'View order SO100001' })).toHaveAttribute('href', '/orderDetail?number=SO100001');
    expect(bodies).toEqual([{ number: 'SO100001', kind: 'quantity', items: [{ item_id: order.items[0]!.id, count: 3 }] }]);
  });
});

const product = (sku: string, extra: Partial<ChangeProduct> = {}): ChangeProduct => ({ sku_number: sku, name: `Lyra Table ${sku}`, brand_id: 'rowe', price: 1200, available: true, in_order: false, ...extra });

describe('/supplementaryBuy', { timeout: 20_000 }, () => {
  beforeEach(() => server.use(on(ORDER_CALLS.detail, () => ok(orderDetail()))));

  it('searches 10 a page, adds a product with its quantity and asks before adding one already in the order', async () => {
    const searches: unknown[] = [];
    server.use(
      on(ORDER_CHANGE_CALLS.productSearch, async ({ request }) => {
        const body = (await request.json()) as { page?: number };
        searches.push(body);
        const list = body.page === 2 ? [product('RW-11')] : [product('CA-1001', { name: 'Marlowe Sofa', brand_id: 'ca', in_order: true }), product('RW-2', { available: false })];
        return ok({ list, total: 11, page: body.page ?? 1, limit: 10 });
      }),
    );
    const bodies = answerRequest([() => fail(ORDER_CHANGE_ERR.ALREADY_IN_ORDER, MESSAGES.productAlreadyInOrder)]);
    const { user } = await mountChangePage('supplementaryBuy', { number: 'SO100001' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search products by SKU or name' }), 'CA-1001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('table', { name: 'Products' });
    expect(screen.getByText('11 products, page 1 of 2')).toBeInTheDocument();
    expect(within(results).getByRole('row', { name: /Lyra Table RW-2/ })).toHaveTextContent(MESSAGES.productNoLongerAvailable);
    await user.click(within(results).getByRole('button', { name: 'Add Marlowe Sofa (CA-1001)' }));
    const count = screen.getByRole('spinbutton', { name: 'Quantity of Marlowe Sofa (CA-1001)' });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 products, page 2 of 2')).toBeInTheDocument();
    expect(searches).toEqual([
      { number: 'SO100001', keyword: 'CA-1001', page: 1 },
      { number: 'SO100001', keyword: 'CA-1001', page: 2 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Already in the order' });
    expect(confirm).toHaveTextContent('This product is already in the order. Continue to add?');
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent(/Your request OC100005 was sent/);
    expect(bodies).toEqual([
      { number: 'SO100001', kind: 'add_item', items: [{ sku_number: 'CA-1001', count: 2 }] },
      { number: 'SO100001', kind: 'add_item', items: [{ sku_number: 'CA-1001', count: 2 }], confirm_duplicate: true },
    ]);
  });

  it('says when no product matches', async () => {
    server.use(on(ORDER_CHANGE_CALLS.productSearch, () => ok({ list: [], total: 0, page: 1, limit: 10 })));
    const { user } = await mountChangePage('supplementaryBuy', { number: 'SO100001' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search products by SKU or name' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MESSAGES.productNotExist)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/supPayment', { timeout: 20_000 }, () => {
  const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDEF';
  const owed = { reference: 'OC100007', order_number: 'SO100001', kind_label: 'Change quantity', summary: 'Marlowe Sofa (CA-1001): 2 to 3', amount: 500, expires_at: '2099-03-07T16:00:00.000Z', card_fee_percent: 3 };

  it('shows what is owed and pays it by card once: review, then Pay with the card fee', async () => {
    const pays: unknown[] = [];
    server.use(
      on(ORDER_CHANGE_CALLS.supPayment, () => ok(owed)),
      on(PAYMENT_CALLS.tokenizeCard, () => ok({ token: 'tok_sb_1', method: 'card', brand: 'visa', funding: 'credit', last4: '4242', exp_month: 12, exp_year: 2030 })),
      on(ORDER_CHANGE_CALLS.supPay, async ({ request }) => {
        pays.push(await request.json());
        return pays.length === 1 ? fail(ERR.PAYMENT_REQUEST_FAILED, MESSAGES.paymentRequestFailed) : ok({ reference: 'OC100007', order_number: 'SO100001', charged: 515, state: 'supplementary_paid', state_label: 'Supplementary payment paid' });
      }),
    );
    const { user } = await mountChangePage('supPayment', { token: TOKEN });
    expect(await screen.findByText('$500.00')).toBeInTheDocument();
    expect(screen.getByText('OC100007: Change quantity')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Review payment' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(/./);
    // The failed review moves the focus to the first field in error (on the next frame): typing starts after it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Dana Designer');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    // The card is tokenized before the review shows: give a busy machine its time.
    const pay = await screen.findByRole('button', { name: 'Pay $515.00' }, { timeout: 5_000 });
    await waitFor(() => expect(pay).toHaveFocus());
    await user.click(pay);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(MESSAGES.paymentRequestFailed);
    await user.click(screen.getByRole('button', { name: 'Pay $515.00' }));
    expect(await screen.findByText('Paid $515.00. Your change OC100007 is now: Supplementary payment paid.', {}, { timeout: 5_000 })).toBeInTheDocument();
    const [first, second] = pays as Array<{ attempt_id: string }>;
    expect(first).toMatchObject({ token: TOKEN, payment_token: 'tok_sb_1', amount_due: 515 });
    expect(second!.attempt_id).toBe(first!.attempt_id);
  });

  it('asks a visitor to sign in first, and comes back to the link', async () => {
    await mountChangePage('supPayment', { token: TOKEN }, visitorSession);
    expect(screen.getByText('Please sign in to pay.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/supPayment?token=${TOKEN}`)}`);
  });

  it('says the link has expired, and refuses paying twice', async () => {
    server.use(on(ORDER_CHANGE_CALLS.supPayment, () => fail(ERR.LINK_EXPIRED, MESSAGES.linkExpired)));
    await mountChangePage('supPayment', { token: TOKEN });
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired');
    await unmountChangePages();
    server.use(on(ORDER_CHANGE_CALLS.supPayment, () => fail(ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid)));
    await mountChangePage('supPayment', { token: TOKEN });
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already paid, please do not pay again');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});
