import { CARD_FEE_PERCENT, ERR, MESSAGES, ORDER_CALLS, ORDER_CHANGE_CALLS, ORDER_CHANGE_ERR, ORDER_CHANGE_MESSAGES, PRODUCT_STATUS, percentOfCents, type ChangeRecord } from '@storefront/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseOrderChangeArgs } from '../../commands/order-change';
import { orderChangeEvents, outbox, paymentCharges, paymentRefunds, paymentSandboxOperations, products } from '../../platform/db/schema';
import { PaymentUnavailable } from '../../platform/payments';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, NY_ADDRESS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';

let api: TestApi;
let dana: Buyer;
let rival: Buyer;
let staff: Buyer;

async function order(who: Buyer, lines: Array<[string, number]>): Promise<string> {
  for (const [sku, n] of lines) await addToCart(api, who, sku, n);
  const res = await placeOrder(api, who, await cardToken(api, who, CARDS.visaCredit));
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  return res.val.order_number;
}

beforeAll(async () => {
  // The clock moves past the link's 48 hours and the order's 24: sessions stay open meanwhile.
  api = await startTestApi({ SESSION_IDLE_MINUTES: '10000' });
  await insertProducts(api.services, [
    { skuNumber: 'OC-SOFA', brandId: 'ca', name: 'Harlow Sofa', stock: 20, designerCents: 400_000 },
    { skuNumber: 'OC-LAMP', brandId: 'ca', name: 'Orbit Lamp', stock: 20, designerCents: 50_000 },
    { skuNumber: 'OC-GONE', brandId: 'ca', name: 'Retired Chair', stock: 5, status: PRODUCT_STATUS.UNAVAILABLE },
    ...Array.from({ length: 12 }, (_, i) => ({ skuNumber: `OC-TABLE-${String(i).padStart(2, '0')}`, brandId: 'rowe', name: `Lyra Table ${i}`, stock: 5 })),
  ]);
  dana = await buyer(api.services, 'dana@changes.test');
  rival = await buyer(api.services, 'rival@changes.test');
  staff = await buyer(api.services, 'agent@changes.test', { kind: 'client_agent' });
});
afterAll(() => api.close());

const as = (who: Buyer) => ({ token: who.token, mode: who.mode });
const list = async (number: string) => (await api.call(ORDER_CHANGE_CALLS.list, { body: { number }, ...as(dana) })).val;
const ask = (body: Record<string, unknown>, who: Buyer = dana) => api.call(ORDER_CHANGE_CALLS.request, { body, ...as(who) });
const decide = (reference: string, decision: string, who: Buyer = staff) => api.call(ORDER_CHANGE_CALLS.decide, { body: { reference, decision }, token: who.token, mode: 'mibd_designer' });
const detail = async (number: string) => (await api.call(ORDER_CALLS.detail, { body: { number }, ...as(dana) })).val;
const stock = async (sku: string) => (await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.skuNumber, sku)))[0]!.stock;
const linkOf = async (reference: string) => {
  const rows = await api.services.db.select().from(outbox).where(and(eq(outbox.recipient, 'dana@changes.test'), eq(outbox.template, 'order_change_payment')));
  const mail = rows.find((r) => r.subject?.includes(reference));
  return new URL((mail!.links as Array<{ url: string }>)[0]!.url).searchParams.get('token')!;
};
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
/** A new order of one `sku` and Dana's change asking for one more (a change that costs more). */
const oneMoreOf = async (sku: string): Promise<{ number: string; change: ChangeRecord }> => {
  const number = await order(dana, [[sku, 1]]);
  const { items } = await detail(number);
  return { number, change: (await ask({ number, kind: 'quantity', items: [{ item_id: items[0]!.id, count: 2 }] })).val };
};
const NEW_ADDRESS = { ...NY_ADDRESS, street_address: '1 Fifth Avenue', apartment: 'Suite 4' };

