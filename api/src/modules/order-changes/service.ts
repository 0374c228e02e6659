/**
 * Order changes over their SQL and the doors of orders (number, unit price, the stock a unit takes, new items),
 * checkout (an order's sums and shipping, as it prices them) and payments (describe a token, open and settle a charge
 * under its idempotency key, refund). A designer asks; staff decide; an approved change that costs more waits for its
 * supplementary payment (a 48-hour link), one that costs less is applied and refunded, one that costs the same is
 * applied. Applying a change writes the order (address, contact, items with their stock, totals) in one transaction
 * with the change's state. A provider's call (charge, refund) is never made inside a transaction.
 */
import {
  ApiError,
  CARD_FEE_PERCENT,
  ERR,
  MESSAGES,
  OPEN_CHANGE_STATES,
  ORDER_CANCEL_HOURS,
  ORDER_CHANGE_KIND_LABELS,
  ORDER_CHANGE_SEARCH_LIMIT,
  ORDER_CHANGE_STATE_LABELS,
  PRODUCT_STATUS,
  canCancelOrder,
  changeReference,
  type ChangeDecideRequest,
  type ChangeListResponse,
  type ChangeProductSearchResponse,
  type ChangeRecord,
  type ChangeRequest,
  type Funding,
  type OrderChangeKind,
  type OrderChangeState,
  type ShippingMethod,
  type SupPayResponse,
  type SupPaymentResponse,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { orderSums, shippingCents } from '../checkout';
import { orderItemsOf, orderNumber, serialOf, takeItems, unitPrice, unitsToTake } from '../orders';
import { checkoutChargeKey, describeToken, openCharge, paymentFailed, paymentRequestFailed, refundCharge, settleCharge } from '../payments';
import {
  accountEmail,
  chargeByKey,
  paidChargesOfOrder,
  changesOf,
  deleteItem,
  findChange,
  insertChange,
  insertEvent,
  liveChargesOf,
  lockOrder,
  lockProduct,
  moveStock,
  openChangesOfKind,
  orderById,
  ownersOrder,
  productsBySku,
  searchProducts,
  setItem,
  setOrder,
  updateChange,
  type ChangeRow,
  type OrderItem,
  type PlacedOrder,
} from './repository';
import {
  afterApproval,
  alreadyInOrder,
  alreadyPaid,
  cancelWindowClosed,
  changeNotFound,
  changeSerialOf,
  decisionEmail,
  decisionTarget,
  difference,
  isOpen,
  linesAfter,
  linkExpired,
  linkExpiredAt,
  nothingChanges,
  openOfKind,
  orderShipped,
  paymentLinkEmail,
  payExpiry,
  productGone,
  productNotExist,
  supplementaryFee,
  toRecord,
  wrongState,
  type Details,
  type Line,
  type NewSums,
} from './rules';

const orderNotFound = () => new ApiError(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound);
const insufficientInventory = () => new ApiError(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);
const paymentMethodInvalid = () => new ApiError(ERR.PAYMENT_TOKENIZE_FAILED, MESSAGES.paymentMethodInvalid);
const costCalculationFailed = () => new ApiError(ERR.COST_CALCULATION_FAILED, MESSAGES.costCalculationFailed);
const ownerOf = (caller: Caller) => caller.account!.companyId ?? caller.account!.id;
const channelOf = (order: PlacedOrder): 'trade' | 'ffd' => (order.channel === 'ffd' ? 'ffd' : 'trade');
const fundingOf = (order: PlacedOrder): Funding => (order.payment.funding === 'debit' ? 'debit' : order.payment.funding === 'bank' ? 'bank' : 'credit');
const tokenHash = (token: string) => sha256(token).toString('hex');
const PAID_STATES: readonly string[] = ['supplementary_paid', 'processing', 'completed'];
const chargeKeyPrefix = (changeId: string) => `orderchange:${changeId}:`;
const refundKey = (changeId: string) => `orderchange-refund:${changeId}`;

async function callersOrder(db: Db, caller: Caller, number: string): Promise<PlacedOrder> {
  const serial = serialOf(number);
  const order = serial === null ? null : await ownersOrder(db, ownerOf(caller), serial);
  if (!order) throw orderNotFound();
  return order;
}

const linesOf = (items: readonly OrderItem[]): Line[] => items.map((i) => ({ itemId: i.id, skuNumber: i.skuNumber, name: i.name, unitCents: i.unitCents, count: i.count }));

/** The order's sums after the change, priced as checkout prices an order; null when it leaves no line (a cancel). */
function sumsAfter(order: PlacedOrder, items: readonly OrderItem[], kind: OrderChangeKind, details: Details): NewSums | null {
  const lines = linesAfter(kind, linesOf(items), details);
  if (lines.length === 0) return null;
  const address = kind === 'address' && 'address' in details ? details.address : order.shippingAddress;
  const units = lines.reduce((n, l) => n + l.count, 0);
  const shipping = shippingCents(order.shippingMethod as ShippingMethod, { country: address.country ?? '', state: address.state ?? '', postal: address.postal ?? '' }, units);
  return orderSums(
    lines.map((l) => l.unitCents * l.count),
    order.discountCents,
    shipping,
    fundingOf(order),
    channelOf(order) === 'trade',
  );
}

const shippedYet = (items: readonly OrderItem[]) => items.some((i) => i.shippingStatus === 'shipped' || i.shippingStatus === 'delivered');
const orderCancelled = (changes: readonly ChangeRow[]) => changes.some((c) => c.kind === 'cancel' && (c.state === 'cancelled' || c.state === 'refunded'));

async function recordOf(db: Db, change: ChangeRow): Promise<ChangeRecord> {
  const order = await orderById(db, change.orderId);
  return toRecord(change, orderNumber(order!.serial), await orderItemsOf(db, change.orderId));
}

// ---------------------------------------------------------------------------------------------
// The designer.

export async function listChanges(services: Services, caller: Caller, body: { number: string }): Promise<ChangeListResponse> {
  const order = await callersOrder(services.db, caller, body.number);
  const [changes, items] = await Promise.all([changesOf(services.db, order.id), orderItemsOf(services.db, order.id)]);
  const placedAt = order.placedAt ?? order.createdAt;
  const cancelUntil = new Date(placedAt.getTime() + ORDER_CANCEL_HOURS * 3_600_000);
  const cancelAsked = changes.some((c) => c.kind === 'cancel' && (isOpen(c.state) || c.state === 'cancelled' || c.state === 'refunded'));
  // Why a cancellation would be refused, as requestChange refuses it; the records already say when one was asked.
  const refusal = cancelAsked ? null : shippedYet(items) ? orderShipped() : !canCancelOrder(placedAt, services.now()) ? cancelWindowClosed() : null;
  return {
    list: changes.map((c) => toRecord(c, orderNumber(order.serial), items)),
    can_cancel: !cancelAsked && !refusal,
    cancel_until: cancelUntil.toISOString(),
    cancel_refusal: refusal?.message ?? '',
  };
}

/** What the request asks, checked against the order, as stored in the change's details. */
async function detailsOf(db: Db, order: PlacedOrder, items: readonly OrderItem[], body: ChangeRequest): Promise<Details> {
  switch (body.kind) {
    case 'address': {
      const current = order.shippingAddress;
      const next: Record<string, string> = { ...body.address };
      if (Object.keys(next).every((k) => (current[k] ?? '') === next[k])) throw nothingChanges();
      return { address: next };
    }
    case 'contact': {
      const current = order.contact;
      const next: Record<string, string> = { ...body.contact };
      if (Object.keys(next).every((k) => (current[k] ?? '') === next[k])) throw nothingChanges();
      return { contact: next };
    }
    case 'quantity': {
      const counts = new Map<string, number>();
      for (const i of body.items) counts.set(i.item_id.toLowerCase(), i.count);
      const asked = [...counts].map(([itemId, count]) => {
        const item = items.find((it) => it.id === itemId);
        if (!item) throw orderNotFound();
        return { item, count };
      });
      const changed = asked.filter((a) => a.count !== a.item.count);
      if (changed.length === 0) throw nothingChanges();
      // Every line removed is a cancel, not a quantity change.
      if (items.every((i) => (counts.get(i.id) ?? i.count) === 0)) throw nothingChanges();
      return { items: changed.map((a) => ({ itemId: a.item.id, count: a.count, fromCount: a.item.count, skuNumber: a.item.skuNumber, name: a.item.name })) };
    }
    case 'add_item': {
      const wanted = new Map<string, number>();
      for (const i of body.items) wanted.set(i.sku_number.toUpperCase(), (wanted.get(i.sku_number.toUpperCase()) ?? 0) + i.count);
      const found = await productsBySku(db, [...wanted.keys()]);
      const added = [];
      for (const [sku, count] of wanted) {
        const product = found.find((p) => p.skuNumber.toUpperCase() === sku);
        // The outlet's products are not the trade's: another channel's product reads as none.
        if (!product || (product.brandId === 'ol') !== (channelOf(order) === 'ffd')) throw productNotExist();
        if (product.status !== PRODUCT_STATUS.ON_SALE) throw productGone();
        if (!unitsToTake(product, count, PRODUCT_STATUS.ON_SALE)) throw insufficientInventory();
        if (!body.confirm_duplicate && items.some((i) => i.skuNumber === product.skuNumber)) throw alreadyInOrder();
        added.push({ skuNumber: product.skuNumber, name: product.name, unitCents: unitPrice(product, channelOf(order)), count });
      }
      return { items: added };
    }
    case 'cancel':
      return { reason: body.reason, note: body.note?.trim() ?? '' };
  }
}

/**
 * A designer's request: one open request of a kind at a time; nothing once the order has shipped or was cancelled;
 * a cancel only within 24 hours of the order (section 9). What it would cost is estimated now (staff's approval prices
 * it again).
 */
export async function requestChange(services: Services, caller: Caller, body: ChangeRequest): Promise<ChangeRecord> {
  const order = await callersOrder(services.db, caller, body.number);
  const now = services.now();
  const row = await services.db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id))!;
    const items = await orderItemsOf(tx, order.id);
    const changes = await changesOf(tx, order.id);
    if (orderCancelled(changes)) throw wrongState();
    if (shippedYet(items)) throw orderShipped();
    if (body.kind === 'cancel' && !canCancelOrder(locked.placedAt ?? locked.createdAt, now)) throw cancelWindowClosed();
    // A change whose payment link expired is closed: the add-on portal is shut, and another may be asked.
    if ((await openChangesOfKind(tx, order.id, body.kind, OPEN_CHANGE_STATES)).some((c) => !linkExpiredAt(c, now))) throw openOfKind();
    const details = await detailsOf(tx, locked, items, body);
    const money = difference(body.kind, locked, sumsAfter(locked, items, body.kind, details));
    const change = await insertChange(tx, {
      orderId: order.id,
      accountId: caller.account!.id,
      kind: body.kind,
      details: details as Record<string, unknown>,
      state: 'in_review',
      extraCents: money.extraCents,
      refundCents: money.refundCents,
      createdAt: now,
      updatedAt: now,
    });
    await insertEvent(tx, { changeId: change.id, state: 'in_review', actorId: caller.account!.id, createdAt: now });
    return change;
  });
  return toRecord(row, orderNumber(order.serial), await orderItemsOf(services.db, order.id));
}

