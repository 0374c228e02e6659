import * as z from 'zod/mini';
import { ERR, MESSAGES } from '../errors';
import { TERMS } from '../terms';
import { PRODUCT_BRANDS } from '../catalog';
import { addressInput, contactInput } from './checkout';
import { plainText } from './text';

/**
 * Order changes (spec sections 2, 4, 5, 8 and 9): from /orderDetail a designer asks to change the shipping address,
 * the contact or a quantity, to add an item by SKU (/supplementaryBuy), or to cancel (within 24 hours, with one of
 * section 5's reasons); staff decide. A change that costs more is paid through a supplementary payment link
 * (/supPayment?token=..., valid 48 hours); one that costs less is refunded on the order's charge.
 */

export const ORDER_CHANGE_KINDS = ['address', 'contact', 'quantity', 'add_item', 'cancel'] as const;
export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];
export const ORDER_CHANGE_KIND_LABELS: Readonly<Record<OrderChangeKind, string>> = {
  address: 'Change address',
  contact: 'Change contact',
  quantity: 'Change quantity',
  add_item: 'Add items',
  cancel: 'Cancel order',
};

/** Section 4's change states, in the order a change moves through them; each label kept once, here. */
export const ORDER_CHANGE_STATES = [
  'in_review',
  'verifying',
  'approved',
  'rejected',
  'canceled_by_user',
  'extra_payment_needed',
  'supplementary_paid',
  'processing',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderChangeState = (typeof ORDER_CHANGE_STATES)[number];
export const ORDER_CHANGE_STATE_LABELS: Readonly<Record<OrderChangeState, string>> = {
  in_review: 'Request in review',
  verifying: 'Verifying',
  approved: 'Approved',
  rejected: 'Rejected',
  canceled_by_user: 'Canceled by user',
  extra_payment_needed: 'Extra payment needed',
  supplementary_paid: 'Supplementary payment paid',
  processing: 'Changes processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
/** A change still open: another of its kind waits until it is decided. */
export const OPEN_CHANGE_STATES: readonly OrderChangeState[] = ['in_review', 'verifying', 'approved', 'extra_payment_needed'];

/** Section 5's six cancellation reasons. */
export const CANCEL_REASONS = [
  { key: 'wrong_item', value: 'Bought the wrong item' },
  { key: 'late', value: 'Would not arrive on time' },
  { key: 'shipping_cost', value: 'Shipping cost too high' },
  { key: 'item_price', value: 'Item price too high' },
  { key: 'cheaper', value: 'Found it cheaper elsewhere' },
  { key: 'other', value: 'Other' },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]['key'];
const CANCEL_REASON_KEYS = CANCEL_REASONS.map((r) => r.key) as [CancelReason, ...CancelReason[]];

/** Section 9: an order may be cancelled within 24 hours of being placed. */
export const ORDER_CANCEL_HOURS = TERMS.orderCancellationWindow.value;
/** Section 9: the replenishment (supplementary payment) link is valid 48 hours. */
export const SUPPLEMENTARY_LINK_HOURS = 48;
/** Section 9: the product search lists 10 at a time. */
export const ORDER_CHANGE_SEARCH_LIMIT = 10;
/** The most units of one line a change may ask for. */
export const ORDER_CHANGE_MAX_COUNT = 999;

/** Whether the order placed at `placedAt` may still be cancelled at `now` (section 9). */
export function canCancelOrder(placedAt: string | Date, now: Date): boolean {
  const placed = typeof placedAt === 'string' ? new Date(placedAt) : placedAt;
  const elapsed = now.getTime() - placed.getTime();
  return Number.isFinite(elapsed) && elapsed >= 0 && elapsed <= ORDER_CANCEL_HOURS * 3_600_000;
}

/** The reference of a change: OC + its serial. */
export const changeReference = (serial: number) => `OC${serial}`;

/** Refusals of order changes (codes are ours; messages the spec's where it has them). */
export const ORDER_CHANGE_ERR = {
  NOT_FOUND: 24801,
  OPEN_OF_KIND: 24802,
  CANCEL_WINDOW: 24803,
  STATE: 24804,
  ALREADY_IN_ORDER: 24805,
  NOTHING_CHANGES: 24806,
  SHIPPED: 24807,
  PRODUCT_NOT_FOUND: ERR.PRODUCT_NOT_FOUND,
  PRODUCT_UNAVAILABLE: ERR.PRODUCT_UNAVAILABLE,
  LINK_EXPIRED: ERR.LINK_EXPIRED,
  ALREADY_PAID: ERR.PAYMENT_ALREADY_PAID,
} as const;

export const ORDER_CHANGE_MESSAGES = {
  notFound: 'The change request was not found',
  openOfKind: 'A request of this kind is already open for this order',
  cancelWindow: `An order can only be cancelled within ${ORDER_CANCEL_HOURS} hours of being placed`,
  state: 'This request can no longer be changed',
  shipped: 'The order has shipped: it can no longer be changed here',
  nothingChanges: 'Nothing would change: please change something first',
  alreadyInOrder: MESSAGES.productAlreadyInOrder,
  productNotExist: MESSAGES.productNotExist,
  productNoLongerAvailable: MESSAGES.productNoLongerAvailable,
  linkExpired: MESSAGES.linkExpired,
  alreadyPaid: MESSAGES.paymentAlreadyPaid,
  selectReason: 'Please select a reason',
} as const;

const uuid = (message: string) => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));
const orderNumber = plainText(20, MESSAGES.orderNotFound);
const count = (min: number) =>
  z.number().check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= ORDER_CHANGE_MAX_COUNT, `Please enter a quantity from ${min} to ${ORDER_CHANGE_MAX_COUNT}`));