describe('asking for a change', () => {
  let number: string;
  beforeAll(async () => {
    number = await order(dana, [['OC-SOFA', 1]]);
  });

  it('records an address change in review, one open request of a kind at a time', async () => {
    const res = await ask({ number, kind: 'address', address: NEW_ADDRESS });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ kind: 'address', kind_label: 'Change address', state: 'in_review', state_label: 'Request in review', can_withdraw: true, extra: 0, refund: 0 });
    expect(res.val.reference).toMatch(/^OC\d+$/);
    expect(res.val.summary).toContain('1 Fifth Avenue');
    expect(pick(await ask({ number, kind: 'address', address: { ...NEW_ADDRESS, city: 'Brooklyn' } }))).toEqual({ err: ORDER_CHANGE_ERR.OPEN_OF_KIND, errmsg: ORDER_CHANGE_MESSAGES.openOfKind });
    const changes = await list(number);
    expect(changes.list.map((c) => [c.reference, c.state])).toEqual([[res.val.reference, 'in_review']]);
    expect(changes.can_cancel).toBe(true);
  });

  it('lets the designer withdraw a change in review (canceled by user), and then ask again', async () => {
    const [open] = (await list(number)).list;
    const res = await api.call(ORDER_CHANGE_CALLS.withdraw, { body: { id: open!.id }, ...as(dana) });
    expect(res.val).toMatchObject({ state: 'canceled_by_user', state_label: 'Canceled by user', can_withdraw: false });
    expect(pick(await api.call(ORDER_CHANGE_CALLS.withdraw, { body: { id: open!.id }, ...as(dana) }))).toEqual({ err: ORDER_CHANGE_ERR.STATE, errmsg: ORDER_CHANGE_MESSAGES.state });
    expect((await ask({ number, kind: 'address', address: NEW_ADDRESS })).err).toBe(ERR.OK);
  });

  it('refuses what changes nothing, another company, and other kinds', async () => {
    expect((await ask({ number, kind: 'contact', contact: { contact_name: 'Dana Whitfield', phone: '(212) 555-0142', email: 'dana.orders@studio.test' } })).err).toBe(ORDER_CHANGE_ERR.NOTHING_CHANGES);
    expect(pick(await ask({ number, kind: 'cancel', reason: 'late' }, rival))).toEqual({ err: ERR.ORDER_NOT_FOUND, errmsg: MESSAGES.orderNotFound });
    expect((await api.call(ORDER_CHANGE_CALLS.list, { body: { number }, ...as(rival) })).err).toBe(ERR.ORDER_NOT_FOUND);
    const [mine] = (await list(number)).list;
    expect((await api.call(ORDER_CHANGE_CALLS.withdraw, { body: { id: mine!.id }, ...as(rival) })).err).toBe(ORDER_CHANGE_ERR.NOT_FOUND);
    expect((await ask({ number, kind: 'cancel', reason: 'bored' })).err).toBe(ERR.BAD_REQUEST);
    expect((await decide(mine!.reference, 'approve', dana)).err).toBe(ERR.NO_PERMISSION);
  });

  it('staff approve a change that costs the same: the order changes, then completed', async () => {
    const [change] = (await list(number)).list;
    const before = await detail(number);
    const approved = await decide(change!.reference, 'approve');
    expect(approved.val).toMatchObject({ state: 'processing', state_label: 'Changes processing' });
    const after = await detail(number);
    expect(after.shipping_address).toMatchObject({ street_address: '1 Fifth Avenue', apartment: 'Suite 4' });
    expect(after.total).toBe(before.total);
    expect((await decide(change!.reference, 'approve')).err).toBe(ORDER_CHANGE_ERR.STATE);
    expect((await decide(change!.reference, 'complete')).val.state).toBe('completed');
    expect((await decide('OC1', 'reject')).err).toBe(ORDER_CHANGE_ERR.NOT_FOUND);
  });

  it('staff reject a change', async () => {
    const res = await ask({ number, kind: 'contact', contact: { contact_name: 'Sam Porter', phone: '2125550100', email: 'sam@studio.test' } });
    expect((await decide(res.val.reference, 'verify')).val.state_label).toBe('Verifying');
    expect((await decide(res.val.reference, 'reject')).val.state).toBe('rejected');
    expect((await detail(number)).contact.contact_name).toBe('Dana Whitfield');
  });
});

