/**
 * The client agent over the doors of customers (whose customers the agent serves), the cart (how a line reads),
 * orders (the order, its stock and items), checkout (shipping and the order's sums) and payments (the charge):
 *
 * - the customer's cart the agent builds: list, add, change the units, remove, priced as the customer pays (the
 *   catalog's retail price, or its promotional price);
 * - send the payment link: the lines priced from the catalog now, standard shipping to the customer's address, a
 *   random token only in the email (its sha256 is kept), valid PAYMENT_LINK_HOURS; sending again cancels the open link;
 * - the customer's pay page and payment, as checkout pays (docs/decisions/024-pay-then-order.md): the link's attempt
 *   n has the pending order `link:<id>:<n>` (unique per agent), its stock taken and its charge opened in one
 *   transaction with the link row held, the charge made under the attempt's key, then placed (the link paid, the
 *   cart emptied) or void (the stock back; the next attempt is n + 1). Two payments at once charge once.
 */
import {
  CARD_FEE_PERCENT,
  PRODUCT_STATUS,
  paymentLinkExpiry,
  paymentLinkOpen,
  paymentLinkReference,
  paymentLinkSerial,
  type CancelLinkResponse,
  type AchTokenizeRequest,
  type AgentCartResponse,
  type CardTokenizeRequest,
  type PaymentMethodResponse,
  type PayLinkPayResponse,
  type PayLinkResponse,
  type SendLinkRequest,
  type SendLinkResponse,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { toCartLines, type LineRow } from '../cart';
import { orderSums, shippingCents } from '../checkout';
import { ownerOf, ownersCustomerRecord, type CustomerRecord } from '../customers';
import { attemptOrder, beginOrder, fixTotals, orderNumber, placeOrder, takeItems, unitPrice, unitsToTake, voidOrder, type OrderRow } from '../orders';
import { checkoutChargeKey, describeToken, openCharge, paymentFailed, paymentRequestFailed, settleCharge, tokenizeAch, tokenizeCard } from '../payments';
import {
  cancelOpenLinks,
  clearLines,
  customerLines,
  deleteLine,
  insertLink,
  lineCount,
  linkByHash,
  lockCustomer,
  lockLinkBySerial,
  markLinkCancelled,
  markLinkPaid,
  openLinkOf,
  productLine,
  setLine,
  type LinkRow,
} from './repository';
import {
  MAX_ATTEMPTS,
  alreadyPaid,
  attemptKey,
  costCalculationFailed,
  customerNotFound,
  insufficient,
  lineNotFound,
  linkExpired,
  linkNotFound,
  linkNotOpen,
  nothingAvailable,
  paymentLinkEmail,
  paymentMethodInvalid,
  productNotFound,
  unavailable,
} from './rules';

const tokenHash = (token: string) => sha256(token).toString('hex');
const dollars = (cents: number) => cents / 100;
/** What the customer pays for a unit: the catalog's retail price, or its promotional price (never the designer's). */
const retailCents = (row: Pick<LineRow, 'designerCents' | 'consumerCents' | 'promotionalCents'>) => unitPrice(row, 'ffd');
const nameOf = (c: Pick<CustomerRecord, 'first_name' | 'last_name' | 'email'>) => `${c.first_name} ${c.last_name}`.trim() || c.email;

/** One of the agent's customers; another owner's reads exactly as a missing one. */
async function servedCustomer(db: Db, caller: Caller, customerId: string): Promise<CustomerRecord> {
  const customer = await ownersCustomerRecord(db, ownerOf(caller), customerId);
  if (!customer) throw customerNotFound();
  return customer;
}

export async function cartOf(services: Services, caller: Caller, customerId: string): Promise<AgentCartResponse> {
  const customer = await servedCustomer(services.db, caller, customerId);
  const rows = await customerLines(services.db, customer.id);
  const lines = toCartLines(rows, caller).map((line, i) => {
    const unit = retailCents(rows[i]!);
    return { ...line, id: rows[i]!.id, price: dollars(unit), amount: dollars(unit * rows[i]!.count) };
  });
  const open = await openLinkOf(services.db, customer.id);
  const live = open && paymentLinkOpen({ state: open.state, expires_at: open.expiresAt }, services.now()) ? open : null;
  return {
    customer: {
      id: customer.id,
      name: nameOf(customer),
      email: customer.email,
      phone: customer.phone,
      street_address: customer.street_address,
      city: customer.city,
      state: customer.state,
      postal: customer.postal,
      country: customer.country,
    },
    list: lines,
    count: rows.reduce((sum, r) => sum + r.count, 0),
    subtotal: dollars(rows.reduce((sum, r) => sum + retailCents(r) * r.count, 0)),
    open_link: live ? { reference: paymentLinkReference(live.serial), email: live.email, expires_at: live.expiresAt.toISOString(), total: dollars(live.totalCents) } : null,
  };
}

/** Sets (or, with `add`, adds to) the units of a SKU in the customer's cart: the product must be on sale, the units there. */
export async function putLine(services: Services, caller: Caller, body: { customer_id: string; sku_number: string; count: number }, add: boolean): Promise<AgentCartResponse> {
  const customer = await servedCustomer(services.db, caller, body.customer_id);
  await services.db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
    const product = await productLine(tx, body.sku_number);
    if (!product) throw productNotFound();
    if (product.status !== PRODUCT_STATUS.ON_SALE) throw unavailable();
    const current = await lineCount(tx, customer.id, product.skuNumber);
    if (!add && current === 0) throw lineNotFound();
    const count = add ? current + body.count : body.count;
    if (!unitsToTake(product, count, PRODUCT_STATUS.ON_SALE) || count > 999) throw insufficient();
    await setLine(tx, { customerId: customer.id, agentId: caller.account!.id, sku: product.skuNumber, count }, services.now());
  });
  return cartOf(services, caller, customer.id);
}

