/**
 * Checkout over the cart, orders, payments and account settings (each through its door): the select lists, shipping
 * cost, the order summary, and place order, which pays and creates the order in three steps
 * (docs/decisions/024-pay-then-order.md, 043-an-order-in-one-statement.md):
 *   1. one transaction: the attempt's pending order, the stock its items take (priced from the catalog now), the
 *      coupon's redemption, its items and totals, and its charge written to the ledger under the attempt's
 *      idempotency key. Without a coupon, one statement while the cart's prices and stock hold; else step by step;
 *   2. the charge, made under that key (a retry or a double click asks the same question and gets the first answer);
 *   3. succeeded: one statement writes the answer, the bought lines leaving the cart and the order placed; declined,
 *      the answer is written and the order is void, its stock given back. No answer leaves it pending: the next
 *      attempt with the same checkout_id, or the sweep, settles it under the same key.
 */
import {
  ACCOUNT_SETTINGS_ERR,
  ACCOUNT_SETTINGS_MESSAGES,
  ApiError,
  CARD_FEE_PERCENT,
  COUNTRIES,
  DESIGNER_DEPOSIT_PERCENT,
  DISTRICTS,
  ERR,
  SHIPPING_METHODS,
  type CheckoutSummaryResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type ShippingCostResponse,
  type StateCountryResponse,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { billAddressOf, certificateGuard, hasCertificateOnFile } from '../account-settings';
import { orderedLines, purchasableCart, quoteCoupon, redeemCoupon } from '../cart';
import { attemptOrder, beginOrder, completeOrder, orderItemsOf, orderNumber, orderPlacer, orderWriter, ownersCustomer, stalePendingOrders, takeUnits, unitPrice, voidOrder, type NewOrder, type OrderRow } from '../orders';
import { askCharge, chargeAnswer, chargeOfOrder, checkoutChargeKey, describeToken, findCharge, openCharge, paymentFailed, paymentRequestFailed, recordChargeAnswer, settleCharge, type PaymentMethodInfo, type Settled } from '../payments';
import {
  alreadyPaid,
  certificateRequired,
  costCalculationFailed,
  customerNotFound,
  orderSums,
  paymentMethodInvalid,
  postalFitsState,
  shippingCents,
  shippingCostFailed,
  shippingMethods,
  toCents,
  toDollars,
} from './rules';

/** Trade accounts buy for resale: their orders need a resale certificate on file (spec section 4). */
const TRADE_KINDS = ['designer', 'sub_account', 'dealer'];
const needsCertificate = (account: { kind: string }) => TRADE_KINDS.includes(account.kind);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const channelOf = (caller: Caller): 'trade' | 'ffd' => (caller.account!.kind === 'ffd_shopper' ? 'ffd' : 'trade');
const ownerOf = (caller: Caller) => caller.account!.companyId ?? caller.account!.id;

export function stateCountry(country: string | undefined): StateCountryResponse {
  return { country: [...COUNTRIES], state: [...(DISTRICTS[country ?? 'US'] ?? [])], shipping_methods: [...SHIPPING_METHODS] };
}

export async function shippingCost(services: Services, caller: Caller, body: { address: PlaceOrderRequest['address']; shipping_method?: PlaceOrderRequest['shipping_method'] }): Promise<ShippingCostResponse> {
  if (!postalFitsState(body.address)) throw shippingCostFailed();
  const cart = await purchasableCart(services.db, caller.account!.id, caller);
  const methods = shippingMethods(body.address, cart.count);
  const chosen = body.shipping_method ?? 'standard';
  return { shipping_method: chosen, cost: methods.find((m) => m.key === chosen)!.cost, methods };
}

export async function summary(services: Services, caller: Caller, body: { address: PlaceOrderRequest['address']; shipping_method: PlaceOrderRequest['shipping_method']; coupon_code?: string | null; funding?: PaymentMethodInfo['funding'] | null }): Promise<CheckoutSummaryResponse> {
  const accountId = caller.account!.id;
  if (!postalFitsState(body.address)) throw shippingCostFailed();
  const cart = await purchasableCart(services.db, accountId, caller);
  const shipping = shippingCents(body.shipping_method, body.address, cart.count);
  const code = body.coupon_code?.trim() || null;
  const discount = code ? toCents((await quoteCoupon(services.db, { accountId, code, subtotalCents: cart.subtotalCents, brand: caller.brand, now: services.now() })).discount) : 0;
  const lineCents = cart.lines.map((l) => toCents(priceOf(l, channelOf(caller))) * l.count);
  const sums = orderSums(lineCents, discount, shipping, body.funding ?? null, channelOf(caller) === 'trade');
  return {
    list: cart.lines.map((l, i) => ({
      sku_number: l.sku_number,
      name: l.name,
      brand_id: l.brand_id,
      customizable_type: l.customizable_type,
      count: l.count,
      price: priceOf(l, channelOf(caller)),
      amount: toDollars(lineCents[i]!),
    })),
    subtotal: toDollars(sums.subtotalCents),
    coupon_code: code ? code.toUpperCase() : null,
    discount: toDollars(sums.discountCents),
    shipping_method: body.shipping_method,
    shipping: toDollars(sums.shippingCents),
    total: toDollars(sums.totalCents),
    deposit_percent: channelOf(caller) === 'trade' ? DESIGNER_DEPOSIT_PERCENT : 100,
    due_now: toDollars(sums.dueNowCents),
    card_fee_percent: body.funding === 'credit' ? CARD_FEE_PERCENT : 0,
    card_fee: toDollars(sums.cardFeeCents),
    charge: toDollars(sums.chargeCents),
    balance: toDollars(sums.balanceCents),
  };
}

/** The price a line is paid at, as the cart shows it to the caller's mode (the catalog's, never the client's). */
function priceOf(line: { designer_price?: number; consumer_price?: number; promotional_price?: number | null }, channel: 'trade' | 'ffd'): number {
  return channel === 'trade' ? (line.designer_price ?? 0) : (line.promotional_price ?? line.consumer_price ?? 0);
}

const addressRecord = (a: PlaceOrderRequest['address']): Record<string, string> => ({ ...a });

/** The billing address: a saved bill address of the account, else the one given, else the shipping address. */
async function billingOf(services: Services, accountId: string, body: PlaceOrderRequest): Promise<Record<string, string>> {
  if (body.billing_address_id) {
    const saved = await billAddressOf(services.db, accountId, body.billing_address_id);
    // Another account's address reads exactly like a missing one.
    if (!saved) throw new ApiError(ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, ACCOUNT_SETTINGS_MESSAGES.addressNotFound);
    const { first_name, last_name, company, street_address, apartment, city, state, postal, country } = saved;
    return { full_name: `${first_name} ${last_name}`.trim(), company, street_address, apartment, city, state, postal, country };
  }
  return addressRecord(body.billing_address ?? body.address);
}

/**
 * Pays and creates the order. Refusals: no certificate on file (trade accounts), a customer not the company's, a token
 * the processor does not know, nothing purchasable, a unit no longer there ('Insufficient inventory'), a coupon's
 * refusal, an amount other than the one the page showed ('The cost calculation failed. Please resubmit...'), a decline
 * ('Payment failed'), no answer from the processor ('Payment request failed, please resubmit'), and an attempt already
 * paid ('You have already paid, please do not pay again', with its order number).
 */
export async function placeOrder(services: Services, caller: Caller, body: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  const account = caller.account!;
  const key = checkoutChargeKey(account.id, body.checkout_id);
  let placing: Placing | null;
  try {
    placing = await writeOrder(services, caller, body, key);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A refusal answers as if the attempt and the certificate had been checked first; they are looked at only now, as
    // the writing itself finds both otherwise. A request of an attempt that has its order follows it (its cart is empty
    // once the order is placed), and an account without the certificate it needs is told so before anything else.
    const earlier = await attemptOrder(services.db, account.id, body.checkout_id);
    if (earlier) return resume(services, earlier);
    if (error.err !== ERR.CERTIFICATE_REQUIRED && needsCertificate(account) && !(await hasCertificateOnFile(services.db, account.id))) throw certificateRequired();
    throw error;
  }
  if (!placing) return resume(services, (await attemptOrder(services.db, account.id, body.checkout_id))!);
  // The charge this request has just written to the ledger is made with what was written, not read back (its answer is
  // written with the placing); one written before under the key (none should be) is read and made as it is.
  const { order, items, charge } = placing;
  const description = `Order ${orderNumber(order.serial)}`;
  const outcome = charge ? await askCharge(services, charge, description) : await settleCharge(services, key, description);
  return settle(services, order, key, outcome, items);
}

/**
 * Checks an attempt and writes its pending order with the stock it takes and its charge in the ledger; null when the
 * attempt has an order already (a parallel request of it, or an earlier one, wrote it first).
 */
async function writeOrder(services: Services, caller: Caller, body: PlaceOrderRequest, key: string): Promise<Placing | null> {
  const account = caller.account!;
  const certificateNeeded = needsCertificate(account);
  const customerId = body.customer_id ?? caller.customerId ?? null;
  if (customerId && !(UUID.test(customerId) && account.kind !== 'ffd_shopper' && (await ownersCustomer(services.db, ownerOf(caller), customerId)))) throw customerNotFound();
  const method = await describeToken(services, body.payment_token);
  if (!method) throw paymentMethodInvalid();
  const cart = await purchasableCart(services.db, account.id, caller);
  const billing = await billingOf(services, account.id, body);
  const shipping = shippingCents(body.shipping_method, body.address, cart.count);
  const channel = channelOf(caller);
  const code = body.coupon_code?.trim() || null;
  const now = services.now();

  const pending: NewOrder = {
    ownerId: ownerOf(caller),
    accountId: account.id,
    customerId,
    channel,
    brand: caller.brand,
    checkoutKey: body.checkout_id,
    shippingAddress: addressRecord(body.address),
    contact: { ...body.contact },
    billingAddress: billing,
    shippingMethod: body.shipping_method,
    subtotalCents: 0,
    shippingCents: shipping,
    totalCents: 0,
    dueNowCents: 0,
    balanceCents: 0,
    payment: { method: method.method, brand: method.brand, funding: method.funding, last4: method.last4, exp: method.expMonth ? `${method.expMonth}/${method.expYear}` : '' },
  };
  const lines = cart.lines.map((l) => ({ skuNumber: l.sku_number, customizableType: l.customizable_type, count: l.count }));

  // Without a coupon, the order is written at once at the prices the cart was read at, while they, the stock and the
  // certificate on file hold (decision 043); else, or when they do not, step by step, which says why.
  if (!code) {
    const atOnce = await writeAtOnce(services, { pending, lines, prices: cart.prices, channel, certificateNeeded, funding: method.funding, amountDue: body.amount_due, key, token: body.payment_token, method: method.method });
    if (atOnce) return atOnce;
  }
  if (certificateNeeded && !(await hasCertificateOnFile(services.db, account.id))) throw certificateRequired();
  return services.db.transaction(async (tx) => {
    const begun = await beginOrder(tx, pending);
    // The attempt has an order already: a parallel request of it wrote it first, and this one follows it.
    if (!begun) return null;
    const items = await takeUnits(tx, lines, channel);
    const subtotal = items.reduce((sum, i) => sum + i.lineCents, 0);
    const redemption = code ? await redeemCoupon(tx, { accountId: account.id, code, subtotalCents: subtotal, brand: caller.brand, orderId: begun.id, now }) : null;
    const sums = orderSums(
      items.map((i) => i.lineCents),
      redemption?.discountCents ?? 0,
      shipping,
      method.funding,
      channel === 'trade',
    );
    if (dueDiffers(body.amount_due, sums.chargeCents)) throw costCalculationFailed();
    const order = await completeOrder(tx, begun.id, items, {
      subtotalCents: sums.subtotalCents,
      discountCents: sums.discountCents,
      couponCode: redemption?.code ?? null,
      totalCents: sums.totalCents,
      dueNowCents: sums.dueNowCents,
      cardFeeCents: sums.cardFeeCents,
      balanceCents: sums.balanceCents,
    });
    const opened = await openCharge(tx, { idempotencyKey: key, accountId: account.id, orderId: order.id, token: body.payment_token, method: method.method, amountCents: sums.chargeCents }, services);
    return { order, items, charge: opened ? { idempotencyKey: key, token: body.payment_token, amountCents: sums.chargeCents } : null };
  });
}

/** Whether the amount the page showed (when it sent one) is not the one to charge. */
const dueDiffers = (amountDue: number | null | undefined, chargeCents: number) => amountDue !== undefined && amountDue !== null && toCents(amountDue) !== chargeCents;

/**
 * The statement that writes an order at once: the orders module's writer, guarded by the account settings' certificate
 * check, with the payments module's charge in the ledger.
 */
const writeOrderAtOnce = orderWriter({ guards: [certificateGuard.part], part: chargeOfOrder.part });

/** What settling an order reads of it: which it is, whose, and its sums. */
type PlacedOrder = Pick<OrderRow, 'id' | 'serial' | 'accountId' | 'totalCents' | 'dueNowCents' | 'cardFeeCents' | 'balanceCents'>;

/** What an order written by this request is settled with: the order, the items it bought, and its charge when this request wrote it. */
type Placing = { order: PlacedOrder; items: ReadonlyArray<{ skuNumber: string; customizableType: number }>; charge: { idempotencyKey: string; token: string; amountCents: number } | null };

/**
 * Writes the order, its items, the stock they take and its charge in one statement, priced at the catalog's prices the
 * cart was read at. Null when it cannot be written so (a price or the stock changed since, a product is no longer on
 * sale, or the attempt has an order already): nothing was written, and the caller goes step by step.
 */
async function writeAtOnce(
  services: Services,
  input: {
    pending: NewOrder;
    lines: ReadonlyArray<{ skuNumber: string; customizableType: number; count: number }>;
    prices: ReadonlyArray<{ designerCents: number; consumerCents: number; promotionalCents: number | null }>;
    channel: 'trade' | 'ffd';
    /** Whether the account's kind buys for resale (a certificate on file is then needed). */
    certificateNeeded: boolean;
    funding: PaymentMethodInfo['funding'];
    amountDue: number | null | undefined;
    key: string;
    token: string;
    method: string;
  },
): Promise<Placing | null> {
  const priced = input.lines.map((line, i) => {
    const unitCents = unitPrice(input.prices[i]!, input.channel);
    return { ...line, unitCents, lineCents: unitCents * line.count };
  });
  const sums = orderSums(
    priced.map((l) => l.lineCents),
    0,
    input.pending.shippingCents,
    input.funding,
    input.channel === 'trade',
  );
  if (dueDiffers(input.amountDue, sums.chargeCents)) throw costCalculationFailed();
  // Each SKU once, with its units over its lines and the prices it was read at.
  const skus = new Map<string, { sku: string; count: number; designerCents: number; consumerCents: number; promotionalCents: number | null }>();
  input.lines.forEach((line, i) => {
    const seen = skus.get(line.skuNumber);
    if (seen) seen.count += line.count;
    else skus.set(line.skuNumber, { sku: line.skuNumber, count: line.count, ...input.prices[i]! });
  });
  const totals = { subtotalCents: sums.subtotalCents, totalCents: sums.totalCents, dueNowCents: sums.dueNowCents, cardFeeCents: sums.cardFeeCents, balanceCents: sums.balanceCents };
  const written = await writeOrderAtOnce(
    services.db,
    { order: input.pending, totals, skus: [...skus.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)), lines: priced },
    {
      ...chargeOfOrder.values({ idempotencyKey: input.key, token: input.token, method: input.method, amountCents: sums.chargeCents }, services),
      ...certificateGuard.values(input.pending.accountId, input.certificateNeeded),
    },
  );
  if (!written) return null;
  return {
    order: { id: written.id, serial: written.serial, accountId: input.pending.accountId, ...totals },
    items: input.lines,
    charge: written.parted ? { idempotencyKey: input.key, token: input.token, amountCents: sums.chargeCents } : null,
  };
}