describe('a change that costs more: the supplementary payment', () => {
  let number: string;
  let change: ChangeRecord;
  let token: string;
  beforeAll(async () => {
    ({ number, change } = await oneMoreOf('OC-SOFA'));
  });

  it('is estimated when asked, and approving emails a link valid 48 hours', async () => {
    // One more sofa: $4,000 and $49 more shipping, half of it due now.
    expect(change.extra).toBe(2024.5);
    expect(change.lines).toEqual([{ sku_number: 'OC-SOFA', name: 'Harlow Sofa', from_count: 1, to_count: 2 }]);
    const approved = await decide(change.reference, 'approve');
    expect(approved.val).toMatchObject({ state: 'extra_payment_needed', state_label: 'Extra payment needed', extra: 2024.5 });
    expect(new Date(approved.val.pay_expires_at!).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    token = await linkOf(change.reference);
    const page = await api.call(ORDER_CHANGE_CALLS.supPayment, { body: { token }, ...as(dana) });
    expect(page.val).toMatchObject({ reference: change.reference, order_number: number, amount: 2024.5, kind_label: 'Change quantity' });
    expect((await api.call(ORDER_CHANGE_CALLS.supPayment, { body: { token }, ...as(rival) })).errmsg).toBe(MESSAGES.linkExpired);
  });

  it('pays by card once, applies the change with its stock, and refuses paying twice', async () => {
    const before = await stock('OC-SOFA');
    const card = await cardToken(api, dana, CARDS.visaCredit);
    const amount = 2024.5 + percentOfCents(202_450, CARD_FEE_PERCENT) / 100;
    const body = { token, attempt_id: 'attempt-0001', payment_token: card, amount_due: amount };
    const [first, retry] = await Promise.all([
      api.call(ORDER_CHANGE_CALLS.supPay, { body, ...as(dana) }),
      api.call(ORDER_CHANGE_CALLS.supPay, { body, ...as(dana) }),
    ]);
    const answers = [first, retry].map(pick);
    expect(answers).toContainEqual({ err: ERR.OK, errmsg: '' });
    const paid = first.err === ERR.OK ? first : retry;
    expect(paid.val).toMatchObject({ state: 'supplementary_paid', charged: amount });
    const again = await api.call(ORDER_CHANGE_CALLS.supPay, { body: { ...body, attempt_id: 'attempt-0002' }, ...as(dana) });
    expect(pick(again)).toEqual({ err: ERR.PAYMENT_ALREADY_PAID, errmsg: MESSAGES.paymentAlreadyPaid });
    expect(pick(await api.call(ORDER_CHANGE_CALLS.supPayment, { body: { token }, ...as(dana) }))).toEqual({ err: ERR.PAYMENT_ALREADY_PAID, errmsg: MESSAGES.paymentAlreadyPaid });
    const charges = await api.services.db.select().from(paymentCharges).where(like(paymentCharges.idempotencyKey, `orderchange:${change.id}:%`));
    expect(charges.map((c) => [c.status, c.amountCents])).toEqual([['succeeded', Math.round(amount * 100)]]);
    const after = await detail(number);
    expect(after.items.map((i) => i.count)).toEqual([2]);
    expect(after.total).toBe(8198);
    expect(await stock('OC-SOFA')).toBe(before - 1);
    expect((await list(number)).list[0]).toMatchObject({ state: 'supplementary_paid', state_label: 'Supplementary payment paid' });
    expect((await decide(change.reference, 'complete')).val.state).toBe('completed');
  });

  it('cancelled afterwards (within 24 hours), gives back what checkout charged and what the change charged', async () => {
    const { id } = await detail(number);
    const cancel = (await ask({ number, kind: 'cancel', reason: 'other' })).val;
    const approved = await decide(cancel.reference, 'approve');
    expect(approved.val.state).toBe('refunded');
    const charges = await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, id));
    expect(charges).toHaveLength(2);
    expect(charges.map((c) => c.refundedCents)).toEqual(charges.map((c) => c.amountCents));
    const refunds = await api.services.db.select().from(paymentSandboxOperations).where(like(paymentSandboxOperations.idempotencyKey, `orderchange-refund:${cancel.id}%`));
    const total = charges.reduce((n, c) => n + c.amountCents, 0);
    expect(refunds.reduce((n, r) => n + r.amountCents, 0)).toBe(total);
    expect(Math.round(approved.val.refund * 100)).toBe(total);
  });
});

describe('a change that costs less: the refund', () => {
  it('applies the change, gives the stock back and refunds the difference through the provider', async () => {
    const number = await order(dana, [['OC-SOFA', 1], ['OC-LAMP', 2]]);
    const { items } = await detail(number);
    const lamp = items.find((i) => i.sku_number === 'OC-LAMP')!;
    const before = await stock('OC-LAMP');
    const change = (await ask({ number, kind: 'quantity', items: [{ item_id: lamp.id, count: 0 }] })).val;
    expect(change.refund).toBeGreaterThan(0);
    const approved = await decide(change.reference, 'approve');
    expect(approved.val).toMatchObject({ state: 'refunded', state_label: 'Refunded' });
    expect(await stock('OC-LAMP')).toBe(before + 2);
    expect((await detail(number)).items.map((i) => i.sku_number)).toEqual(['OC-SOFA']);
    const refunds = await api.services.db.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.idempotencyKey, `orderchange-refund:${change.id}`));
    expect(refunds.map((r) => [r.kind, r.amountCents])).toEqual([['refund', Math.round(approved.val.refund * 100)]]);
  });
});