export async function removeLine(services: Services, caller: Caller, body: { customer_id: string; sku_number: string }): Promise<AgentCartResponse> {
  const customer = await servedCustomer(services.db, caller, body.customer_id);
  if (!(await deleteLine(services.db, customer.id, body.sku_number))) throw lineNotFound();
  return cartOf(services, caller, customer.id);
}

/** Emails the customer a payment link for the cart as it is now; an open link of the customer is cancelled. */
export async function sendLink(services: Services, caller: Caller, body: SendLinkRequest): Promise<SendLinkResponse> {
  const customer = await servedCustomer(services.db, caller, body.customer_id);
  const agent = caller.account!;
  const now = services.now();
  const token = randomToken();
  const link = await services.db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
    const rows = await customerLines(tx, customer.id);
    if (rows.length === 0) throw nothingAvailable();
    for (const row of rows) {
      if (row.status !== PRODUCT_STATUS.ON_SALE) throw unavailable();
      if (!unitsToTake(row, row.count, PRODUCT_STATUS.ON_SALE)) throw insufficient();
    }
    const lines = rows.map((r) => ({ skuNumber: r.skuNumber, name: r.name, count: r.count, customizableType: r.customizableType, unitCents: retailCents(r), lineCents: retailCents(r) * r.count }));
    const subtotalCents = lines.reduce((sum, l) => sum + l.lineCents, 0);
    const shipping = shippingCents('standard', body.address, lines.reduce((sum, l) => sum + l.count, 0));
    await cancelOpenLinks(tx, customer.id);
    const row = await insertLink(tx, {
      agentId: agent.id,
      customerId: customer.id,
      brand: caller.brand,
      email: body.email,
      tokenHash: tokenHash(token),
      lines,
      subtotalCents,
      shippingCents: shipping,
      totalCents: subtotalCents + shipping,
      shippingAddress: { ...body.address },
      expiresAt: paymentLinkExpiry(now),
    });
    const email = paymentLinkEmail({
      reference: paymentLinkReference(row.serial),
      customerName: nameOf(customer),
      agentName: `${agent.firstName} ${agent.lastName}`.trim() || agent.email,
      agentCode: agent.agentCode ?? '',
      lines,
      totalCents: row.totalCents,
      token,
      publicUrl: services.config.PUBLIC_URL,
      expiresAt: row.expiresAt,
    });
    await services.outbox.enqueue({ channel: 'email', template: 'client_payment_link', recipient: body.email, ...email }, tx);
    return row;
  });
  return {
    reference: paymentLinkReference(link.serial),
    email: link.email,
    expires_at: link.expiresAt.toISOString(),
    subtotal: dollars(link.subtotalCents),
    shipping: dollars(link.shippingCents),
    total: dollars(link.totalCents),
  };
}

