import { CARD_FEE_PERCENT, CLIENT_AGENT_CALLS, CLIENT_AGENT_MESSAGES, CUSTOMER_CALLS, ERR, MESSAGES, ORDER_CALLS, PAYMENT_LINK_HOURS, PRODUCT_STATUS, PROJECT_MESSAGES, percentOfCents } from '@storefront/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePaymentLinkArgs } from '../../commands/payment-link';
import { openSession } from '../identity';
import { cancelLink } from '.';
import { orders, outbox, paymentCharges, paymentLinks, products } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, NY_ADDRESS, buyer, type Buyer } from '../../testing/checkout';

let api: TestApi;
interface Agent {
  id: string;
  token: string;
  code: string;
}
let agent: Agent;
let rival: Agent;
let designer: Buyer;
let customerId: string;

async function makeAgent(email: string, code: string): Promise<Agent> {
  const made = await createAccount(api.services, { kind: 'client_agent', email, agentCode: code, firstName: 'Avery', password: null });
  const { token } = await openSession(api.services, { id: made.id, kind: 'client_agent' }, 'hom');
  return { id: made.id, token, code };
}

const as = (who: Agent) => ({ token: who.token, mode: 'mibd_designer', headers: { agent_user_id: who.id, agent_user_code: who.code } });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });
const cart = (who: Agent = agent, id = customerId) => api.call(CLIENT_AGENT_CALLS.cart, { body: { customer_id: id }, ...as(who) });
const add = (sku: string, count: number, who: Agent = agent, id = customerId) => api.call(CLIENT_AGENT_CALLS.cartAdd, { body: { customer_id: id, sku_number: sku, count }, ...as(who) });
const send = (email = 'casey@home.test', who: Agent = agent, id = customerId) =>
  api.call(CLIENT_AGENT_CALLS.sendLink, { body: { customer_id: id, email, address: { ...NY_ADDRESS, full_name: 'Casey Morgan', company: '' } }, ...as(who) });
const stock = async (sku: string) => (await api.services.db.select({ stock: products.stock }).from(products).where(eq(products.skuNumber, sku)))[0]!.stock;
/** The token of the newest payment link emailed to `recipient` (the token is only in the email). */
async function emailedToken(recipient: string): Promise<string> {
  const rows = await api.services.db.select().from(outbox).where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'client_payment_link')));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  return new URL((newest.links as Array<{ url: string }>)[0]!.url).searchParams.get('token')!;
}
const detail = (token: string) => api.call(CLIENT_AGENT_CALLS.payLink, { body: { token } });
async function cardFor(token: string, number: string = CARDS.visaCredit): Promise<string> {
  const res = await api.call(CLIENT_AGENT_CALLS.payLinkTokenizeCard, { body: { link_token: token, number, exp_month: 12, exp_year: 2030, cvc: '123', name: 'Casey Morgan' } });
  if (res.err !== ERR.OK) throw new Error(res.errmsg);
  return res.val.token;
}
const pay = (token: string, paymentToken: string, amountDue?: number) => api.call(CLIENT_AGENT_CALLS.payLinkPay, { body: { token, payment_token: paymentToken, amount_due: amountDue } });