/** The designer withdraws a change still in review: canceled by user. Another company's change reads as missing. */
export async function withdrawChange(services: Services, caller: Caller, body: { id: string }): Promise<ChangeRecord> {
  const now = services.now();
  const row = await services.db.transaction(async (tx) => {
    const change = await findChange(tx, { id: body.id.toLowerCase() }, true);
    const order = change ? await orderById(tx, change.orderId) : null;
    if (!change || !order || order.ownerId !== ownerOf(caller)) throw changeNotFound();
    if (change.state !== 'in_review') throw wrongState();
    await insertEvent(tx, { changeId: change.id, state: 'canceled_by_user', actorId: caller.account!.id, createdAt: now });
    return updateChange(tx, change.id, { state: 'canceled_by_user' }, now);
  });
  return recordOf(services.db, row);
}

/** Products the designer may add (section 9: 10 a page, by search text), priced as checkout prices them. */
export async function productSearch(services: Services, caller: Caller, body: { number: string; keyword: string; page: number }): Promise<ChangeProductSearchResponse> {
  const order = await callersOrder(services.db, caller, body.number);
  const items = await orderItemsOf(services.db, order.id);
  const limit = ORDER_CHANGE_SEARCH_LIMIT;
  const { rows, total } = await searchProducts(services.db, body.keyword.trim(), channelOf(order) === 'ffd', limit, (body.page - 1) * limit);
  return {
    list: rows.map((p) => ({
      sku_number: p.skuNumber,
      name: p.name,
      brand_id: p.brandId as ChangeProductSearchResponse['list'][number]['brand_id'],
      price: unitPrice(p, channelOf(order)) / 100,
      available: unitsToTake(p, 1, PRODUCT_STATUS.ON_SALE) !== null,
      in_order: items.some((i) => i.skuNumber === p.skuNumber),
    })),
    total,
    page: body.page,
    limit,
  };
}

