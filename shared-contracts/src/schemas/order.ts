import * as z from 'zod/mini';
import { FUNDINGS } from './payment';
import { SHIPPING_METHOD_KEYS, orderLine } from './checkout';
import { plainText } from './text';

/**
 * Schemas of orders (spec sections 3 and 4): the designer's list (by state and customer, searched by number), the
 * invited customer's and the FFD shopper's lists, an order's detail, and staff moving its items' shipping status.
 */

/** Shipment states (section 4), in the order an item moves through them; an order is as far as its least advanced item. */
export const SHIPPING_STATUSES = ['preparing', 'ready_to_ship', 'shipped', 'delivered'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
export const SHIPPING_STATUS_LABELS: Readonly<Record<ShippingStatus, string>> = {
  preparing: 'Preparing',
  ready_to_ship: 'Ready to ship',
  shipped: 'Shipped',
  delivered: 'Delivered',
};
/** What an order's state reads once its cancellation was approved. */
export const ORDER_CANCELLED_LABEL = 'Cancelled';
export const ORDER_PAGE_SIZE = 20;

const uuid = (message: string) => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));
const page = z._default(
  z.pipe(z.union([z.number(), z.string().check(z.maxLength(6))]), z.transform((v: number | string) => Number(v))).check(
    z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= 10_000, 'page must be a whole number from 1'),
  ),
  1,
);

/** The designer's orders: by shipping state, by customer, or searched by order number. */
export const orderListRequest = z.object({
  state: z.optional(z.nullable(z.enum(SHIPPING_STATUSES, 'Unknown order state'))),
  customer_id: z.optional(z.nullable(uuid('Unknown customer'))),
  keyword: z.optional(z.nullable(plainText(40, 'keyword is too long'))),
  page,
});
export type OrderListRequest = z.output<typeof orderListRequest>;

export const orderSummary = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(SHIPPING_STATUSES),
  state_label: z.string(),
  date: z.string(),
  total: z.number(),
  item_count: z.number(),
  customer_id: z.nullable(z.string()),
  customer_name: z.string(),
  /** Cancelled (its state_label then reads 'Cancelled'); optional on the wire: an api that predates it sends none. */
  cancelled: z.optional(z.boolean()),
});
export type OrderSummary = z.output<typeof orderSummary>;
export const orderListResponse = z.object({ list: z.array(orderSummary), total: z.number(), page: z.number(), limit: z.number() });
export type OrderListResponse = z.output<typeof orderListResponse>;

/** One order by its id or its number. */
export const orderDetailRequest = z
  .object({ id: z.optional(uuid('The order was not found')), number: z.optional(plainText(20, 'The order was not found')) })
  .check(z.refine((o) => Boolean(o.id || o.number), 'Please give the order id or number'));

const address = z.object({
  full_name: z.string(),
  company: z.string(),
  street_address: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  postal: z.string(),
  country: z.string(),
});
export const orderDetailResponse = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(SHIPPING_STATUSES),
  state_label: z.string(),
  date: z.string(),
  customer_id: z.nullable(z.string()),
  customer_name: z.string(),
  // The summary's lines as ordered, with each item's id and shipping status.
  items: z.array(z.extend(orderLine, { id: z.string(), shipping_status: z.enum(SHIPPING_STATUSES), shipping_status_label: z.string() })),
  subtotal: z.number(),
  coupon_code: z.nullable(z.string()),
  discount: z.number(),
  shipping_method: z.enum(SHIPPING_METHOD_KEYS),
  shipping: z.number(),
  total: z.number(),
  paid: z.number(),
  card_fee: z.number(),
  balance: z.number(),
  /** Cancelled, and what approved changes gave back (optional on the wire: an api that predates them sends none). */
  cancelled: z.optional(z.boolean()),
  refunded: z.optional(z.number()),
  shipping_address: address,
  contact: z.object({ contact_name: z.string(), phone: z.string(), email: z.string() }),
  billing_address: address,
  payment_method: z.object({ method: z.enum(['card', 'ach']), brand: z.string(), funding: z.enum(FUNDINGS), last4: z.string() }),
  tracking_supplier: z.string(),
  tracking_number: z.string(),
});
export type OrderDetailResponse = z.output<typeof orderDetailResponse>;

/** Staff move items of an order to a later shipping status (all its items when none are named). */
export const shippingStatusRequest = z.object({
  number: plainText(20, 'The order was not found'),
  status: z.enum(SHIPPING_STATUSES, 'Unknown shipping status'),
  item_ids: z.optional(z.array(uuid('Unknown order item')).check(z.maxLength(500))),
  tracking_supplier: z.optional(plainText(100, 'tracking_supplier is too long')),
  tracking_number: z.optional(plainText(100, 'tracking_number is too long')),
});
export type ShippingStatusRequest = z.output<typeof shippingStatusRequest>;