const sku = z.pipe(plainText(40, MESSAGES.productNotExist), z.transform((s: string) => s.trim())).check(z.refine((s: string) => s.length > 0, MESSAGES.productNotExist));

/** A request of a change: what it asks, by kind. */
export const changeRequest = z.discriminatedUnion('kind', [
  z.object({ number: orderNumber, kind: z.literal('address'), address: addressInput }),
  z.object({ number: orderNumber, kind: z.literal('contact'), contact: contactInput }),
  z.object({
    number: orderNumber,
    kind: z.literal('quantity'),
    items: z.array(z.object({ item_id: uuid('Unknown order item'), count: count(0) })).check(z.minLength(1, ORDER_CHANGE_MESSAGES.nothingChanges), z.maxLength(500)),
  }),
  z.object({
    number: orderNumber,
    kind: z.literal('add_item'),
    items: z.array(z.object({ sku_number: sku, count: count(1) })).check(z.minLength(1, ORDER_CHANGE_MESSAGES.nothingChanges), z.maxLength(50)),
    /** The designer answered 'Continue' to 'This product is already in the order. Continue to add?'. */
    confirm_duplicate: z.optional(z.boolean()),
  }),
  z.object({
    number: orderNumber,
    kind: z.literal('cancel'),
    reason: z.enum(CANCEL_REASON_KEYS, ORDER_CHANGE_MESSAGES.selectReason),
    note: z.optional(plainText(500, 'note is too long', { lineBreaks: true })),
  }),
]);
export type ChangeRequest = z.output<typeof changeRequest>;

const addressOut = z.object({
  full_name: z.string(),
  company: z.string(),
  street_address: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
});
const lineOut = z.object({ sku_number: z.string(), name: z.string(), from_count: z.number(), to_count: z.number() });

/** One change record as the order detail lists it (reference, kind, state, date) with what it asks and costs. */
export const changeRecord = z.object({
  id: z.string(),
  reference: z.string(),
  order_number: z.string(),
  kind: z.enum(ORDER_CHANGE_KINDS),
  kind_label: z.string(),
  state: z.enum(ORDER_CHANGE_STATES),
  state_label: z.string(),
  date: z.string(),
  updated: z.string(),
  /** What it asks: the new address or contact, the lines with their counts, the cancel reason. */
  summary: z.string(),
  address: z.nullable(addressOut),
  contact: z.nullable(z.object({ contact_name: z.string(), phone: z.string(), email: z.string() })),
  lines: z.array(lineOut),
  reason: z.nullable(z.string()),
  /** Dollars owed through the supplementary payment link, and refunded. */
  extra: z.number(),
  refund: z.number(),
  /** Until when the supplementary payment link is valid (ISO), when one was sent. */
  pay_expires_at: z.nullable(z.string()),
  /** The designer may still withdraw it (in review). */
  can_withdraw: z.boolean(),
  note: z.string(),
});
export type ChangeRecord = z.output<typeof changeRecord>;

