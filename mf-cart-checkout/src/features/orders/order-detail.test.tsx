import { ERR, MESSAGES, ORDER_CALLS, ORDER_CHANGE_CALLS } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { customerSession, designerSession, mountOrders, orderDetail, outletSession, unmountAll } from '../../test/orders';
import type { OrderDetailResponse } from '@storefront/contracts';

// The order's change records (the order-changes feature's part of the page) answer empty here.
const server = setupServer(on(ORDER_CHANGE_CALLS.list, () => ok({ list: [], can_cancel: false, cancel_until: '2026-03-06T15:30:00.000Z' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the detail call with `order`; returns the bodies sent. */
function answerDetail(order: OrderDetailResponse) {
  const bodies: unknown[] = [];
  server.use(
    on(ORDER_CALLS.detail, async ({ request }) => {
      bodies.push(await request.json());
      return ok(order);
    }),
  );
  return bodies;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/orderDetail', { timeout: 20_000 }, () => {
  it('shows every part of the order: date and state, items with their shipping status, totals, addresses, contact, payment and tracking', async () => {
    const bodies = answerDetail(orderDetail());
    await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Order SO100001' })).toBeInTheDocument();
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(bodies).toEqual([{ number: 'SO100001' }]);
    expect(screen.getByText('Date').nextElementSibling).toHaveTextContent('Mar 5, 2026');
    expect(screen.getByText('State').nextElementSibling).toHaveTextContent('Preparing');

    expect(within(items).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'SKU', 'Brand', 'Quantity', 'Price', 'Amount', 'Shipping status']);
    const sofa = within(items).getByRole('row', { name: /Marlowe Sofa/ });
    expect(within(sofa).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'SKUCA-1001',
      'BrandCaracole',
      'Quantity2',
      'Price$1,000.00',
      'Amount$2,000.00',
      'Shipping statusShipped',
    ]);
    expect(within(items).getByRole('row', { name: /Pleated Ottoman/ })).toHaveTextContent('Jonathan Charles');
    expect(within(items).getByRole('row', { name: /Pleated Ottoman/ })).toHaveTextContent('Preparing');

    const totals = region('Totals');
    expect(totals).toHaveTextContent('Subtotal$2,300.00');
    expect(totals).toHaveTextContent('DiscountCoupon WELCOME10−$230.00');
    expect(totals).toHaveTextContent('ShippingWhite glove delivery$150.00');
    expect(totals).toHaveTextContent('Total$2,220.00');
    expect(totals).toHaveTextContent('Card fee$33.30');
    expect(totals).toHaveTextContent('Paid$1,143.30');
    expect(totals).toHaveTextContent('Balance$1,110.00');

    expect(region('Shipping address')).toHaveTextContent('Casey MorganMorgan Residence12 Hudson St, Apt 4BNew York, NY 10013United States');
    expect(region('Contact')).toHaveTextContent('Casey Morgan212-555-0100casey@clients.test');
    expect(region('Payment method')).toHaveTextContent('Visa credit •••• 4242');
    expect(region('Billing address')).toHaveTextContent('80 Pine StNew York, NY 10005');
    expect(region('Tracking')).toHaveTextContent('SupplierUPS Freight');
    expect(region('Tracking')).toHaveTextContent('Tracking number1Z999AA10123456784');

    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/designerOrder');
    expect(await axeViolations()).toEqual([]);
  });

  it('says an order not shipped yet has no tracking, and reads a bank account', async () => {
    answerDetail(
      orderDetail({
        items: orderDetail().items.map((i) => ({ ...i, shipping_status: 'preparing', shipping_status_label: 'Preparing' })),
        tracking_supplier: '',
        tracking_number: '',
        coupon_code: null,
        discount: 0,
        card_fee: 0,
        payment_method: { method: 'ach', brand: 'checking account', funding: 'bank', last4: '6789' },
      }),
    );
    await mountOrders('orderDetail', { query: { number: 'SO100001' } });
    expect(await screen.findByRole('region', { name: 'Tracking' })).toHaveTextContent('Not shipped yet: the tracking details will show here once the order ships.');
    expect(region('Payment method')).toHaveTextContent('Bank account •••• 6789');
    expect(region('Totals')).not.toHaveTextContent('Discount');
  });

  it("leads back to the account's own list: the invited customer's, the outlet shopper's", async () => {
    answerDetail(orderDetail());
    await mountOrders('orderDetail', { query: { number: 'SO100001' }, session: customerSession });
    expect(await screen.findByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/customerOrder');
    await unmountAll();
    await mountOrders('orderDetail', { query: { number: 'SO100001' }, session: outletSession, brand: 'FFD' });
    expect(await screen.findByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/ffdOrder');
  });

  it("shows a client agent the order their customer paid by link, without the trade account's changes, claims or service", async () => {
    const delivered = orderDetail({ state: 'delivered', state_label: 'Delivered', customer_name: 'Casey Morgan' });
    answerDetail({ ...delivered, items: delivered.items.map((i) => ({ ...i, shipping_status: 'delivered', shipping_status_label: 'Delivered' })) });
    let changesAsked = false;
    server.use(
      on(ORDER_CHANGE_CALLS.list, () => {
        changesAsked = true;
        return fail(ERR.NO_PERMISSION, MESSAGES.noPermission);
      }),
    );
    await mountOrders('orderDetail', { query: { number: 'SO100001' }, session: { ...designerSession, clientAgent: { id: 'agent-1', code: 'AG-1001' } } });
    expect(await screen.findByRole('table', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText('Customer').nextElementSibling).toHaveTextContent('Casey Morgan');
    expect(screen.queryByRole('link', { name: /^Request service/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'File a claim' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change this order' })).not.toBeInTheDocument();
    expect(changesAsked).toBe(false);
  });

  it("says plainly when the order is not there (or not the account's)", async () => {
    server.use(on(ORDER_CALLS.detail, () => fail(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound)));
    await mountOrders('orderDetail', { query: { number: 'SO999999' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Order SO999999' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.orderNotFound);
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/designerOrder');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks nothing without an order number', async () => {
    await mountOrders('orderDetail');
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.orderNotFound);
  });
});