beforeAll(async () => {
  // The clock moves past the link's 72 hours: sessions stay open meanwhile.
  api = await startTestApi({ SESSION_IDLE_MINUTES: '100000' });
  await insertProducts(api.services, [
    { skuNumber: 'CA-SOFA', name: 'Harlow Sofa', stock: 3, designerCents: 100_000, consumerCents: 200_000 },
    { skuNumber: 'CA-LAMP', name: 'Orbit Lamp', stock: 10, designerCents: 10_000, consumerCents: 30_000, promotionalCents: 25_000 },
    { skuNumber: 'CA-GONE', name: 'Retired Chair', stock: 5, status: PRODUCT_STATUS.UNAVAILABLE },
    { skuNumber: 'CA-LAST', name: 'Last Console', stock: 1, consumerCents: 90_000 },
  ]);
  agent = await makeAgent('avery@agents.test', 'AG-1001');
  rival = await makeAgent('rowan@agents.test', 'AG-2002');
  designer = await buyer(api.services, 'dana@studio.test');
  const created = await api.call(CUSTOMER_CALLS.add, {
    body: { first_name: 'Casey', last_name: 'Morgan', email: 'casey@home.test', phone: '2125550199', street_address: '200 Park Avenue South', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
    ...as(agent),
  });
  expect(created.err).toBe(ERR.OK);
  customerId = created.val.id;
});
afterAll(() => api.close());

describe("the agent's customers and the customer's cart", () => {
  it("lists the agent's own customers through the customers' calls, searched by name", async () => {
    const mine = await api.call(CUSTOMER_CALLS.list, { body: { search: 'Casey' }, ...as(agent) });
    expect(mine.val.list.map((c) => c.id)).toEqual([customerId]);
    expect((await api.call(CUSTOMER_CALLS.list, { body: { search: 'Casey' }, ...as(rival) })).val.list).toEqual([]);
  });

  it("refuses calls without the agent's own headers, other kinds, and another agent's customer", async () => {
    const body = { customer_id: customerId };
    expect(pick(await api.call(CLIENT_AGENT_CALLS.cart, { body, token: agent.token, mode: 'mibd_designer' }))).toEqual({ err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
    expect((await api.call(CLIENT_AGENT_CALLS.cart, { body, token: agent.token, mode: 'mibd_designer', headers: { agent_user_id: agent.id, agent_user_code: 'AG-9999' } })).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CLIENT_AGENT_CALLS.cart, { body, token: agent.token, mode: 'mibd_designer', headers: { agent_user_id: rival.id, agent_user_code: rival.code } })).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CLIENT_AGENT_CALLS.cart, { body, token: designer.token, mode: designer.mode })).err).toBe(ERR.NO_PERMISSION);
    expect((await api.call(CLIENT_AGENT_CALLS.cart, { body })).err).toBe(ERR.SESSION_INVALID);
    expect(pick(await cart(rival))).toEqual({ err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound });
    expect(pick(await add('CA-SOFA', 1, rival))).toEqual({ err: ERR.CUSTOMER_NOT_FOUND, errmsg: PROJECT_MESSAGES.customerNotFound });
  });

  it('adds, changes and removes lines priced as the customer pays (retail, or promotional), with the refusals of the cart', async () => {
    expect((await add('CA-SOFA', 1)).err).toBe(ERR.OK);
    const res = await add('CA-SOFA', 1);
    expect(res.val.list.map((l) => [l.sku_number, l.count, l.price, l.amount])).toEqual([['CA-SOFA', 2, 2000, 4000]]);
    const lamp = await add('CA-LAMP', 3);
    expect(lamp.val.list.map((l) => [l.sku_number, l.count, l.price])).toEqual([
      ['CA-SOFA', 2, 2000],
      ['CA-LAMP', 3, 250],
    ]);
    expect(lamp.val).toMatchObject({ count: 5, subtotal: 4750, open_link: null, customer: { name: 'Casey Morgan', email: 'casey@home.test', city: 'New York' } });
    const changed = await api.call(CLIENT_AGENT_CALLS.cartUpdate, { body: { customer_id: customerId, sku_number: 'CA-LAMP', count: 1 }, ...as(agent) });
    expect(changed.val.subtotal).toBe(4250);
    expect(pick(await add('CA-SOFA', 2))).toEqual({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory });
    expect(pick(await add('CA-GONE', 1))).toEqual({ err: ERR.PRODUCT_UNAVAILABLE, errmsg: MESSAGES.unavailableForPurchase });
    expect(pick(await add('NO-SUCH-SKU', 1))).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist });
    expect((await add('CA-SOFA', 0)).err).toBe(ERR.BAD_REQUEST);
    const removed = await api.call(CLIENT_AGENT_CALLS.cartRemove, { body: { customer_id: customerId, sku_number: 'CA-LAMP' }, ...as(agent) });
    expect(removed.val.list.map((l) => l.sku_number)).toEqual(['CA-SOFA']);
    expect(pick(await api.call(CLIENT_AGENT_CALLS.cartRemove, { body: { customer_id: customerId, sku_number: 'CA-LAMP' }, ...as(agent) }))).toEqual({ err: ERR.CART_LINE_NOT_FOUND, errmsg: MESSAGES.cartLineNotFound });
  });
});