/**
 * The order's change records, and whether it may still be cancelled (section 9); when it may not, `cancel_refusal`
 * says why in the words the api would refuse a cancellation with (empty when a cancellation is already asked or done:
 * the records say so). Optional on the wire: an api that predates it sends none.
 */
export const changeListRequest = z.object({ number: orderNumber });
export const changeListResponse = z.object({ list: z.array(changeRecord), can_cancel: z.boolean(), cancel_until: z.string(), cancel_refusal: z.optional(z.string()) });
export type ChangeListResponse = z.output<typeof changeListResponse>;

/** The designer withdraws a change still in review (canceled by user). */
export const changeWithdrawRequest = z.object({ id: uuid(ORDER_CHANGE_MESSAGES.notFound) });

/** The products that may be added to the order (section 9: page, limit 10, search text). */
export const changeProductSearchRequest = z.object({
  number: orderNumber,
  keyword: z._default(plainText(60, 'keyword is too long'), ''),
  page: z._default(z.number().check(z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= 1000, 'page must be a whole number from 1')), 1),
});
export const changeProduct = z.object({
  sku_number: z.string(),
  name: z.string(),
  brand_id: z.enum(PRODUCT_BRANDS),
  price: z.number(),
  available: z.boolean(),
  in_order: z.boolean(),
});
export type ChangeProduct = z.output<typeof changeProduct>;
export const changeProductSearchResponse = z.object({ list: z.array(changeProduct), total: z.number(), page: z.number(), limit: z.number() });
export type ChangeProductSearchResponse = z.output<typeof changeProductSearchResponse>;

/** Staff decide (client agents, or `npm --prefix api run order-change`). */
export const CHANGE_DECISIONS = ['verify', 'approve', 'reject', 'complete'] as const;
export type ChangeDecision = (typeof CHANGE_DECISIONS)[number];
export const changeDecideRequest = z.object({
  reference: plainText(20, ORDER_CHANGE_MESSAGES.notFound),
  decision: z.enum(CHANGE_DECISIONS, 'Unknown decision'),
  note: z.optional(plainText(500, 'note is too long', { lineBreaks: true })),
});
export type ChangeDecideRequest = z.output<typeof changeDecideRequest>;

/** The supplementary payment link's page: what is owed. */
const payToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, MESSAGES.linkExpired));
export const supPaymentRequest = z.object({ token: payToken });
export const supPaymentResponse = z.object({
  reference: z.string(),
  order_number: z.string(),
  kind_label: z.string(),
  summary: z.string(),
  amount: z.number(),
  expires_at: z.string(),
  card_fee_percent: z.number(),
});
export type SupPaymentResponse = z.output<typeof supPaymentResponse>;

/**
 * Pays what the change owes. `attempt_id` names the page's payment attempt (as checkout's checkout_id): a retry or a
 * double click of the attempt charges once; `amount_due` is what the page showed, checked, never a price.
 */
export const supPayRequest = z.object({
  token: payToken,
  attempt_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'attempt_id must be 8 to 64 letters, digits, - or _')),
  payment_token: z.string().check(z.minLength(1, MESSAGES.paymentMethodInvalid), z.maxLength(500, MESSAGES.paymentMethodInvalid)),
  amount_due: z.optional(z.nullable(z.number())),
});
export const supPayResponse = z.object({ reference: z.string(), order_number: z.string(), charged: z.number(), state: z.enum(ORDER_CHANGE_STATES), state_label: z.string() });
export type SupPayResponse = z.output<typeof supPayResponse>;