// ---------------------------------------------------------------------------------------------
// Applying a change.

/**
 * Writes the change into the order (its row held): the address or contact, the items' counts with the stock they take
 * or give back (added items through the orders module, priced from the catalog now), and the totals priced again from
 * the items. `cardFeeCents` is the order's card fee after it. A cancel gives every item's units back.
 */
async function applyChange(tx: Db, order: PlacedOrder, change: ChangeRow, at: Date, cardFee: (sums: NewSums) => number): Promise<void> {
  const items = await orderItemsOf(tx, order.id);
  const details = change.details as Details;
  const fields: Partial<PlacedOrder> = {};
  if (change.kind === 'address' && 'address' in details) fields.shippingAddress = details.address;
  if (change.kind === 'contact' && 'contact' in details) fields.contact = details.contact;
  if (change.kind === 'quantity' && 'items' in details) {
    for (const asked of details.items as Array<{ itemId: string; count: number }>) {
      const item = items.find((i) => i.id === asked.itemId);
      if (!item || item.count === asked.count) continue;
      if (asked.count > item.count) {
        const product = await lockProduct(tx, item.skuNumber);
        const units = product ? unitsToTake(product, asked.count - item.count, PRODUCT_STATUS.ON_SALE) : null;
        if (!units || !(await moveStock(tx, item.skuNumber, units.fromStock, units.fromBackorder))) throw insufficientInventory();
        await setItem(tx, item.id, { count: asked.count, fromStock: item.fromStock + units.fromStock, fromBackorder: item.fromBackorder + units.fromBackorder, lineCents: item.unitCents * asked.count }, at);
      } else {
        const back = item.count - asked.count;
        const fromBackorder = Math.min(item.fromBackorder, back);
        const fromStock = back - fromBackorder;
        await moveStock(tx, item.skuNumber, -fromStock, -fromBackorder);
        if (asked.count === 0) await deleteItem(tx, item.id);
        else await setItem(tx, item.id, { count: asked.count, fromStock: item.fromStock - fromStock, fromBackorder: item.fromBackorder - fromBackorder, lineCents: item.unitCents * asked.count }, at);
      }
    }
  }
  if (change.kind === 'add_item' && 'items' in details) {
    const added = details.items as Array<{ skuNumber: string; count: number }>;
    await takeItems(tx, order.id, added.map((a) => ({ skuNumber: a.skuNumber, customizableType: 0, count: a.count })), channelOf(order));
  }
  if (change.kind === 'cancel') {
    for (const item of items) await moveStock(tx, item.skuNumber, -item.fromStock, -item.fromBackorder);
    await setOrder(tx, order.id, { balanceCents: 0, cancelledAt: at }, at);
    return;
  }
  const after = await orderItemsOf(tx, order.id);
  const address = fields.shippingAddress ?? order.shippingAddress;
  const sums = orderSums(
    after.map((i) => i.lineCents),
    order.discountCents,
    shippingCents(order.shippingMethod as ShippingMethod, { country: address.country ?? '', state: address.state ?? '', postal: address.postal ?? '' }, after.reduce((n, i) => n + i.count, 0)),
    fundingOf(order),
    channelOf(order) === 'trade',
  );
  await setOrder(
    tx,
    order.id,
    {
      ...fields,
      subtotalCents: sums.subtotalCents,
      discountCents: sums.discountCents,
      shippingCents: sums.shippingCents,
      totalCents: sums.totalCents,
      dueNowCents: sums.dueNowCents,
      cardFeeCents: cardFee(sums),
      balanceCents: sums.balanceCents,
    },
    at,
  );
}