describe('the payment link', () => {
  let token: string;

  it('emails the customer a link valid 72 hours; sending again replaces the open link', async () => {
    const first = await send();
    expect(first.err).toBe(ERR.OK);
    expect(first.val.reference).toMatch(/^PL\d+$/);
    expect(first.val).toMatchObject({ email: 'casey@home.test', subtotal: 4000 });
    expect(new Date(first.val.expires_at).getTime() - api.services.now().getTime()).toBeGreaterThan((PAYMENT_LINK_HOURS - 1) * 3_600_000);
    const firstToken = await emailedToken('casey@home.test');
    expect((await detail(firstToken)).err).toBe(ERR.OK);

    const second = await send();
    expect(second.val.reference).not.toBe(first.val.reference);
    token = await emailedToken('casey@home.test');
    expect(token).not.toBe(firstToken);
    expect(pick(await detail(firstToken))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
    expect((await cart()).val.open_link).toMatchObject({ reference: second.val.reference, email: 'casey@home.test' });
    const [mail] = await api.services.db.select().from(outbox).where(and(eq(outbox.template, 'client_payment_link'), like(outbox.subject, `%${second.val.reference}%`)));
    expect(mail!.body).toContain('Harlow Sofa x 2');
    expect(mail!.body).toContain('AG-1001');
    // The token is only in the email: the table keeps its hash.
    const rows = await api.services.db.select({ hash: paymentLinks.tokenHash }).from(paymentLinks);
    expect(rows.some((r) => r.hash === token)).toBe(false);
  });

  it('shows the customer the lines, totals and shipping address without an account', async () => {
    const res = await detail(token);
    expect(res.val.lines).toEqual([{ sku_number: 'CA-SOFA', name: 'Harlow Sofa', count: 2, price: 2000, amount: 4000 }]);
    expect(res.val.subtotal).toBe(4000);
    expect(res.val.total).toBe(res.val.subtotal + res.val.shipping);
    expect(res.val.shipping_address).toMatchObject({ full_name: 'Casey Morgan', city: 'New York', state: 'NY' });
    expect(res.val).toMatchObject({ customer_name: 'Casey Morgan', card_fee_percent: CARD_FEE_PERCENT });
    expect(pick(await detail('x'.repeat(43)))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
  });

  it('refuses an empty cart, and a link to a customer not the agent’s', async () => {
    const other = await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Riley', last_name: 'Empty', email: 'riley@home.test' }, ...as(agent) });
    expect(pick(await send('riley@home.test', agent, other.val.id))).toEqual({ err: ERR.CHECKOUT_NOTHING_AVAILABLE, errmsg: MESSAGES.nothingAvailableInCart });
    expect((await send('casey@home.test', rival)).err).toBe(ERR.CUSTOMER_NOT_FOUND);
  });

  it('a declined card leaves no order and the stock; another card pays the whole total with its card fee, once', async () => {
    const before = await stock('CA-SOFA');
    expect(pick(await pay(token, await cardFor(token, CARDS.declined)))).toEqual({ err: ERR.PAYMENT_FAILED, errmsg: MESSAGES.paymentFailed });
    expect(await stock('CA-SOFA')).toBe(before);

    const total = (await detail(token)).val.total;
    const charge = total + percentOfCents(Math.round(total * 100), CARD_FEE_PERCENT) / 100;
    const card = await cardFor(token);
    expect(pick(await pay(token, card, total))).toEqual({ err: ERR.COST_CALCULATION_FAILED, errmsg: MESSAGES.costCalculationFailed });
    const paid = await pay(token, card, charge);
    expect(paid.err).toBe(ERR.OK);
    expect(paid.val.order_number).toMatch(/^SO\d+$/);
    expect(paid.val).toMatchObject({ charged: charge, total });
    expect(await stock('CA-SOFA')).toBe(before - 2);
    // The cart was the customer's order: it is empty now, and the link is paid.
    expect((await cart()).val).toMatchObject({ list: [], open_link: null });
    const [order] = await api.services.db.select().from(orders).where(eq(orders.customerId, customerId));
    expect(order).toMatchObject({ state: 'placed', accountId: agent.id, ownerId: agent.id, totalCents: Math.round(total * 100), balanceCents: 0 });
    // The agent reads it among their orders, for their customer; another agent finds no such order.
    const number = paid.val.order_number;
    expect((await api.call(ORDER_CALLS.designerList, { body: {}, ...as(agent) })).val.list).toEqual([expect.objectContaining({ number, customer_name: 'Casey Morgan', total })]);
    expect((await api.call(ORDER_CALLS.detail, { body: { number }, ...as(agent) })).val).toMatchObject({ number, customer_name: 'Casey Morgan', total, paid: charge });
    expect((await api.call(ORDER_CALLS.designerList, { body: {}, ...as(rival) })).val.list).toEqual([]);
    expect(pick(await api.call(ORDER_CALLS.detail, { body: { number }, ...as(rival) }))).toEqual({ err: ERR.ORDER_NOT_FOUND, errmsg: MESSAGES.orderNotFound });

    const again = await pay(token, card, charge);
    expect(pick(again)).toEqual({ err: ERR.PAYMENT_ALREADY_PAID, errmsg: MESSAGES.paymentAlreadyPaid });
    expect(pick(await detail(token))).toEqual({ err: ERR.PAYMENT_ALREADY_PAID, errmsg: MESSAGES.paymentAlreadyPaid });
    expect((await api.services.db.select().from(paymentCharges).where(and(eq(paymentCharges.accountId, agent.id), eq(paymentCharges.status, 'succeeded')))).length).toBe(1);
  });

  it('says the link has expired after 72 hours', async () => {
    await add('CA-LAMP', 1);
    await send();
    const late = await emailedToken('casey@home.test');
    api.advance((PAYMENT_LINK_HOURS + 1) * 3_600_000);
    expect(pick(await detail(late))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
    expect(pick(await api.call(CLIENT_AGENT_CALLS.payLinkTokenizeCard, { body: { link_token: late, number: CARDS.visaCredit, exp_month: 12, exp_year: 2030, cvc: '123' } }))).toEqual({
      err: ERR.LINK_EXPIRED,
      errmsg: MESSAGES.linkExpired,
    });
    expect(pick(await pay(late, 'tok_anything'))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
    expect((await cart()).val.open_link).toBeNull();
  });

  it('pays a link once when it is paid many times at once: one charge, one order, one unit of the last', async () => {
    const jordan = (await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Jordan', last_name: 'Reyes', email: 'jordan@home.test' }, ...as(agent) })).val.id;
    await add('CA-LAST', 1, agent, jordan);
    expect((await send('jordan@home.test', agent, jordan)).err).toBe(ERR.OK);
    const link = await emailedToken('jordan@home.test');
    const cards = await Promise.all(Array.from({ length: 8 }, () => cardFor(link, CARDS.visaDebit)));
    const answers = await Promise.all(cards.map((card) => pay(link, card)));
    expect(answers.filter((a) => a.err === ERR.OK)).toHaveLength(1);
    expect(answers.filter((a) => a.err !== ERR.OK).map(pick)).toEqual(Array.from({ length: 7 }, () => ({ err: ERR.PAYMENT_ALREADY_PAID, errmsg: MESSAGES.paymentAlreadyPaid })));
    expect(await stock('CA-LAST')).toBe(0);
    const placed = await api.services.db.select().from(orders).where(eq(orders.customerId, jordan));
    expect(placed.map((o) => o.state)).toEqual(['placed']);
    expect(await api.services.db.select({ state: paymentLinks.state }).from(paymentLinks).where(eq(paymentLinks.orderId, placed[0]!.id))).toEqual([{ state: 'paid' }]);
    expect(await api.services.db.select({ status: paymentCharges.status }).from(paymentCharges).where(eq(paymentCharges.orderId, placed[0]!.id))).toEqual([{ status: 'succeeded' }]);
  });
});

describe('staff cancel a link', () => {
  it('cancels an open link by its reference (the agent who sent it, or the command); paid or unknown links are refused', async () => {
    const riley = (await api.call(CUSTOMER_CALLS.add, { body: { first_name: 'Riley', last_name: 'Stone', email: 'riley.stone@home.test' }, ...as(agent) })).val.id;
    await add('CA-LAMP', 1, agent, riley);
    const sent = (await send('riley.stone@home.test', agent, riley)).val;
    const token = await emailedToken('riley.stone@home.test');
    const cancel = (reference: string, who: Agent = agent) => api.call(CLIENT_AGENT_CALLS.cancelLink, { body: { reference }, ...as(who) });
    expect(pick(await cancel(sent.reference, rival))).toEqual({ err: ERR.NOT_FOUND, errmsg: CLIENT_AGENT_MESSAGES.linkNotFound });
    expect(pick(await cancel('PL999999'))).toEqual({ err: ERR.NOT_FOUND, errmsg: CLIENT_AGENT_MESSAGES.linkNotFound });
    const done = await cancel(sent.reference.toLowerCase());
    expect(done.val).toMatchObject({ reference: sent.reference, state: 'cancelled', email: 'riley.stone@home.test' });
    expect(pick(await detail(token))).toEqual({ err: ERR.LINK_EXPIRED, errmsg: MESSAGES.linkExpired });
    expect(pick(await cancel(sent.reference))).toEqual({ err: ERR.BAD_REQUEST, errmsg: CLIENT_AGENT_MESSAGES.linkNotOpen });

    // The command cancels any agent's link.
    const again = (await send('riley.stone@home.test', agent, riley)).val;
    expect(await cancelLink(api.services, again.reference, null)).toMatchObject({ reference: again.reference, state: 'cancelled' });
    expect(parsePaymentLinkArgs(['cancel', 'pl100001'])).toEqual({ action: 'cancel', reference: 'PL100001' });
    expect(parsePaymentLinkArgs(['cancel'])).toBeNull();
    expect(parsePaymentLinkArgs(['pay', 'PL100001'])).toBeNull();
    expect(parsePaymentLinkArgs(['cancel', 'SO100001'])).toBeNull();
  });
});
