import { ERR, MESSAGES, ORDER_CALLS, type OrderDetailResponse } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseShipArgs } from '../../commands/ship';
import { customers, outbox } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';

let api: TestApi;
let dana: Buyer;
let rival: Buyer;
let invited: Buyer;
let staff: Buyer;
let customerId: string;
let forCustomer: { id: string; number: string };
let own: { id: string; number: string };

async function order(who: Buyer, skus: string[], extra: Record<string, unknown> = {}): Promise<{ id: string; number: string }> {
  for (const sku of skus) await addToCart(api, who, sku, 1);
  const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit), extra);
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  return { id: res.val.order_id, number: res.val.order_number };
}

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [
    { skuNumber: 'OR-SOFA', brandId: 'ca', name: 'Harlow Sofa', stock: 20 },
    { skuNumber: 'OR-BED', brandId: 'rowe', name: 'Rowe Bed', stock: 20 },
  ]);
  dana = await buyer(api.services, 'dana@orders.test');
  rival = await buyer(api.services, 'rival@orders.test');
  invited = await buyer(api.services, 'client@home.test', { kind: 'customer' });
  staff = await buyer(api.services, 'agent@staff.test', { kind: 'client_agent' });
  const [row] = await api.services.db
    .insert(customers)
    .values({ ownerId: dana.companyId!, companyId: dana.companyId, createdBy: dana.id, firstName: 'Clara', lastName: 'Client', email: 'client@home.test', accountId: invited.id })
    .returning({ id: customers.id });
  customerId = row!.id;
  forCustomer = await order(dana, ['OR-SOFA', 'OR-BED'], { customer_id: customerId });
  own = await order(dana, ['OR-SOFA']);
  await order(rival, ['OR-BED']);
});
afterAll(() => api.close());

const call = <E extends (typeof ORDER_CALLS)[keyof typeof ORDER_CALLS]>(endpoint: E, who: Buyer, body: unknown) =>
  api.call(endpoint, { body, token: who.token, mode: who.kind === 'customer' ? 'mibd_customer' : who.mode });

describe('the designer’s orders', () => {
  it('lists the company’s orders, newest first, with state, date, total and customer', async () => {
    const res = await call(ORDER_CALLS.designerList, dana, {});
    expect(res.err).toBe(ERR.OK);
    expect(res.val.total).toBe(2);
    expect(res.val.list.map((o) => o.number)).toEqual([own.number, forCustomer.number]);
    expect(res.val.list[1]).toMatchObject({ state: 'preparing', state_label: 'Preparing', customer_id: customerId, customer_name: 'Clara Client', item_count: 2 });
  });
  it('filters by customer and state, and searches by number', async () => {
    expect((await call(ORDER_CALLS.designerList, dana, { customer_id: customerId })).val.list.map((o) => o.number)).toEqual([forCustomer.number]);
    expect((await call(ORDER_CALLS.designerList, dana, { state: 'shipped' })).val.list).toEqual([]);
    expect((await call(ORDER_CALLS.designerList, dana, { keyword: own.number })).val.list.map((o) => o.number)).toEqual([own.number]);
    expect((await call(ORDER_CALLS.designerList, dana, { keyword: own.number.slice(2) })).val.list.map((o) => o.number)).toEqual([own.number]);
    expect((await call(ORDER_CALLS.designerList, dana, { state: 'lost' })).err).toBe(ERR.BAD_REQUEST);
  });
  it('shows one order with items, totals, addresses, contact, payment by last4 and tracking', async () => {
    const res = await call(ORDER_CALLS.detail, dana, { number: forCustomer.number });
    expect(res.val).toMatchObject({
      number: forCustomer.number,
      shipping_method: 'standard',
      shipping_address: { full_name: 'Dana Whitfield', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
      billing_address: { street_address: '200 Park Avenue South' },
      contact: { contact_name: 'Dana Whitfield', phone: '2125550142', email: 'dana.orders@studio.test' },
      payment_method: { method: 'card', brand: 'visa', funding: 'credit', last4: '4242' },
      tracking_supplier: '',
      tracking_number: '',
    });
    expect(res.val.items.map((i) => [i.sku_number, i.shipping_status])).toEqual([
      ['OR-BED', 'preparing'],
      ['OR-SOFA', 'preparing'],
    ]);
  });
  it('refuses another company’s order exactly like a missing one', async () => {
    const missing = await call(ORDER_CALLS.detail, rival, { number: 'SO999999' });
    const theirs = await call(ORDER_CALLS.detail, rival, { number: forCustomer.number });
    const byId = await call(ORDER_CALLS.detail, rival, { id: forCustomer.id });
    for (const res of [missing, theirs, byId]) expect([res.err, res.errmsg, res.val]).toEqual([ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound, null]);
    expect((await call(ORDER_CALLS.designerList, rival, { customer_id: customerId })).val.list).toEqual([]);
  });
  it('is refused to other kinds and modes', async () => {
    expect((await call(ORDER_CALLS.designerList, invited, {})).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(ORDER_CALLS.designerList, { body: {}, token: dana.token, mode: 'mibd_safe' })).err).toBe(ERR.NO_PERMISSION);
    // Staff (a client agent) list only the orders paid through their own payment links: none of the company's.
    expect((await call(ORDER_CALLS.designerList, staff, {})).val.list).toEqual([]);
    expect((await call(ORDER_CALLS.detail, staff, { id: own.id })).err).toBe(ERR.ORDER_NOT_FOUND);
    expect((await api.call(ORDER_CALLS.designerList, { body: {} })).err).toBe(ERR.SESSION_INVALID);
  });
});