/** A request of an attempt whose order is written: already paid, already declined, or waiting for its charge's answer. */
async function resume(services: Services, order: OrderRow): Promise<PlaceOrderResponse> {
  if (order.state === 'placed') throw alreadyPaid(orderNumber(order.serial));
  if (order.state === 'void') throw paymentFailed();
  const key = checkoutChargeKey(order.accountId, order.checkoutKey);
  return settle(services, order, key, await settleCharge(services, key, `Order ${orderNumber(order.serial)}`));
}

/** Places an order with its charge's answer and the lines it bought leaving the cart, in one statement. */
const placeOrderWith = orderPlacer([chargeAnswer.part, orderedLines.part]);

/**
 * Places the order of a succeeded charge, or voids the order of a declined one, writing the processor's answer under
 * the charge's key to the ledger first when it is not there yet. Placing, the answer, the account's cart lines of what
 * the order bought and the order's new state are written together. `items`: the order's items when the caller has
 * them (read otherwise).
 */
async function settle(services: Services, order: PlacedOrder, key: string, outcome: Settled, items?: ReadonlyArray<{ skuNumber: string; customizableType: number }>): Promise<PlaceOrderResponse> {
  if (outcome.status === 'unknown') throw paymentRequestFailed();
  const now = services.now();
  if (outcome.status === 'declined') {
    await recordChargeAnswer(services, key, outcome);
    await services.db.transaction((tx) => voidOrder(tx, order.id, now));
    throw paymentFailed();
  }
  const bought = items ?? (await orderItemsOf(services.db, order.id));
  const placed = await placeOrderWith(services.db, order.id, now, { ...chargeAnswer.values(key, outcome), ...orderedLines.values(order.accountId, bought) });
  if (!placed) throw alreadyPaid(orderNumber(order.serial));
  return {
    order_id: order.id,
    order_number: orderNumber(order.serial),
    charged: toDollars(order.dueNowCents + order.cardFeeCents),
    total: toDollars(order.totalCents),
    balance: toDollars(order.balanceCents),
  };
}

/**
 * Settles checkouts whose charge never got its answer (the api stopped between the charge and the order, or the
 * processor did not answer and nobody retried): what the processor made under the attempt's key decides, without
 * charging. Run by the sweep.
 */
export async function settleStalePayments(services: Services): Promise<number> {
  const before = new Date(services.now().getTime() - services.config.PAYMENT_PENDING_MINUTES * 60_000);
  let settled = 0;
  for (const order of await stalePendingOrders(services.db, before)) {
    const outcome = await findCharge(services, checkoutChargeKey(order.accountId, order.checkoutKey));
    if (!outcome) continue;
    await settle(services, order, checkoutChargeKey(order.accountId, order.checkoutKey), outcome).catch(() => undefined);
    settled += 1;
  }
  return settled;
}