async function moveTo(tx: Db, change: ChangeRow, states: readonly OrderChangeState[], at: Date, actorId: string | null, note = '', fields: Partial<ChangeRow> = {}): Promise<ChangeRow> {
  for (const state of states) await insertEvent(tx, { changeId: change.id, state, note, actorId, createdAt: at });
  return updateChange(tx, change.id, { ...fields, state: states[states.length - 1]!, ...(note ? { staffNote: note } : {}) }, at);
}

async function notify(tx: Db, services: Services, change: ChangeRow, order: PlacedOrder, state: OrderChangeState): Promise<void> {
  const recipient = await accountEmail(tx, change.accountId);
  if (!recipient) return;
  const email = decisionEmail({
    reference: changeReference(change.serial),
    orderNumber: orderNumber(order.serial),
    kindLabel: ORDER_CHANGE_KIND_LABELS[change.kind as OrderChangeKind],
    state,
    refundCents: state === 'refunded' ? change.refundCents : 0,
    publicUrl: services.config.PUBLIC_URL,
  });
  await services.outbox.enqueue({ channel: 'email', template: `order_change_${state}`, recipient, ...email }, tx);
}

/**
 * Refunds what the change gives back on the order's charges: checkout's first, then the supplementary payments' (a
 * cancel after a paid change gives both back), each once under the change's refund key for it; then: refunded, with
 * the change's refund what its keys refunded in all. A key asked before (an approval again after a refund that failed
 * or whose answer was lost, or two approvals at once) answers the amount its first ask fixed and is never refunded or
 * counted twice, so a retry refunds only what is still owed and records the whole.
 */