describe('a refund retried', () => {
  /** An order with a paid supplementary change (one more sofa): checkout's charge and the change's. */
  async function paidTwice(): Promise<string> {
    const { number, change: more } = await oneMoreOf('OC-SOFA');
    await decide(more.reference, 'approve');
    const token = await linkOf(more.reference);
    const card = await cardToken(api, dana, CARDS.visaDebit);
    const paid = await api.call(ORDER_CHANGE_CALLS.supPay, { body: { token, attempt_id: 'attempt-retry', payment_token: card }, ...as(dana) });
    expect(paid.err).toBe(ERR.OK);
    expect((await decide(more.reference, 'complete')).val.state).toBe('completed');
    return number;
  }
  const chargesOf = async (number: string) =>
    api.services.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, (await detail(number)).id)).orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
  const refundsOf = (changeId: string) => api.services.db.select().from(paymentSandboxOperations).where(like(paymentSandboxOperations.idempotencyKey, `orderchange-refund:${changeId}%`));
  /** The processor fails the next refund whose key passes `which`: without refunding, or refunding with its answer lost. */
  function failRefundOnce(which: (key: string) => boolean, how: 'no answer' | 'answer lost') {
    const real = api.services.payments.refund.bind(api.services.payments);
    let failed = false;
    return vi.spyOn(api.services.payments, 'refund').mockImplementation(async (request) => {
      if (failed || !which(request.idempotencyKey)) return real(request);
      failed = true;
      if (how === 'answer lost') await real(request);
      throw new PaymentUnavailable(`the processor: ${how}`);
    });
  }

  it('after the supplementary refund failed, approving again refunds it once and records all that was refunded', async () => {
    const number = await paidTwice();
    const cancel = (await ask({ number, kind: 'cancel', reason: 'other' })).val;
    const failing = failRefundOnce((key) => key.startsWith(`orderchange-refund:${cancel.id}:`), 'no answer');
    try {
      expect(pick(await decide(cancel.reference, 'approve'))).toEqual({ err: ERR.PAYMENT_REQUEST_FAILED, errmsg: MESSAGES.paymentRequestFailed });
      const halfway = await chargesOf(number);
      expect(halfway.map((c) => c.refundedCents)).toEqual([halfway[0]!.amountCents, 0]);
      expect((await list(number)).list.find((c) => c.reference === cancel.reference)!.state).toBe('cancelled');
      const approved = await decide(cancel.reference, 'approve');
      expect(approved.val.state).toBe('refunded');
      const charges = await chargesOf(number);
      const total = charges.reduce((n, c) => n + c.amountCents, 0);
      expect(charges.map((c) => [c.refundedCents, c.status])).toEqual(charges.map((c) => [c.amountCents, 'refunded']));
      expect(Math.round(approved.val.refund * 100)).toBe(total);
      const refunds = await refundsOf(cancel.id);
      expect(refunds).toHaveLength(2);
      expect(refunds.reduce((n, r) => n + r.amountCents, 0)).toBe(total);
      // Approved once more, nothing moves.
      expect((await decide(cancel.reference, 'approve')).err).toBe(ORDER_CHANGE_ERR.STATE);
      expect(await refundsOf(cancel.id)).toHaveLength(2);
    } finally {
      failing.mockRestore();
    }
  });

  it('after the answer of a refund was lost, approving again counts it once', async () => {
    const number = await order(dana, [['OC-SOFA', 1], ['OC-LAMP', 2]]);
    const lamp = (await detail(number)).items.find((i) => i.sku_number === 'OC-LAMP')!;
    const change = (await ask({ number, kind: 'quantity', items: [{ item_id: lamp.id, count: 1 }] })).val;
    const failing = failRefundOnce((key) => key === `orderchange-refund:${change.id}`, 'answer lost');
    try {
      expect((await decide(change.reference, 'approve')).err).toBe(ERR.PAYMENT_REQUEST_FAILED);
      expect((await api.services.db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, `orderchange-refund:${change.id}`))).map((r) => r.status)).toEqual(['pending']);
      const approved = await decide(change.reference, 'approve');
      expect(approved.val).toMatchObject({ state: 'refunded', refund: change.refund });
      const [charge] = await chargesOf(number);
      expect(charge!.refundedCents).toBe(Math.round(change.refund * 100));
      expect((await refundsOf(change.id)).map((r) => r.amountCents)).toEqual([Math.round(change.refund * 100)]);
    } finally {
      failing.mockRestore();
    }
  });

  it.skipIf(DATABASE_KIND !== 'postgres')('approved twice at once, refunds each charge once and records the whole (Postgres only: PGlite has one connection, so nothing runs in parallel there)', async () => {
    const number = await paidTwice();
    const cancel = (await ask({ number, kind: 'cancel', reason: 'other' })).val;
    const answers = await Promise.all([decide(cancel.reference, 'approve'), decide(cancel.reference, 'approve')]);
    // Each answers the change refunded (or, had the other finished before it began, that it is decided already).
    expect(answers.filter((a) => a.err === ERR.OK).length).toBeGreaterThan(0);
    expect(answers.every((a) => a.err === ERR.OK || a.err === ORDER_CHANGE_ERR.STATE)).toBe(true);
    const charges = await chargesOf(number);
    const total = charges.reduce((n, c) => n + c.amountCents, 0);
    expect(charges.map((c) => c.refundedCents)).toEqual(charges.map((c) => c.amountCents));
    for (const a of answers.filter((a) => a.err === ERR.OK)) expect([a.val.state, Math.round(a.val.refund * 100)]).toEqual(['refunded', total]);
    expect((await list(number)).list.find((c) => c.reference === cancel.reference)).toMatchObject({ state: 'refunded', refund: total / 100 });
    const refunds = await refundsOf(cancel.id);
    expect(refunds).toHaveLength(2);
    expect(refunds.reduce((n, r) => n + r.amountCents, 0)).toBe(total);
  });
});