describe('the invited customer’s orders', () => {
  it('lists and shows only the orders placed for the customer', async () => {
    const res = await call(ORDER_CALLS.customerList, invited, { customer_id: null });
    expect(res.val.list.map((o) => o.number)).toEqual([forCustomer.number]);
    expect((await call(ORDER_CALLS.detail, invited, { id: forCustomer.id })).err).toBe(ERR.OK);
    expect((await call(ORDER_CALLS.detail, invited, { id: own.id })).err).toBe(ERR.ORDER_NOT_FOUND);
    expect((await call(ORDER_CALLS.customerList, dana, {})).err).toBe(ERR.NO_PERMISSION);
  });
});

describe('shipping status', () => {
  const move = (body: Record<string, unknown>, who: Buyer = staff) => api.call(ORDER_CALLS.shippingStatus, { body, token: who.token, mode: 'mibd_designer' });
  const emails = (template: string) =>
    api.services.db.select().from(outbox).where(and(eq(outbox.recipient, 'dana.orders@studio.test'), eq(outbox.template, template)));

  it('staff move items forward with the tracking, and the contact is emailed at shipped and delivered', async () => {
    const detail = (await call(ORDER_CALLS.detail, dana, { id: forCustomer.id })).val as OrderDetailResponse;
    const bed = detail.items.find((i) => i.sku_number === 'OR-BED')!;
    const ready = await move({ number: forCustomer.number, status: 'ready_to_ship' });
    expect(ready.val.state).toBe('ready_to_ship');
    expect(await emails('order_ready_to_ship')).toEqual([]);
    const shipped = await move({ number: forCustomer.number, status: 'shipped', item_ids: [bed.id], tracking_supplier: 'UPS Freight', tracking_number: '1Z999AA10123456784' });
    expect(shipped.val).toMatchObject({ state: 'ready_to_ship', tracking_supplier: 'UPS Freight', tracking_number: '1Z999AA10123456784' });
    expect(shipped.val.items.map((i) => [i.sku_number, i.shipping_status_label])).toEqual([
      ['OR-BED', 'Shipped'],
      ['OR-SOFA', 'Ready to ship'],
    ]);
    const [mail] = await emails('order_shipped');
    expect(mail!.subject).toBe(`Your order ${forCustomer.number} has shipped`);
    expect(mail!.body).toContain('1 x Rowe Bed');
    expect(mail!.body).toContain('UPS Freight 1Z999AA10123456784');
    expect(mail!.body).not.toContain('Harlow Sofa');
    await move({ number: forCustomer.number, status: 'delivered' });
    expect(await emails('order_delivered')).toHaveLength(1);
    const seen = await call(ORDER_CALLS.designerList, dana, { state: 'delivered' });
    expect(seen.val.list.map((o) => o.number)).toEqual([forCustomer.number]);
  });
  it('never moves an item back, and refuses unknown orders and items', async () => {
    expect(await move({ number: forCustomer.number, status: 'preparing' })).toMatchObject({ err: ERR.ORDER_STATUS_BACKWARD, errmsg: MESSAGES.orderStatusBackward });
    expect((await move({ number: 'SO1', status: 'shipped' })).err).toBe(ERR.ORDER_NOT_FOUND);
    expect((await move({ number: own.number, status: 'shipped', item_ids: ['00000000-0000-4000-8000-000000000000'] })).err).toBe(ERR.ORDER_NOT_FOUND);
  });
  it('is for staff only', async () => {
    expect((await move({ number: own.number, status: 'shipped' }, dana)).err).toBe(ERR.NO_PERMISSION);
    expect((await call(ORDER_CALLS.detail, dana, { id: own.id })).val.state).toBe('preparing');
  });
  it('the ship command reads its arguments', () => {
    expect(parseShipArgs(['SO100001', 'shipped', '--supplier', 'UPS', '--tracking', '1Z'])).toEqual({ number: 'SO100001', status: 'shipped', supplier: 'UPS', tracking: '1Z', items: [] });
    expect(parseShipArgs(['SO100001', 'lost'])).toBeNull();
    expect(parseShipArgs(['SO100001'])).toBeNull();
    expect(parseShipArgs(['SO100001', 'shipped', '--supplier'])).toBeNull();
  });
});