async function refund(services: Services, change: ChangeRow, actorId: string | null): Promise<ChangeRow> {
  const order = (await orderById(services.db, change.orderId))!;
  const checkoutKey = checkoutChargeKey(order.accountId, order.checkoutKey);
  let amount = 0;
  for (const charge of await paidChargesOfOrder(services.db, order.id)) {
    const key = charge.key === checkoutKey ? refundKey(change.id) : `${refundKey(change.id)}:${charge.key}`;
    try {
      amount += await refundCharge(services, charge.key, change.refundCents - amount, key);
    } catch {
      throw paymentRequestFailed();
    }
  }
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const locked = (await findChange(tx, { id: change.id }, true))!;
    if (locked.state === 'refunded') return locked;
    const row = await moveTo(tx, locked, ['refunded'], now, actorId, '', { refundCents: amount });
    await notify(tx, services, row, order, 'refunded');
    return row;
  });
}

/**
 * Staff decide (client agents, or the order-change command): verify, approve, reject, complete. Approving prices the
 * change again: a cancel gives the stock back and refunds what was paid (cancelled, refunded); a change that costs
 * more asks it through a supplementary payment link emailed to the designer (extra payment needed, 48 hours); one
 * that costs less is applied and the difference refunded (refunded); one that costs the same is applied (changes
 * processing). Approving again a change whose refund did not go through retries the refund.
 */