describe('adding an item by SKU', () => {
  let number: string;
  beforeAll(async () => {
    number = await order(dana, [['OC-SOFA', 1]]);
  });

  it('searches products 10 a page, saying which are in the order', async () => {
    const page = await api.call(ORDER_CHANGE_CALLS.productSearch, { body: { number, keyword: 'oc-', page: 1 }, ...as(dana) });
    expect(page.val).toMatchObject({ total: 15, page: 1, limit: 10 });
    expect(page.val.list).toHaveLength(10);
    const sofa = await api.call(ORDER_CHANGE_CALLS.productSearch, { body: { number, keyword: 'Harlow' }, ...as(dana) });
    expect(sofa.val.list).toEqual([{ sku_number: 'OC-SOFA', name: 'Harlow Sofa', brand_id: 'ca', price: 4000, available: true, in_order: true }]);
  });

  it('says when a product does not exist, is no longer available, or is in the order already', async () => {
    const add = (sku: string, extra: Record<string, unknown> = {}) => ask({ number, kind: 'add_item', items: [{ sku_number: sku, count: 1 }], ...extra });
    expect(pick(await add('NO-SUCH'))).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist });
    expect(pick(await add('OC-GONE'))).toEqual({ err: ERR.PRODUCT_UNAVAILABLE, errmsg: MESSAGES.productNoLongerAvailable });
    expect(pick(await add('OC-SOFA'))).toEqual({ err: ORDER_CHANGE_ERR.ALREADY_IN_ORDER, errmsg: 'This product is already in the order. Continue to add?' });
    const res = await add('oc-sofa', { confirm_duplicate: true });
    expect(res.val).toMatchObject({ kind: 'add_item', state: 'in_review', lines: [{ sku_number: 'OC-SOFA', to_count: 1 }] });
  });

  it('the link expires after 48 hours', async () => {
    const [change] = (await list(number)).list;
    await decide(change!.reference, 'approve');
    const token = await linkOf(change!.reference);
    api.advance(49 * 3_600_000);
    expect(pick(await api.call(ORDER_CHANGE_CALLS.supPayment, { body: { token }, ...as(dana) }))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: 'The link has expired' });
    const card = await cardToken(api, dana, CARDS.visaDebit);
    expect((await api.call(ORDER_CHANGE_CALLS.supPay, { body: { token, attempt_id: 'attempt-late', payment_token: card }, ...as(dana) })).errmsg).toBe(MESSAGES.linkExpired);
    // The portal is closed: another add may be asked.
    expect((await ask({ number, kind: 'add_item', items: [{ sku_number: 'OC-LAMP', count: 1 }] })).val.state).toBe('in_review');
  });
});

describe('cancelling', () => {
  it('within 24 hours, with a reason: approved, the stock back and all that was paid refunded', async () => {
    const number = await order(dana, [['OC-LAMP', 3]]);
    const before = await stock('OC-LAMP');
    const change = (await ask({ number, kind: 'cancel', reason: 'cheaper', note: 'Found one nearby' })).val;
    expect(change).toMatchObject({ kind_label: 'Cancel order', reason: 'Found it cheaper elsewhere' });
    // Asked already: the record says so, and no refusal is given.
    expect(await list(number)).toMatchObject({ can_cancel: false, cancel_refusal: '' });
    const approved = await decide(change.reference, 'approve');
    expect(approved.val.state).toBe('refunded');
    expect(approved.val.refund).toBe((await detail(number)).paid);
    expect(await stock('OC-LAMP')).toBe(before + 3);
    expect((await ask({ number, kind: 'address', address: NEW_ADDRESS })).err).toBe(ORDER_CHANGE_ERR.STATE);
    // The order reads cancelled, with what was given back, in its detail and in the list; staff can no longer ship it.
    const after = await detail(number);
    expect(after).toMatchObject({ cancelled: true, state_label: 'Cancelled', refunded: approved.val.refund, balance: 0 });
    const listed = (await api.call(ORDER_CALLS.designerList, { body: { keyword: number }, ...as(dana) })).val.list;
    expect(listed).toEqual([expect.objectContaining({ number, cancelled: true, state_label: 'Cancelled' })]);
    expect(pick(await api.call(ORDER_CALLS.shippingStatus, { body: { number, status: 'shipped' }, token: staff.token, mode: 'mibd_designer' }))).toEqual({
      err: ERR.ORDER_CANCELLED,
      errmsg: MESSAGES.orderCancelled,
    });
  });

  it('is refused after 24 hours', async () => {
    const number = await order(dana, [['OC-LAMP', 1]]);
    expect(await list(number)).toMatchObject({ can_cancel: true, cancel_refusal: '' });
    api.advance(25 * 3_600_000);
    expect(pick(await ask({ number, kind: 'cancel', reason: 'late' }))).toEqual({ err: ORDER_CHANGE_ERR.CANCEL_WINDOW, errmsg: ORDER_CHANGE_MESSAGES.cancelWindow });
    expect(await list(number)).toMatchObject({ can_cancel: false, cancel_refusal: ORDER_CHANGE_MESSAGES.cancelWindow });
  });
});

describe('the order-change command', () => {
  it('reads a reference, a decision and a note', () => {
    expect(parseOrderChangeArgs(['OC100001', 'approve', '--note', 'ok'])).toEqual({ reference: 'OC100001', decision: 'approve', note: 'ok' });
    expect(parseOrderChangeArgs(['OC100001', 'ship'])).toBeNull();
    expect(parseOrderChangeArgs(['OC100001'])).toBeNull();
  });
});

