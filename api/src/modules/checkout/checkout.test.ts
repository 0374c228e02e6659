import { ACCOUNT_CALLS, ACCOUNT_SETTINGS_ERR, ACCOUNT_SETTINGS_MESSAGES, CART_CALLS, CHECKOUT_CALLS, ERR, MESSAGES, ORDER_CALLS, PAYMENT_CALLS } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, couponRedemptions, orderItems, orders, paymentCharges, paymentSandboxOperations, products } from '../../platform/db/schema';
import { sweepOnce } from '../../platform/sweep';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, CONTACT, NY_ADDRESS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';
import { seedDemoCoupons } from '../cart';

let api: TestApi;
let n = 0;
const sku = (prefix: string) => `${prefix}-${(n += 1)}`;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function stockOf(skuNumber: string): Promise<{ stock: number; backorder: number }> {
  const [row] = await api.services.db.select({ stock: products.stock, backorder: products.backorderQuantity }).from(products).where(eq(products.skuNumber, skuNumber));
  return { stock: row!.stock, backorder: row!.backorder };
}

/** A designer with one line of a new product in the cart ($4,000.00 designer price, 5 in stock). */
async function readyDesigner(email: string, count = 1, product: Record<string, unknown> = {}): Promise<{ who: Buyer; sku: string }> {
  const s = sku('CO');
  await insertProducts(api.services, [{ skuNumber: s, brandId: 'ca', stock: 5, designerCents: 400_000, consumerCents: 600_000, ...product }]);
  const who = await buyer(api.services, email);
  await addToCart(api, who, s, count);
  return { who, sku: s };
}

describe('select lists and shipping cost', () => {
  it('lists countries, the states of a country and the shipping methods', async () => {
    const who = await buyer(api.services, 'lists@studio.test');
    const res = await api.call(CHECKOUT_CALLS.stateCountry, { body: { country: 'CA' }, token: who.token, mode: who.mode });
    expect(res.err).toBe(ERR.OK);
    expect(res.val.country.map((c) => c.key)).toEqual(['US', 'CA', 'MX']);
    expect(res.val.state.map((s) => s.key)).toContain('ON');
    expect(res.val.shipping_methods.map((m) => m.key)).toEqual(['standard', 'white_glove']);
  });

  it('prices each method for the purchasable units, and refuses a zip that is not the state’s', async () => {
    const { who } = await readyDesigner('ship@studio.test', 2);
    const ok = await api.call(CHECKOUT_CALLS.shippingCost, { body: { address: NY_ADDRESS, shipping_method: 'white_glove' }, token: who.token, mode: who.mode });
    expect(ok.val).toEqual({
      shipping_method: 'white_glove',
      cost: 398,
      methods: [
        { key: 'standard', value: 'Standard delivery', cost: 198 },
        { key: 'white_glove', value: 'White glove delivery', cost: 398 },
      ],
    });
    const bad = await api.call(CHECKOUT_CALLS.shippingCost, { body: { address: { ...NY_ADDRESS, state: 'CA' } }, token: who.token, mode: who.mode });
    expect([bad.err, bad.errmsg]).toEqual([ERR.SHIPPING_COST_FAILED, MESSAGES.shippingCostFailed]);
  });

  it('refuses an empty cart with the spec’s words', async () => {
    const who = await buyer(api.services, 'empty@studio.test');
    const res = await api.call(CHECKOUT_CALLS.shippingCost, { body: { address: NY_ADDRESS }, token: who.token, mode: who.mode });
    expect([res.err, res.errmsg]).toEqual([ERR.CHECKOUT_NOTHING_AVAILABLE, MESSAGES.nothingAvailableInCart]);
  });

  it('refuses a missing full name and contact name in the spec’s words', async () => {
    const who = await buyer(api.services, 'names@studio.test');
    const noName = await api.call(CHECKOUT_CALLS.shippingCost, { body: { address: { ...NY_ADDRESS, full_name: '  ' } }, token: who.token, mode: who.mode });
    expect([noName.status, noName.err, noName.errmsg]).toEqual([400, ERR.BAD_REQUEST, MESSAGES.enterFullName]);
    const token = await cardToken(api, who, CARDS.visaCredit);
    const noContact = await placeOrder(api, who, token, { contact: { ...CONTACT, contact_name: '' } });
    expect([noContact.err, noContact.errmsg]).toEqual([ERR.BAD_REQUEST, MESSAGES.enterContactName]);
  });
});