export async function decideChange(services: Services, actorId: string | null, body: ChangeDecideRequest): Promise<ChangeRecord> {
  const serial = changeSerialOf(body.reference);
  if (serial === null) throw changeNotFound();
  const now = services.now();
  const note = body.note?.trim() ?? '';
  const outcome = await services.db.transaction(async (tx): Promise<{ row: ChangeRow; refund: boolean }> => {
    const change = await findChange(tx, { serial }, true);
    if (!change) throw changeNotFound();
    const awaitingRefund = change.refundCents > 0 && (change.state === 'approved' || change.state === 'cancelled');
    if (body.decision === 'approve' && awaitingRefund) return { row: change, refund: true };
    const target = decisionTarget(change.state, body.decision);
    if (!target) throw wrongState();
    const order = (await lockOrder(tx, change.orderId))!;
    if (target !== 'approved') {
      const row = await moveTo(tx, change, [target], now, actorId, note);
      if (target === 'rejected' || target === 'completed') await notify(tx, services, row, order, target);
      return { row, refund: false };
    }
    const items = await orderItemsOf(tx, order.id);
    const kind = change.kind as OrderChangeKind;
    // Asked before an item shipped, it can no longer be applied after: only the contact (who to call) still can.
    if (kind !== 'contact' && shippedYet(items)) throw orderShipped();
    const money = difference(kind, order, sumsAfter(order, items, kind, change.details as Details));
    const next = afterApproval(kind, money);
    if (next[0] === 'extra_payment_needed') {
      const token = randomToken();
      const expiresAt = payExpiry(now);
      const row = await moveTo(tx, change, ['approved', 'extra_payment_needed'], now, actorId, note, {
        extraCents: money.extraCents,
        refundCents: 0,
        payTokenHash: tokenHash(token),
        payExpiresAt: expiresAt,
      });
      const recipient = await accountEmail(tx, change.accountId);
      const email = paymentLinkEmail({
        reference: changeReference(change.serial),
        orderNumber: orderNumber(order.serial),
        kindLabel: ORDER_CHANGE_KIND_LABELS[kind],
        extraCents: money.extraCents,
        token,
        publicUrl: services.config.PUBLIC_URL,
        expiresAt,
      });
      if (recipient) await services.outbox.enqueue({ channel: 'email', template: 'order_change_payment', recipient, ...email }, tx);
      return { row, refund: false };
    }
    await applyChange(tx, order, change, now, (sums) => (money.refundCents > 0 ? sums.cardFeeCents : order.cardFeeCents));
    const states: OrderChangeState[] = kind === 'cancel' ? ['approved', 'cancelled'] : money.refundCents > 0 ? ['approved'] : ['approved', 'processing'];
    const row = await moveTo(tx, change, states, now, actorId, note, { extraCents: 0, refundCents: money.refundCents });
    if (!next.includes('refunded')) await notify(tx, services, row, order, states[states.length - 1]!);
    return { row, refund: next.includes('refunded') };
  });
  const row = outcome.refund ? await refund(services, outcome.row, actorId) : outcome.row;
  return recordOf(services.db, row);
}

// ---------------------------------------------------------------------------------------------
// The supplementary payment link.

/** The change a link names, for its company, still to be paid: else the link has expired, or it was paid already. */
async function payableChange(db: Db, caller: Caller, token: string, now: Date, lock = false): Promise<{ change: ChangeRow; order: PlacedOrder }> {
  const change = await findChange(db, { tokenHash: tokenHash(token) }, lock);
  const order = change ? await orderById(db, change.orderId) : null;
  if (!change || !order || order.ownerId !== ownerOf(caller)) throw linkExpired();
  if (PAID_STATES.includes(change.state) && change.paymentChargeId) throw alreadyPaid();
  if (change.state !== 'extra_payment_needed' || !change.payExpiresAt || change.payExpiresAt.getTime() <= now.getTime()) throw linkExpired();
  return { change, order };
}