/** The link's current attempt: the first whose order is not void (n, and its order when it has one). */
async function currentAttempt(db: Db, link: LinkRow): Promise<{ n: number; order: OrderRow | null }> {
  for (let n = 0; n < MAX_ATTEMPTS; n += 1) {
    const order = await attemptOrder(db, link.agentId, attemptKey(link.id, n));
    if (!order || order.state !== 'void') return { n, order };
  }
  throw paymentFailed();
}

/** The link of a token: unknown reads as expired; paid, 'You have already paid, please do not pay again'. */
async function payableLink(services: Services, token: string): Promise<{ link: LinkRow; attempt: { n: number; order: OrderRow | null } }> {
  const link = await linkByHash(services.db, tokenHash(token));
  if (!link) throw linkExpired();
  const attempt = await currentAttempt(services.db, link);
  if (attempt.order?.state === 'placed') throw alreadyPaid(orderNumber(attempt.order.serial));
  // An attempt under way is followed even past the expiry: its charge may have been made.
  if (!attempt.order && !paymentLinkOpen({ state: link.state, expires_at: link.expiresAt }, services.now())) throw linkExpired();
  return { link, attempt };
}

export async function linkDetail(services: Services, token: string): Promise<PayLinkResponse> {
  const { link } = await payableLink(services, token);
  const customer = await ownersCustomerRecord(services.db, link.agentId, link.customerId);
  return {
    reference: paymentLinkReference(link.serial),
    customer_name: customer ? nameOf(customer) : link.email,
    lines: link.lines.map((l) => ({ sku_number: l.skuNumber, name: l.name, count: l.count, price: dollars(l.unitCents), amount: dollars(l.lineCents) })),
    subtotal: dollars(link.subtotalCents),
    shipping: dollars(link.shippingCents),
    total: dollars(link.totalCents),
    shipping_address: link.shippingAddress,
    expires_at: link.expiresAt.toISOString(),
    card_fee_percent: CARD_FEE_PERCENT,
  };
}

/** Tokenizes the pay page's card or bank account while its link may be paid (the customer has no account). */
export async function tokenizeForLink(services: Services, token: string, method: { card: CardTokenizeRequest } | { ach: AchTokenizeRequest }): Promise<PaymentMethodResponse> {
  await payableLink(services, token);
  return 'card' in method ? tokenizeCard(services, method.card) : tokenizeAch(services, method.ach);
}

/**
 * Pays the link and creates the customer's order. Refusals: the link expired or unknown, paid already (with the
 * order number), a token the processor does not know, a unit no longer there ('Insufficient inventory'), an amount
 * other than the page showed, a decline ('Payment failed'), no answer ('Payment request failed, please resubmit').
 */