describe('the order summary', () => {
  it('shows the designer’s 50% at order and the 3.0% card fee for a credit card, none for debit', async () => {
    const { who } = await readyDesigner('summary@studio.test', 2);
    const credit = await api.call(CHECKOUT_CALLS.summary, { body: { address: NY_ADDRESS, shipping_method: 'standard', funding: 'credit' }, token: who.token, mode: who.mode });
    // 2 x $4,000 + $198 shipping = $8,198; $4,099 now; 3% = $122.97.
    expect(credit.val).toMatchObject({ subtotal: 8000, discount: 0, shipping: 198, total: 8198, deposit_percent: 50, due_now: 4099, card_fee_percent: 3, card_fee: 122.97, charge: 4221.97, balance: 4099 });
    const debit = await api.call(CHECKOUT_CALLS.summary, { body: { address: NY_ADDRESS, shipping_method: 'standard', funding: 'debit' }, token: who.token, mode: who.mode });
    expect(debit.val).toMatchObject({ card_fee: 0, charge: 4099 });
  });
});

describe('place order', () => {
  it('charges once and creates the order at the catalog’s prices, whatever price the page sends', async () => {
    const { who, sku: s } = await readyDesigner('buy@studio.test', 2);
    const token = await cardToken(api, who, CARDS.visaCredit);
    const res = await placeOrder(api, who, token, { prices: { [s]: 1 }, consumer_price: 1 });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ charged: 4221.97, total: 8198, balance: 4099 });
    expect(res.val.order_number).toMatch(/^SO\d+$/);
    expect(await stockOf(s)).toEqual({ stock: 3, backorder: 0 });
    const [charge] = await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, res.val.order_id));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 422_197, method: 'card' });
    // The ordered lines leave the cart.
    expect(await api.services.db.select().from(cartLines).where(eq(cartLines.accountId, who.id))).toEqual([]);
    const detail = await api.call(ORDER_CALLS.detail, { body: { id: res.val.order_id }, token: who.token, mode: who.mode });
    expect(detail.val.payment_method).toEqual({ method: 'card', brand: 'visa', funding: 'credit', last4: '4242' });
    expect(detail.val.items[0]).toMatchObject({ sku_number: s, count: 2, price: 4000, amount: 8000, shipping_status: 'preparing' });
  });

  it('never stores the card number: only the token and what may be shown', async () => {
    const rows = (await api.services.db.execute(sql`select * from orders o join payment_charges c on c.order_id = o.id`)) as unknown as { rows: unknown[] };
    const dump = JSON.stringify(rows.rows) + JSON.stringify(await api.services.db.select().from(paymentSandboxOperations));
    for (const number of Object.values(CARDS)) expect(dump).not.toContain(number);
  });

  it('a debit card pays no fee', async () => {
    const { who } = await readyDesigner('debit@studio.test');
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaDebit));
    // $4,000 + $149 = $4,149: $2,074.50 now.
    expect(res.val).toMatchObject({ charged: 2074.5, total: 4149, balance: 2074.5 });
  });

  it('a declined card ends with "Payment failed", no order, and the stock back', async () => {
    const { who, sku: s } = await readyDesigner('declined@studio.test', 2);
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.declined));
    expect([res.err, res.errmsg]).toEqual([ERR.PAYMENT_FAILED, MESSAGES.paymentFailed]);
    expect(await stockOf(s)).toEqual({ stock: 5, backorder: 0 });
    const list = await api.call(ORDER_CALLS.designerList, { body: {}, token: who.token, mode: who.mode });
    expect(list.val.list).toEqual([]);
    // The cart keeps its lines for another try.
    expect((await api.services.db.select().from(cartLines).where(eq(cartLines.accountId, who.id))).length).toBe(1);
  });

  it('no answer from the processor asks for a resubmit; the same attempt then settles under the same key', async () => {
    const { who, sku: s } = await readyDesigner('noanswer@studio.test');
    const checkout = randomUUID();
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.noAnswer), { checkout_id: checkout });
    expect([res.err, res.errmsg]).toEqual([ERR.PAYMENT_REQUEST_FAILED, MESSAGES.paymentRequestFailed]);
    // The units stay held for the pending attempt; nothing was charged.
    expect((await stockOf(s)).stock).toBe(4);
    const [order] = await api.services.db.select().from(orders).where(eq(orders.accountId, who.id));
    expect(order!.state).toBe('pending');
    expect(await api.services.db.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.amountCents, order!.dueNowCents + order!.cardFeeCents))).toEqual([]);
    // The same attempt asks again under the same key, with the attempt's own token (another card is not taken up).
    const again = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit), { checkout_id: checkout });
    expect([again.err, again.errmsg]).toEqual([ERR.PAYMENT_REQUEST_FAILED, MESSAGES.paymentRequestFailed]);
    const list = await api.call(ORDER_CALLS.designerList, { body: {}, token: who.token, mode: who.mode });
    expect(list.val.list).toEqual([]);
  });

  it('the sweep settles an attempt whose charge never got its answer: nothing charged, so the order is void and the stock back', async () => {
    const { who, sku: s } = await readyDesigner('sweep@studio.test');
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.noAnswer));
    expect(res.err).toBe(ERR.PAYMENT_REQUEST_FAILED);
    expect((await stockOf(s)).stock).toBe(4);
    api.advance((api.config.PAYMENT_PENDING_MINUTES + 1) * 60_000);
    await sweepOnce(api.services);
    const [order] = await api.services.db.select().from(orders).where(eq(orders.accountId, who.id));
    expect(order!.state).toBe('void');
    expect((await stockOf(s)).stock).toBe(5);
  });

  it('a retry of a paid attempt is refused in the spec’s words and charges nothing more', async () => {
    const { who } = await readyDesigner('twice@studio.test');
    const token = await cardToken(api, who, CARDS.visaCredit);
    const checkout = randomUUID();
    const first = await placeOrder(api, who, token, { checkout_id: checkout });
    expect(first.err).toBe(ERR.OK);
    const second = await placeOrder(api, who, token, { checkout_id: checkout });
    expect([second.err, second.errmsg, second.val]).toEqual([ERR.PAYMENT_ALREADY_PAID, MESSAGES.paymentAlreadyPaid, { order_number: first.val.order_number }]);
    const charges = await api.services.db.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.token, token));
    expect(charges).toHaveLength(1);
  });

  it('refuses a designer without a resale certificate on file (the cart may still be filled)', async () => {
    const s = sku('CERT');
    await insertProducts(api.services, [{ skuNumber: s, brandId: 'ca', stock: 3 }]);
    const who = await buyer(api.services, 'nocert@studio.test', { certificate: false });
    await addToCart(api, who, s, 1);
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
    expect([res.err, res.errmsg]).toEqual([ERR.CERTIFICATE_REQUIRED, MESSAGES.certificateRequired]);
    expect((await stockOf(s)).stock).toBe(3);
  });

  it('leaves out a line whose units are no longer there; with nothing left, nothing is available', async () => {
    const { who, sku: s } = await readyDesigner('gone@studio.test', 3, { stock: 3 });
    const other = sku('CO');
    await insertProducts(api.services, [{ skuNumber: other, brandId: 'ca', stock: 1, designerCents: 100_000 }]);
    await api.services.db.update(products).set({ stock: 2 }).where(eq(products.skuNumber, s));
    const alone = await buyer(api.services, 'gone-alone@studio.test');
    await addToCart(api, alone, other, 1);
    await api.services.db.update(products).set({ stock: 0 }).where(eq(products.skuNumber, other));
    const none = await placeOrder(api, alone, await cardToken(api, alone, CARDS.visaCredit));
    expect([none.err, none.errmsg]).toEqual([ERR.CHECKOUT_NOTHING_AVAILABLE, MESSAGES.nothingAvailableInCart]);
    await api.services.db.update(products).set({ stock: 1 }).where(eq(products.skuNumber, other));
    await addToCart(api, who, other, 1);
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
    expect(res.err).toBe(ERR.OK);
    const detail = await api.call(ORDER_CALLS.detail, { body: { id: res.val.order_id }, token: who.token, mode: who.mode });
    expect(detail.val.items.map((i) => i.sku_number)).toEqual([other]);
    expect((await stockOf(s)).stock).toBe(2);
    expect(await api.services.db.select().from(orders).where(eq(orders.accountId, alone.id))).toEqual([]);
  });

  it('takes backorders after stock', async () => {
    const { who, sku: s } = await readyDesigner('backorder@studio.test', 4, { stock: 1, backorderQuantity: 5 });
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
    expect(res.err).toBe(ERR.OK);
    expect(await stockOf(s)).toEqual({ stock: 0, backorder: 2 });
  });

  it('takes each SKU of an order: from stock where it covers the count, else stock then backorders, at the catalog’s prices; the bought lines leave the cart', async () => {
    const { who, sku: covered } = await readyDesigner('several@studio.test', 2);
    const [short, exact] = [sku('CO'), sku('CO')];
    await insertProducts(api.services, [
      { skuNumber: short, brandId: 'ca', stock: 1, backorderQuantity: 5, designerCents: 100_000 },
      { skuNumber: exact, brandId: 'ca', stock: 3, designerCents: 50_000 },
    ]);
    await addToCart(api, who, exact, 3);
    await addToCart(api, who, short, 3);
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaDebit));
    expect(res.err).toBe(ERR.OK);
    expect([await stockOf(covered), await stockOf(short), await stockOf(exact)]).toEqual([
      { stock: 3, backorder: 0 },
      { stock: 0, backorder: 3 },
      { stock: 0, backorder: 0 },
    ]);
    const items = await api.services.db
      .select({ sku: orderItems.skuNumber, count: orderItems.count, fromStock: orderItems.fromStock, fromBackorder: orderItems.fromBackorder, unitCents: orderItems.unitCents })
      .from(orderItems)
      .where(eq(orderItems.orderId, res.val.order_id))
      .orderBy(orderItems.skuNumber);
    expect(items).toEqual([
      { sku: covered, count: 2, fromStock: 2, fromBackorder: 0, unitCents: 400_000 },
      { sku: short, count: 3, fromStock: 1, fromBackorder: 2, unitCents: 100_000 },
      { sku: exact, count: 3, fromStock: 3, fromBackorder: 0, unitCents: 50_000 },
    ]);
    // $8,000 + $3,000 + $1,500 and shipping for 8 units ($149 + 7 x $49); half of it at order (debit: no fee).
    expect([res.val.total, res.val.charged]).toEqual([12_992, 6_496]);
    expect(await api.services.db.select().from(cartLines).where(eq(cartLines.accountId, who.id))).toEqual([]);
  });

  it('refuses an amount other than the one the page showed', async () => {
    const { who } = await readyDesigner('amount@studio.test');
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit), { amount_due: 1 });
    expect([res.err, res.errmsg]).toEqual([ERR.COST_CALCULATION_FAILED, MESSAGES.costCalculationFailed]);
    const ok = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit), { amount_due: 2136.74 });
    expect(ok.err).toBe(ERR.OK);
  });

  it('refuses a token the processor never issued', async () => {
    const { who } = await readyDesigner('forged@studio.test');
    const res = await placeOrder(api, who, 'tok_sb_eyJmb3JnZWQiOnRydWV9.notasignature');
    expect([res.err, res.errmsg]).toEqual([ERR.PAYMENT_TOKENIZE_FAILED, MESSAGES.paymentMethodInvalid]);
  });

  it('refuses another company’s customer exactly like a missing one', async () => {
    const { who } = await readyDesigner('cust@studio.test');
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit), { customer_id: randomUUID() });
    expect(res.err).toBe(ERR.CUSTOMER_NOT_FOUND);
  });

  it('refuses callers without settle_accounts: browsing and client mode, customers, client agents, visitors', async () => {
    const { who } = await readyDesigner('modes@studio.test');
    for (const mode of ['mibd_safe', 'mibd_communicate']) {
      const res = await api.call(CHECKOUT_CALLS.placeOrder, { body: {}, token: who.token, mode });
      expect(res.err).toBe(ERR.NO_PERMISSION);
    }
    const agent = await buyer(api.services, 'agent@staff.test', { kind: 'client_agent' });
    expect((await api.call(CHECKOUT_CALLS.summary, { body: {}, token: agent.token, mode: 'mibd_designer' })).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CHECKOUT_CALLS.placeOrder, { body: {} })).err).toBe(ERR.SESSION_INVALID);
  });

  it('answers malformed bodies with 400, never a 5xx', async () => {
    const { who } = await readyDesigner('malformed@studio.test');
    for (const body of [{}, { checkout_id: 5 }, { checkout_id: 'x'.repeat(100) }, { address: 'nowhere' }, [], { payment_token: { a: 1 } }]) {
      const res = await api.call(CHECKOUT_CALLS.placeOrder, { body, token: who.token, mode: who.mode });
      expect(res.status).toBe(400);
      expect(res.err).toBe(ERR.BAD_REQUEST);
    }
  });
});