describe('once the order has shipped', () => {
  it('refuses any change with the shipped answer, once an item is shipped (not before)', async () => {
    const number = await order(dana, [['OC-SOFA', 1], ['OC-LAMP', 1]]);
    const lamp = (await detail(number)).items.find((i) => i.sku_number === 'OC-LAMP')!;
    const ship = (status: string) => api.call(ORDER_CALLS.shippingStatus, { body: { number, status, item_ids: [lamp.id] }, token: staff.token, mode: 'mibd_designer' });
    // Ready to ship is not shipped: a change may still be asked.
    expect((await ship('ready_to_ship')).err).toBe(ERR.OK);
    const contact = await ask({ number, kind: 'contact', contact: { contact_name: 'Sam Porter', phone: '2125550100', email: 'sam@studio.test' } });
    expect(contact.val.state).toBe('in_review');
    // One item of two shipped is enough.
    expect((await ship('shipped')).val.items.map((i) => [i.sku_number, i.shipping_status])).toEqual([
      ['OC-LAMP', 'shipped'],
      ['OC-SOFA', 'preparing'],
    ]);
    const shipped = { err: ORDER_CHANGE_ERR.SHIPPED, errmsg: ORDER_CHANGE_MESSAGES.shipped };
    const sofa = (await detail(number)).items.find((i) => i.sku_number === 'OC-SOFA')!;
    expect(pick(await ask({ number, kind: 'address', address: NEW_ADDRESS }))).toEqual(shipped);
    expect(pick(await ask({ number, kind: 'quantity', items: [{ item_id: sofa.id, count: 2 }] }))).toEqual(shipped);
    expect(pick(await ask({ number, kind: 'add_item', items: [{ sku_number: 'OC-TABLE-00', count: 1 }] }))).toEqual(shipped);
    expect(pick(await ask({ number, kind: 'cancel', reason: 'other' }))).toEqual(shipped);
    // Within 24 hours still, but the list says why a cancellation would be refused; nothing new was recorded.
    const changes = await list(number);
    expect(changes).toMatchObject({ can_cancel: false, cancel_refusal: ORDER_CHANGE_MESSAGES.shipped });
    expect(changes.list.map((c) => [c.reference, c.state])).toEqual([[contact.val.reference, 'in_review']]);
  });
});

describe('asked before it shipped, decided after', () => {
  it('applies a contact change still, and refuses to apply any other with the shipped answer', async () => {
    const number = await order(dana, [['OC-SOFA', 1]]);
    const sofa = (await detail(number)).items[0]!;
    const contact = (await ask({ number, kind: 'contact', contact: { contact_name: 'Sam Porter', phone: '2125550100', email: 'sam@studio.test' } })).val;
    const more = (await ask({ number, kind: 'quantity', items: [{ item_id: sofa.id, count: 2 }] })).val;
    expect((await api.call(ORDER_CALLS.shippingStatus, { body: { number, status: 'shipped' }, token: staff.token, mode: 'mibd_designer' })).err).toBe(ERR.OK);
    expect(pick(await decide(more.reference, 'approve'))).toEqual({ err: ORDER_CHANGE_ERR.SHIPPED, errmsg: ORDER_CHANGE_MESSAGES.shipped });
    expect((await decide(contact.reference, 'approve')).val.state).toBe('processing');
    const after = await detail(number);
    expect(after.items.map((i) => i.count)).toEqual([1]);
    expect(after.contact.contact_name).toBe('Sam Porter');
    // Refused, the quantity change is still in review: staff reject it.
    expect((await decide(more.reference, 'reject')).val.state).toBe('rejected');
  });
});

describe('adding an item, paid through its link', () => {
  it('costs more: approved, paid by debit card through the link, the order then has the new line and the stock moved', async () => {
    const number = await order(dana, [['OC-SOFA', 1]]);
    const before = await detail(number);
    const lampStock = await stock('OC-LAMP');
    const sofaStock = await stock('OC-SOFA');
    // A request with one new SKU and one already ordered is refused whole until the duplicate is confirmed.
    const mixed = { number, kind: 'add_item', items: [{ sku_number: 'oc-lamp', count: 2 }, { sku_number: 'OC-SOFA', count: 1 }] };
    expect(pick(await ask(mixed))).toEqual({ err: ORDER_CHANGE_ERR.ALREADY_IN_ORDER, errmsg: ORDER_CHANGE_MESSAGES.alreadyInOrder });
    expect((await list(number)).list).toEqual([]);
    const asked = await ask({ number, kind: 'add_item', items: [{ sku_number: 'oc-lamp', count: 2 }] });
    expect(asked.val).toMatchObject({ kind: 'add_item', kind_label: 'Add items', state: 'in_review', refund: 0, lines: [{ sku_number: 'OC-LAMP', name: 'Orbit Lamp', from_count: 0, to_count: 2 }] });
    expect(asked.val.summary).toBe('2 x Orbit Lamp (OC-LAMP)');
    const change = asked.val;
    expect(change.extra).toBeGreaterThan(0);
    const approved = await decide(change.reference, 'approve');
    expect(approved.val).toMatchObject({ state: 'extra_payment_needed', extra: change.extra });
    // Nothing moves until it is paid.
    expect(await stock('OC-LAMP')).toBe(lampStock);
    expect((await detail(number)).items.map((i) => i.sku_number)).toEqual(['OC-SOFA']);
    const token = await linkOf(change.reference);
    expect((await api.call(ORDER_CHANGE_CALLS.supPayment, { body: { token }, ...as(dana) })).val).toMatchObject({ reference: change.reference, kind_label: 'Add items', amount: change.extra });
    const card = await cardToken(api, dana, CARDS.visaDebit);
    const paid = await api.call(ORDER_CHANGE_CALLS.supPay, { body: { token, attempt_id: 'attempt-add-1', payment_token: card, amount_due: change.extra }, ...as(dana) });
    expect(pick(paid)).toEqual({ err: ERR.OK, errmsg: '' });
    // A debit card pays no fee: what is charged is the extra.
    expect(paid.val).toMatchObject({ reference: change.reference, order_number: number, state: 'supplementary_paid', charged: change.extra });
    const after = await detail(number);
    // The order detail lists its items by SKU.
    expect(after.items.map((i) => [i.sku_number, i.count, i.shipping_status])).toEqual([
      ['OC-LAMP', 2, 'preparing'],
      ['OC-SOFA', 1, 'preparing'],
    ]);
    expect(await stock('OC-LAMP')).toBe(lampStock - 2);
    expect(await stock('OC-SOFA')).toBe(sofaStock);
    expect(after.subtotal).toBe(before.subtotal + 1000);
    expect(Math.round(after.paid * 100)).toBe(Math.round((before.paid + change.extra) * 100));
    const charges = await api.services.db.select().from(paymentCharges).where(like(paymentCharges.idempotencyKey, `orderchange:${change.id}:%`));
    expect(charges.map((c) => [c.status, c.amountCents])).toEqual([['succeeded', Math.round(change.extra * 100)]]);
    expect((await list(number)).list[0]).toMatchObject({ reference: change.reference, state: 'supplementary_paid' });
    expect((await decide(change.reference, 'complete')).val.state).toBe('completed');
  });
});