export async function payLink(services: Services, body: { token: string; payment_token: string; amount_due?: number | null }): Promise<PayLinkPayResponse> {
  const { link, attempt } = await payableLink(services, body.token);
  if (attempt.order) return settle(services, link, attempt.order);
  const method = await describeToken(services, body.payment_token);
  if (!method) throw paymentMethodInvalid();
  const key = attemptKey(link.id, attempt.n);
  const customer = await ownersCustomerRecord(services.db, link.agentId, link.customerId);

  await services.db.transaction(async (tx) => {
    // The link's row is held: a parallel payment waits here, then finds this attempt's order and follows it.
    const locked = await linkByHash(tx, link.tokenHash, true);
    if (!locked || locked.state !== 'open') return;
    const order = await beginOrder(tx, {
      // The agent's customers are the agent's (ownersCustomerRecord found it under the agent): so is the order.
      ownerId: link.agentId,
      accountId: link.agentId,
      customerId: link.customerId,
      channel: 'trade',
      brand: link.brand,
      checkoutKey: key,
      shippingAddress: link.shippingAddress,
      contact: { contact_name: customer ? nameOf(customer) : link.email, phone: customer?.phone ?? '', email: link.email },
      billingAddress: link.shippingAddress,
      shippingMethod: 'standard',
      subtotalCents: 0,
      shippingCents: link.shippingCents,
      totalCents: 0,
      dueNowCents: 0,
      balanceCents: 0,
      payment: { method: method.method, brand: method.brand, funding: method.funding, last4: method.last4, exp: method.expMonth ? `${method.expMonth}/${method.expYear}` : '' },
    });
    if (!order) return;
    const items = await takeItems(tx, order.id, link.lines.map((l) => ({ skuNumber: l.skuNumber, customizableType: l.customizableType, count: l.count })), 'ffd');
    const sums = orderSums(items.map((i) => i.lineCents), 0, link.shippingCents, method.funding, false);
    if (body.amount_due !== undefined && body.amount_due !== null && Math.round(body.amount_due * 100) !== sums.chargeCents) throw costCalculationFailed();
    await fixTotals(tx, order.id, {
      subtotalCents: sums.subtotalCents,
      discountCents: 0,
      couponCode: null,
      totalCents: sums.totalCents,
      dueNowCents: sums.dueNowCents,
      cardFeeCents: sums.cardFeeCents,
      balanceCents: sums.balanceCents,
    });
    await openCharge(tx, { idempotencyKey: checkoutChargeKey(link.agentId, key), accountId: link.agentId, orderId: order.id, token: body.payment_token, method: method.method, amountCents: sums.chargeCents }, services);
  });
  const order = await attemptOrder(services.db, link.agentId, key);
  if (!order) {
    // The link was paid or cancelled while this payment waited for it.
    const again = await payableLink(services, body.token);
    if (again.attempt.order) return settle(services, again.link, again.attempt.order);
    throw linkExpired();
  }
  return settle(services, link, order);
}

/** Follows an attempt: placed, already paid; void, failed; pending, the charge is asked (never made twice) and settled. */
async function settle(services: Services, link: LinkRow, order: OrderRow): Promise<PayLinkPayResponse> {
  if (order.state === 'placed') {
    await markLinkPaid(services.db, link.id, order.id, order.placedAt ?? services.now());
    throw alreadyPaid(orderNumber(order.serial));
  }
  if (order.state === 'void') throw paymentFailed();
  const outcome = await settleCharge(services, checkoutChargeKey(order.accountId, order.checkoutKey), `Order ${orderNumber(order.serial)} (${paymentLinkReference(link.serial)})`);
  if (outcome.status === 'unknown') throw paymentRequestFailed();
  const now = services.now();
  // Each transaction holds the link's row before the order's, as the reservation does (never a deadlock between them).
  if (outcome.status === 'declined') {
    await services.db.transaction(async (tx) => {
      await linkByHash(tx, link.tokenHash, true);
      await voidOrder(tx, order.id, now);
    });
    throw paymentFailed();
  }
  const placed = await services.db.transaction(async (tx) => {
    await linkByHash(tx, link.tokenHash, true);
    if (!(await placeOrder(tx, order.id, now))) return false;
    await markLinkPaid(tx, link.id, order.id, now);
    await clearLines(tx, link.customerId);
    return true;
  });
  if (!placed) throw alreadyPaid(orderNumber(order.serial));
  return {
    reference: paymentLinkReference(link.serial),
    order_number: orderNumber(order.serial),
    charged: dollars(order.dueNowCents + order.cardFeeCents),
    total: dollars(order.totalCents),
  };
}

/**
 * Staff cancel an open link by its reference (the agent who sent it through the call, `agentId`; any through the
 * command, null): the customer's page then says the link has expired. A paid or cancelled link is refused; a link
 * past its expiry is cancelled all the same.
 */
export async function cancelLink(services: Services, reference: string, agentId: string | null): Promise<CancelLinkResponse> {
  const serial = paymentLinkSerial(reference);
  if (serial === null) throw linkNotFound();
  const row = await services.db.transaction(async (tx) => {
    const link = await lockLinkBySerial(tx, serial, agentId);
    if (!link) throw linkNotFound();
    if (link.state !== 'open') throw linkNotOpen();
    // An attempt under way keeps the link: its charge may already be made.
    const attempt = await currentAttempt(tx, link);
    if (attempt.order) throw linkNotOpen();
    await markLinkCancelled(tx, link.id);
    return { ...link, state: 'cancelled' };
  });
  return { reference: paymentLinkReference(row.serial), state: 'cancelled', email: row.email, expires_at: row.expiresAt.toISOString() };
}