describe('billing, bank transfers and coupons', () => {
  it('bills a saved bill address of the account; another account’s reads like a missing one', async () => {
    const { who } = await readyDesigner('billing@studio.test');
    const saved = await api.call(ACCOUNT_CALLS.addressAdd, {
      body: { first_name: 'Dana', last_name: 'Whitfield', street_address: '5 Billing Lane', city: 'Albany', country: 'US', state: 'NY', postal: '12207' },
      token: who.token,
      mode: who.mode,
    });
    const { who: other } = await readyDesigner('billing-other@studio.test');
    const refused = await placeOrder(api, other, await cardToken(api, other, CARDS.visaCredit), { billing_address_id: saved.val.id });
    expect([refused.err, refused.errmsg]).toEqual([ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, ACCOUNT_SETTINGS_MESSAGES.addressNotFound]);
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit), { billing_address_id: saved.val.id });
    const detail = await api.call(ORDER_CALLS.detail, { body: { id: res.val.order_id }, token: who.token, mode: who.mode });
    expect(detail.val.billing_address).toMatchObject({ full_name: 'Dana Whitfield', street_address: '5 Billing Lane', city: 'Albany' });
  });

  it('a bank transfer (ACH) pays no card fee and shows the account’s last four digits', async () => {
    const { who } = await readyDesigner('ach@studio.test');
    const bank = await api.call(PAYMENT_CALLS.tokenizeAch, {
      body: { account_number: '000123456789', routing_number: '021000021', account_type: 'savings', holder_type: 'personal', first_name: 'Dana', last_name: 'Whitfield' },
      token: who.token,
      mode: who.mode,
    });
    const res = await placeOrder(api, who, bank.val.token);
    expect(res.val).toMatchObject({ charged: 2074.5, total: 4149 });
    const detail = await api.call(ORDER_CALLS.detail, { body: { id: res.val.order_id }, token: who.token, mode: who.mode });
    expect(detail.val.payment_method).toEqual({ method: 'ach', brand: 'savings account', funding: 'bank', last4: '6789' });
  });

  it('applies one coupon through the cart’s coupons, recorded with the order', async () => {
    await seedDemoCoupons(api.services.db);
    const { who } = await readyDesigner('coupon@studio.test');
    const summary = await api.call(CHECKOUT_CALLS.summary, { body: { address: NY_ADDRESS, shipping_method: 'standard', coupon_code: 'welcome10', funding: 'debit' }, token: who.token, mode: who.mode });
    // $4,000 less 10% = $3,600, + $149 = $3,749: $1,874.50 now.
    expect(summary.val).toMatchObject({ coupon_code: 'WELCOME10', discount: 400, total: 3749, charge: 1874.5 });
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaDebit), { coupon_code: 'welcome10', amount_due: 1874.5 });
    expect(res.val).toMatchObject({ charged: 1874.5, total: 3749 });
    const [redeemed] = await api.services.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, res.val.order_id));
    expect(redeemed).toMatchObject({ discountCents: 40_000 });
    const detail = await api.call(ORDER_CALLS.detail, { body: { id: res.val.order_id }, token: who.token, mode: who.mode });
    expect(detail.val).toMatchObject({ coupon_code: 'WELCOME10', discount: 400 });
  });
});

describe('the outlet', () => {
  it('an FFD shopper pays all at order at the sale price, with no certificate', async () => {
    const s = sku('OL');
    await insertProducts(api.services, [{ skuNumber: s, brandId: 'ol', stock: 2, consumerCents: 60_000, promotionalCents: 45_000 }]);
    const who = await buyer(api.services, 'shopper@outlet.test', { kind: 'ffd_shopper' });
    await addToCart(api, who, s, 1);
    const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaDebit));
    // $450 + $149 shipping, all now, by debit card.
    expect(res.val).toMatchObject({ charged: 599, total: 599, balance: 0 });
    const list = await api.call(ORDER_CALLS.ffdList, { body: {}, token: who.token, mode: who.mode });
    expect(list.val.list.map((o) => o.number)).toEqual([res.val.order_number]);
    const cart = await api.call(CART_CALLS.list, { token: who.token, mode: who.mode });
    expect(cart.val.list).toEqual([]);
  });
});