describe('a contact change approved', () => {
  it('is applied to the order contact, changes processing, and moves no money', async () => {
    const number = await order(dana, [['OC-LAMP', 1]]);
    const before = await detail(number);
    const contact = { contact_name: 'Sam Porter', phone: '2125550100', email: 'sam@studio.test' };
    const change = (await ask({ number, kind: 'contact', contact })).val;
    expect(change).toMatchObject({ kind: 'contact', state: 'in_review', contact, extra: 0, refund: 0, summary: 'Sam Porter, 2125550100, sam@studio.test' });
    const approved = await decide(change.reference, 'approve');
    expect(approved.val).toMatchObject({ state: 'processing', state_label: 'Changes processing', extra: 0, refund: 0, pay_expires_at: null });
    const after = await detail(number);
    expect(after.contact).toEqual(contact);
    expect(after.shipping_address).toEqual(before.shipping_address);
    expect(after.items).toEqual(before.items);
    expect([after.subtotal, after.shipping, after.total, after.paid, after.card_fee, after.balance, after.refunded]).toEqual([
      before.subtotal,
      before.shipping,
      before.total,
      before.paid,
      before.card_fee,
      before.balance,
      before.refunded,
    ]);
    // Checkout's charge only, nothing refunded, no link sent.
    const charges = await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, before.id));
    expect(charges.map((c) => [c.status, c.refundedCents])).toEqual([['succeeded', 0]]);
    expect(await api.services.db.select().from(paymentSandboxOperations).where(like(paymentSandboxOperations.idempotencyKey, `orderchange%${change.id}%`))).toEqual([]);
    const mails = await api.services.db.select().from(outbox).where(eq(outbox.recipient, 'dana@changes.test'));
    expect(mails.filter((m) => m.subject?.includes(change.reference)).map((m) => m.template)).toEqual(['order_change_processing']);
  });
});