export async function supPayment(services: Services, caller: Caller, body: { token: string }): Promise<SupPaymentResponse> {
  const { change, order } = await payableChange(services.db, caller, body.token, services.now());
  const record = toRecord(change, orderNumber(order.serial), await orderItemsOf(services.db, order.id));
  return {
    reference: record.reference,
    order_number: record.order_number,
    kind_label: record.kind_label,
    summary: record.summary,
    amount: change.extraCents / 100,
    expires_at: change.payExpiresAt!.toISOString(),
    card_fee_percent: CARD_FEE_PERCENT,
  };
}

/**
 * Pays what a change owes, under the attempt's idempotency key (a retry or a double click charges once; another
 * attempt is refused while one is under way or paid), then applies the change and marks it paid in one transaction.
 * If the change can no longer be applied (the stock went), the payment is refunded and the refusal said.
 */
export async function supPay(services: Services, caller: Caller, body: { token: string; attempt_id: string; payment_token: string; amount_due?: number | null }): Promise<SupPayResponse> {
  const now = services.now();
  const { change } = await payableChange(services.db, caller, body.token, now);
  const key = `${chargeKeyPrefix(change.id)}${body.attempt_id}`;
  if (!(await chargeByKey(services.db, key))) {
    const method = await describeToken(services, body.payment_token);
    if (!method) throw paymentMethodInvalid();
    const amount = change.extraCents + supplementaryFee(change.extraCents, method.funding);
    if (body.amount_due !== undefined && body.amount_due !== null && Math.round(body.amount_due * 100) !== amount) throw costCalculationFailed();
    await services.db.transaction(async (tx) => {
      const { change: locked, order } = await payableChange(tx, caller, body.token, now, true);
      const live = await liveChargesOf(tx, chargeKeyPrefix(locked.id));
      if (live.some((c) => c.status !== 'pending')) throw alreadyPaid();
      if (live.some((c) => c.key !== key)) throw paymentRequestFailed();
      await openCharge(tx, { idempotencyKey: key, accountId: caller.account!.id, orderId: order.id, token: body.payment_token, method: method.method, amountCents: amount }, services);
    });
  }
  const settled = await settleCharge(services, key, `Change ${changeReference(change.serial)}`);
  if (settled.status === 'unknown') throw paymentRequestFailed();
  if (settled.status === 'declined') throw paymentFailed();
  const charge = (await chargeByKey(services.db, key))!;
  const paid = await services.db.transaction(async (tx) => {
    const locked = (await findChange(tx, { id: change.id }, true))!;
    if (locked.paymentChargeId) return null;
    const order = (await lockOrder(tx, locked.orderId))!;
    const fee = charge.amountCents - locked.extraCents;
    await applyChange(tx, order, locked, services.now(), () => order.cardFeeCents + fee);
    const row = await moveTo(tx, locked, ['supplementary_paid'], services.now(), caller.account!.id, '', { paymentChargeId: charge.id });
    return { row, order };
  }).catch(async (error: unknown) => {
    // Charged, but the change cannot be applied (the stock went): the payment goes back.
    if (error instanceof ApiError && error.err === ERR.INSUFFICIENT_INVENTORY) await refundCharge(services, key, charge.amountCents, `${key}:refund`).catch(() => undefined);
    throw error;
  });
  if (!paid) throw alreadyPaid();
  return {
    reference: changeReference(paid.row.serial),
    order_number: orderNumber(paid.order.serial),
    charged: charge.amountCents / 100,
    state: 'supplementary_paid',
    state_label: ORDER_CHANGE_STATE_LABELS.supplementary_paid,
  };
}
