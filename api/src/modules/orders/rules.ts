/**
 * The orders module's rules without I/O: the order number, how much of a product an order takes from stock and from
 * backorders, the price an account pays, an order's status from its items', the shipping status moving forward only,
 * how rows read, and the emails at shipped and delivered.
 */
import {
  ApiError,
  ERR,
  MESSAGES,
  ORDER_CANCELLED_LABEL,
  SHIPPING_STATUSES,
  SHIPPING_STATUS_LABELS,
  type OrderDetailResponse,
  type OrderSummary,
  type ProductBrand,
  type ShippingMethod,
  type ShippingStatus,
} from '@storefront/contracts';
import type { DetailRow, ItemRow, OrderRow, SummaryRow } from './repository';

/** The outlet's products (FFD): sold from cash stock only, never backordered. */
export const OUTLET_BRAND = 'ol';
const NUMBER_PREFIX = 'SO';

export const orderNumber = (serial: number) => `${NUMBER_PREFIX}${serial}`;

/** The serial an order number names (SO100001 or 100001); null when it names none. */
export function serialOf(number: string): number | null {
  const match = /^(?:so)?(\d{1,9})$/i.exec(number.trim());
  return match ? Number(match[1]) : null;
}

export const orderNotFound = () => new ApiError(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound);
export const insufficientInventory = () => new ApiError(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);

/**
 * How `count` units are taken: from stock first, then from backorders (the outlet sells its stock only). Null when
 * the product is not on sale or does not hold them.
 */
export function unitsToTake(product: { brandId: string; status: number; stock: number; backorderQuantity: number }, count: number, onSale: number): { fromStock: number; fromBackorder: number } | null {
  if (product.status !== onSale || count < 1) return null;
  const fromStock = Math.min(Math.max(product.stock, 0), count);
  const fromBackorder = count - fromStock;
  const backorders = product.brandId === OUTLET_BRAND ? 0 : Math.max(product.backorderQuantity, 0);
  return fromBackorder <= backorders ? { fromStock, fromBackorder } : null;
}

/** What an account pays for a unit: the designer price for the trade, the sale (else retail) price at the outlet. */
export function unitPrice(product: { designerCents: number; consumerCents: number; promotionalCents: number | null }, channel: 'trade' | 'ffd'): number {
  return channel === 'trade' ? product.designerCents : (product.promotionalCents ?? product.consumerCents);
}

const rank = (status: string) => Math.max(0, SHIPPING_STATUSES.indexOf(status as ShippingStatus));

/** An order is as far as its least advanced item. */
export function orderStatus(items: ReadonlyArray<{ shippingStatus: string }>): ShippingStatus {
  if (items.length === 0) return 'preparing';
  return SHIPPING_STATUSES[Math.min(...items.map((i) => rank(i.shippingStatus)))]!;
}

/** Staff cannot ship an order whose cancellation was approved. */
export const orderCancelled = () => new ApiError(ERR.ORDER_CANCELLED, MESSAGES.orderCancelled);

/** Items move forward only (preparing, ready to ship, shipped, delivered); staying where it is is allowed. */
export function checkForward(items: ReadonlyArray<{ shippingStatus: string }>, to: ShippingStatus): void {
  if (items.some((i) => rank(i.shippingStatus) > rank(to))) throw new ApiError(ERR.ORDER_STATUS_BACKWARD, MESSAGES.orderStatusBackward);
}

const dollars = (cents: number) => cents / 100;
const status = (value: string): ShippingStatus => SHIPPING_STATUSES[rank(value)]!;
const address = (a: Record<string, string>) => ({
  full_name: a.full_name ?? '',
  company: a.company ?? '',
  street_address: a.street_address ?? '',
  apartment: a.apartment ?? '',
  city: a.city ?? '',
  state: a.state ?? '',
  postal: a.postal ?? '',
  country: a.country ?? '',
});

export function toSummary(row: SummaryRow): OrderSummary {
  const state = status(row.status);
  return {
    id: row.id,
    number: orderNumber(row.serial),
    state,
    state_label: row.cancelledAt ? ORDER_CANCELLED_LABEL : SHIPPING_STATUS_LABELS[state],
    date: (row.placedAt ?? row.createdAt).toISOString(),
    total: dollars(row.totalCents),
    item_count: row.itemCount,
    customer_id: row.customerId,
    customer_name: row.customerName,
    cancelled: row.cancelledAt !== null,
  };
}

export function toDetail(row: DetailRow, items: ItemRow[]): OrderDetailResponse {
  const summary = toSummary(row);
  const payment = row.payment;
  return {
    id: summary.id,
    number: summary.number,
    state: summary.state,
    state_label: summary.state_label,
    date: summary.date,
    customer_id: row.customerId,
    customer_name: row.customerName,
    items: items.map((i) => ({
      id: i.id,
      sku_number: i.skuNumber,
      name: i.name,
      brand_id: i.brandId as ProductBrand,
      customizable_type: i.customizableType,
      count: i.count,
      price: dollars(i.unitCents),
      amount: dollars(i.lineCents),
      shipping_status: status(i.shippingStatus),
      shipping_status_label: SHIPPING_STATUS_LABELS[status(i.shippingStatus)],
    })),
    subtotal: dollars(row.subtotalCents),
    coupon_code: row.couponCode,
    discount: dollars(row.discountCents),
    shipping_method: row.shippingMethod as ShippingMethod,
    shipping: dollars(row.shippingCents),
    total: dollars(row.totalCents),
    paid: dollars(row.dueNowCents + row.cardFeeCents),
    card_fee: dollars(row.cardFeeCents),
    balance: dollars(row.balanceCents),
    cancelled: summary.cancelled,
    refunded: dollars(row.refundedCents),
    shipping_address: address(row.shippingAddress),
    contact: { contact_name: row.contact.contact_name ?? '', phone: row.contact.phone ?? '', email: row.contact.email ?? '' },
    billing_address: address(row.billingAddress),
    payment_method: {
      method: payment.method === 'ach' ? 'ach' : 'card',
      brand: payment.brand ?? '',
      funding: payment.funding === 'debit' ? 'debit' : payment.funding === 'bank' ? 'bank' : 'credit',
      last4: payment.last4 ?? '',
    },
    tracking_supplier: row.trackingSupplier,
    tracking_number: row.trackingNumber,
  };
}

/** The email of an order's items reaching shipped or delivered; null for the other statuses. */
export function shippingEmail(
  order: Pick<OrderRow, 'serial' | 'contact' | 'trackingSupplier' | 'trackingNumber'>,
  items: ReadonlyArray<{ name: string; count: number }>,
  to: ShippingStatus,
  publicUrl: string,
): { recipient: string; subject: string; body: string; links: Array<{ label: string; url: string }> } | null {
  if (to !== 'shipped' && to !== 'delivered') return null;
  const number = orderNumber(order.serial);
  const lines = items.map((i) => `  ${i.count} x ${i.name}`).join('\n');
  const tracking = to === 'shipped' && order.trackingNumber ? `\nTracking: ${order.trackingSupplier} ${order.trackingNumber}`.trimEnd() : '';
  const url = `${publicUrl}/orderDetail?number=${number}`;
  return {
    recipient: order.contact.email ?? '',
    subject: to === 'shipped' ? `Your order ${number} has shipped` : `Your order ${number} has been delivered`,
    body: `Hello ${order.contact.contact_name ?? ''},\n\n${to === 'shipped' ? 'These items of your order are on their way:' : 'These items of your order have been delivered:'}\n${lines}${tracking}\n\nSee the order: ${url}`,
    links: [{ label: 'View order', url }],
  };
}