describe('the supplementary payment refused', () => {
  let number: string;
  let change: ChangeRecord;
  let token: string;
  beforeAll(async () => {
    ({ number, change } = await oneMoreOf('OC-SOFA'));
    await decide(change.reference, 'approve');
    token = await linkOf(change.reference);
  });
  const changeCharges = () => api.services.db.select().from(paymentCharges).where(like(paymentCharges.idempotencyKey, `orderchange:${change.id}:%`)).orderBy(asc(paymentCharges.createdAt));
  const pay = (body: Record<string, unknown>, who: Buyer = dana) => api.call(ORDER_CHANGE_CALLS.supPay, { body: { token, ...body }, ...as(who) });
  /** Nothing paid, nothing applied: the change still waits for its payment, the order as it was. */
  async function unpaid(sofaStock: number) {
    expect((await list(number)).list[0]).toMatchObject({ reference: change.reference, state: 'extra_payment_needed' });
    expect((await detail(number)).items.map((i) => i.count)).toEqual([1]);
    expect(await stock('OC-SOFA')).toBe(sofaStock);
    expect((await api.call(ORDER_CHANGE_CALLS.supPayment, { body: { token }, ...as(dana) })).err).toBe(ERR.OK);
  }

  it('a wrong amount_due is refused before any charge', async () => {
    const sofaStock = await stock('OC-SOFA');
    const card = await cardToken(api, dana, CARDS.visaCredit);
    // The page showed the extra without the 3% card fee a credit card adds.
    expect(pick(await pay({ attempt_id: 'attempt-wrong-amount', payment_token: card, amount_due: change.extra }))).toEqual({ err: ERR.COST_CALCULATION_FAILED, errmsg: MESSAGES.costCalculationFailed });
    expect(pick(await pay({ attempt_id: 'attempt-wrong-amount2', payment_token: card, amount_due: 1 }))).toEqual({ err: ERR.COST_CALCULATION_FAILED, errmsg: MESSAGES.costCalculationFailed });
    expect(await changeCharges()).toEqual([]);
    await unpaid(sofaStock);
  });

  it("another account paying dana's link reads as expired, and is not charged", async () => {
    const sofaStock = await stock('OC-SOFA');
    const card = await cardToken(api, rival, CARDS.visaDebit);
    expect(pick(await pay({ attempt_id: 'attempt-rival-1', payment_token: card, amount_due: change.extra }, rival))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
    expect(await changeCharges()).toEqual([]);
    expect(await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.accountId, rival.id))).toEqual([]);
    await unpaid(sofaStock);
  });

  it('a declined card is refused with the payment failed answer; the link still works and another attempt pays', async () => {
    const sofaStock = await stock('OC-SOFA');
    const declined = await cardToken(api, dana, CARDS.declined);
    expect(pick(await pay({ attempt_id: 'attempt-declined', payment_token: declined }))).toEqual({ err: ERR.PAYMENT_FAILED, errmsg: MESSAGES.paymentFailed });
    expect((await changeCharges()).map((c) => c.status)).toEqual(['declined']);
    await unpaid(sofaStock);
    const card = await cardToken(api, dana, CARDS.visaDebit);
    const paid = await pay({ attempt_id: 'attempt-after-decline', payment_token: card, amount_due: change.extra });
    expect(paid.val).toMatchObject({ state: 'supplementary_paid', charged: change.extra });
    expect((await changeCharges()).map((c) => [c.status, c.amountCents])).toEqual([
      ['declined', Math.round(change.extra * 100) + percentOfCents(Math.round(change.extra * 100), CARD_FEE_PERCENT)],
      ['succeeded', Math.round(change.extra * 100)],
    ]);
    expect((await detail(number)).items.map((i) => i.count)).toEqual([2]);
    expect(await stock('OC-SOFA')).toBe(sofaStock - 1);
  });
});

describe('illegal decisions', () => {
  /** What a refused decision must leave as it was: the change's record, its events, the emails, the order. */
  async function snapshot(number: string, change: ChangeRecord) {
    return {
      record: (await list(number)).list.find((c) => c.id === change.id),
      events: (await api.services.db.select().from(orderChangeEvents).where(eq(orderChangeEvents.changeId, change.id))).length,
      mails: (await api.services.db.select().from(outbox)).length,
      order: await detail(number),
      charges: await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, (await detail(number)).id)),
    };
  }
  async function refused(number: string, change: ChangeRecord, state: string, decisions: string[]) {
    const before = await snapshot(number, change);
    expect(before.record!.state).toBe(state);
    for (const decision of decisions) expect([decision, pick(await decide(change.reference, decision))]).toEqual([decision, { err: ORDER_CHANGE_ERR.STATE, errmsg: ORDER_CHANGE_MESSAGES.state }]);
    expect(await snapshot(number, change)).toEqual(before);
  }

  it('complete on a change in review is refused, and nothing changes', async () => {
    const number = await order(dana, [['OC-LAMP', 1]]);
    const change = (await ask({ number, kind: 'address', address: NEW_ADDRESS })).val;
    await refused(number, change, 'in_review', ['complete']);
  });

  it('verify, reject (and complete, approve) on a change waiting for its extra payment are refused, and nothing changes', async () => {
    const { number, change } = await oneMoreOf('OC-LAMP');
    await decide(change.reference, 'approve');
    await refused(number, change, 'extra_payment_needed', ['verify', 'reject', 'complete', 'approve']);
  });

  it('verify and reject on an approved change (its refund not yet through) are refused, and nothing changes', async () => {
    const number = await order(dana, [['OC-LAMP', 2]]);
    const { items } = await detail(number);
    const change = (await ask({ number, kind: 'quantity', items: [{ item_id: items[0]!.id, count: 1 }] })).val;
    const failing = vi.spyOn(api.services.payments, 'refund').mockRejectedValue(new PaymentUnavailable('the processor: no answer'));
    try {
      expect((await decide(change.reference, 'approve')).err).toBe(ERR.PAYMENT_REQUEST_FAILED);
    } finally {
      failing.mockRestore();
    }
    await refused(number, change, 'approved', ['verify', 'reject', 'complete']);
  });

  it('verify, reject (and approve) on a completed change are refused, and nothing changes', async () => {
    const number = await order(dana, [['OC-LAMP', 1]]);
    const change = (await ask({ number, kind: 'contact', contact: { contact_name: 'Sam Porter', phone: '2125550100', email: 'sam@studio.test' } })).val;
    expect((await decide(change.reference, 'approve')).val.state).toBe('processing');
    expect((await decide(change.reference, 'complete')).val.state).toBe('completed');
    await refused(number, change, 'completed', ['verify', 'reject', 'approve', 'complete']);
  });
});
