/**
 * The order changes' rules without I/O: who may ask what when, the states a decision moves a change through, what a
 * change does to the order's lines and sums (priced as checkout prices them: the orders module's unit price and
 * checkout's sums), what it owes or refunds, how a record reads, and the supplementary payment link's email.
 */
import {
  ApiError,
  CANCEL_REASONS,
  CARD_FEE_PERCENT,
  OPEN_CHANGE_STATES,
  ORDER_CHANGE_ERR,
  ORDER_CHANGE_KIND_LABELS,
  ORDER_CHANGE_MESSAGES,
  ORDER_CHANGE_STATE_LABELS,
  SUPPLEMENTARY_LINK_HOURS,
  changeReference,
  percentOfCents,
  type ChangeDecision,
  type ChangeRecord,
  type Funding,
  type OrderChangeKind,
  type OrderChangeState,
} from '@storefront/contracts';

export const changeNotFound = () => new ApiError(ORDER_CHANGE_ERR.NOT_FOUND, ORDER_CHANGE_MESSAGES.notFound);
export const openOfKind = () => new ApiError(ORDER_CHANGE_ERR.OPEN_OF_KIND, ORDER_CHANGE_MESSAGES.openOfKind);
export const cancelWindowClosed = () => new ApiError(ORDER_CHANGE_ERR.CANCEL_WINDOW, ORDER_CHANGE_MESSAGES.cancelWindow);
export const wrongState = () => new ApiError(ORDER_CHANGE_ERR.STATE, ORDER_CHANGE_MESSAGES.state);
export const nothingChanges = () => new ApiError(ORDER_CHANGE_ERR.NOTHING_CHANGES, ORDER_CHANGE_MESSAGES.nothingChanges);
export const orderShipped = () => new ApiError(ORDER_CHANGE_ERR.SHIPPED, ORDER_CHANGE_MESSAGES.shipped);
export const alreadyInOrder = () => new ApiError(ORDER_CHANGE_ERR.ALREADY_IN_ORDER, ORDER_CHANGE_MESSAGES.alreadyInOrder);
export const productNotExist = () => new ApiError(ORDER_CHANGE_ERR.PRODUCT_NOT_FOUND, ORDER_CHANGE_MESSAGES.productNotExist);
export const productGone = () => new ApiError(ORDER_CHANGE_ERR.PRODUCT_UNAVAILABLE, ORDER_CHANGE_MESSAGES.productNoLongerAvailable);
export const linkExpired = () => new ApiError(ORDER_CHANGE_ERR.LINK_EXPIRED, ORDER_CHANGE_MESSAGES.linkExpired);
export const alreadyPaid = () => new ApiError(ORDER_CHANGE_ERR.ALREADY_PAID, ORDER_CHANGE_MESSAGES.alreadyPaid);

/** The serial a change reference names (OC100001 or 100001); null when it names none. */
export function changeSerialOf(reference: string): number | null {
  const match = /^(?:oc)?(\d{1,9})$/i.exec(reference.trim());
  return match ? Number(match[1]) : null;
}

export const isOpen = (state: string) => (OPEN_CHANGE_STATES as readonly string[]).includes(state);

/** Whether a change waits on a payment link that has expired (section 4: then the add-on portal is closed). */
export const linkExpiredAt = (change: { state: string; payExpiresAt: Date | null }, now: Date) =>
  change.state === 'extra_payment_needed' && change.payExpiresAt !== null && change.payExpiresAt.getTime() <= now.getTime();

/** A line of the order as a change sees it. */
export interface Line {
  /** The order item's id; null for an item the change adds. */
  itemId: string | null;
  skuNumber: string;
  name: string;
  unitCents: number;
  count: number;
}

/** What a change asks, as stored in its `details`. */
export type Details =
  | { address: Record<string, string> }
  | { contact: Record<string, string> }
  | { items: Array<{ itemId: string; count: number }> }
  | { items: Array<{ skuNumber: string; name: string; unitCents: number; count: number }> }
  | { reason: string; note: string };

/** The lines after the change (a count of 0 removes the line); the cancel leaves none. */
export function linesAfter(kind: OrderChangeKind, lines: readonly Line[], details: Details): Line[] {
  if (kind === 'quantity' && 'items' in details) {
    const counts = new Map((details.items as Array<{ itemId: string; count: number }>).map((i) => [i.itemId.toLowerCase(), i.count]));
    return lines.map((l) => (l.itemId && counts.has(l.itemId) ? { ...l, count: counts.get(l.itemId)! } : l)).filter((l) => l.count > 0);
  }
  if (kind === 'add_item' && 'items' in details) {
    const added = details.items as Array<{ skuNumber: string; name: string; unitCents: number; count: number }>;
    return [...lines, ...added.map((a) => ({ itemId: null, skuNumber: a.skuNumber, name: a.name, unitCents: a.unitCents, count: a.count }))];
  }
  if (kind === 'cancel') return [];
  return [...lines];
}

export interface OrderMoney {
  dueNowCents: number;
  cardFeeCents: number;
}
export interface NewSums {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  dueNowCents: number;
  cardFeeCents: number;
  balanceCents: number;
}

/**
 * What the change costs: the extra due now (asked through the supplementary link, before any card fee) when the new
 * sums ask more than was paid, or what is refunded when they ask less (with the card fee on it). A cancel refunds all
 * that was paid.
 */
export function difference(kind: OrderChangeKind, paid: OrderMoney, after: NewSums | null): { extraCents: number; refundCents: number } {
  if (kind === 'cancel' || !after) return { extraCents: 0, refundCents: paid.dueNowCents + paid.cardFeeCents };
  const extra = after.dueNowCents - paid.dueNowCents;
  if (extra > 0) return { extraCents: extra, refundCents: 0 };
  if (extra < 0) return { extraCents: 0, refundCents: Math.max(0, paid.dueNowCents + paid.cardFeeCents - (after.dueNowCents + after.cardFeeCents)) };
  return { extraCents: 0, refundCents: 0 };
}

/** The card fee on a supplementary payment (a credit card adds 3.0%, as at checkout). */
export const supplementaryFee = (extraCents: number, funding: Funding) => (funding === 'credit' ? percentOfCents(extraCents, CARD_FEE_PERCENT) : 0);

/** Where a decision moves a change; null when the change's state does not allow it. */
export function decisionTarget(state: string, decision: ChangeDecision): 'verifying' | 'approved' | 'rejected' | 'completed' | null {
  if (decision === 'verify') return state === 'in_review' ? 'verifying' : null;
  if (decision === 'approve') return state === 'in_review' || state === 'verifying' ? 'approved' : null;
  if (decision === 'reject') return state === 'in_review' || state === 'verifying' ? 'rejected' : null;
  return state === 'processing' || state === 'supplementary_paid' ? 'completed' : null;
}

/** After approval: what the change costs decides the next state. */
export function afterApproval(kind: OrderChangeKind, money: { extraCents: number; refundCents: number }): OrderChangeState[] {
  if (kind === 'cancel') return money.refundCents > 0 ? ['cancelled', 'refunded'] : ['cancelled'];
  if (money.extraCents > 0) return ['extra_payment_needed'];
  if (money.refundCents > 0) return ['refunded'];
  return ['processing'];
}

/** When the supplementary payment link stops working. */
export const payExpiry = (now: Date) => new Date(now.getTime() + SUPPLEMENTARY_LINK_HOURS * 3_600_000);

const dollars = (cents: number) => cents / 100;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const addressText = (a: Record<string, string>) =>
  [a.full_name, a.company, [a.street_address, a.apartment].filter(Boolean).join(' '), [a.city, a.state, a.postal].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');

export interface ChangeRow {
  id: string;
  serial: number;
  kind: string;
  details: Record<string, unknown>;
  state: string;
  extraCents: number;
  refundCents: number;
  payExpiresAt: Date | null;
  staffNote: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A change as its record reads; `lines` names the order's items it counts from (and what it adds). */
export function toRecord(row: ChangeRow, orderNumber: string, items: ReadonlyArray<{ id: string; skuNumber: string; name: string; count: number }>): ChangeRecord {
  const kind = row.kind as OrderChangeKind;
  const state = row.state as OrderChangeState;
  const d = row.details;
  const address = kind === 'address' ? (d.address as Record<string, string>) : null;
  const contact = kind === 'contact' ? (d.contact as Record<string, string>) : null;
  const lines: ChangeRecord['lines'] = [];
  if (kind === 'quantity') {
    for (const i of d.items as Array<{ itemId: string; count: number; fromCount?: number; skuNumber?: string; name?: string }>) {
      const item = items.find((it) => it.id === i.itemId);
      lines.push({ sku_number: i.skuNumber ?? item?.skuNumber ?? '', name: i.name ?? item?.name ?? '', from_count: i.fromCount ?? item?.count ?? 0, to_count: i.count });
    }
  }
  if (kind === 'add_item') for (const i of d.items as Array<{ skuNumber: string; name: string; count: number }>) lines.push({ sku_number: i.skuNumber, name: i.name, from_count: 0, to_count: i.count });
  const reason = kind === 'cancel' ? (CANCEL_REASONS.find((r) => r.key === d.reason)?.value ?? text(d.reason)) : null;
  const summary =
    kind === 'address'
      ? addressText(address!)
      : kind === 'contact'
        ? [contact!.contact_name, contact!.phone, contact!.email].filter(Boolean).join(', ')
        : kind === 'cancel'
          ? `Reason: ${reason}${text(d.note) ? ` (${text(d.note)})` : ''}`
          : lines.map((l) => (kind === 'add_item' ? `${l.to_count} x ${l.name} (${l.sku_number})` : `${l.name} (${l.sku_number}): ${l.from_count} to ${l.to_count}`)).join('; ');
  return {
    id: row.id,
    reference: changeReference(row.serial),
    order_number: orderNumber,
    kind,
    kind_label: ORDER_CHANGE_KIND_LABELS[kind],
    state,
    state_label: ORDER_CHANGE_STATE_LABELS[state],
    date: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    summary,
    address: address
      ? {
          full_name: text(address.full_name),
          company: text(address.company),
          street_address: text(address.street_address),
          apartment: text(address.apartment),
          city: text(address.city),
          state: text(address.state),
          postal: text(address.postal),
          country: text(address.country),
        }
      : null,
    contact: contact ? { contact_name: text(contact.contact_name), phone: text(contact.phone), email: text(contact.email) } : null,
    lines,
    reason,
    extra: dollars(row.extraCents),
    refund: dollars(row.refundCents),
    pay_expires_at: row.payExpiresAt ? row.payExpiresAt.toISOString() : null,
    can_withdraw: state === 'in_review',
    note: row.staffNote,
  };
}

/** The email with the supplementary payment link (valid 48 hours). */
export function paymentLinkEmail(input: { reference: string; orderNumber: string; kindLabel: string; extraCents: number; token: string; publicUrl: string; expiresAt: Date }) {
  const url = `${input.publicUrl}/supPayment?token=${input.token}`;
  return {
    subject: `Payment needed for your change ${input.reference} to order ${input.orderNumber}`,
    body: `Hello,\n\nYour request (${input.kindLabel}) ${input.reference} to order ${input.orderNumber} was approved. It costs $${(input.extraCents / 100).toFixed(2)} more.\nPlease pay it through the link below within ${SUPPLEMENTARY_LINK_HOURS} hours (until ${input.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC); after that the link expires.\n\nPay: ${url}`,
    links: [{ label: 'Pay now', url }],
  };
}

/** The email telling the designer a change was decided. */
export function decisionEmail(input: { reference: string; orderNumber: string; kindLabel: string; state: OrderChangeState; refundCents: number; publicUrl: string }) {
  const url = `${input.publicUrl}/orderDetail?number=${input.orderNumber}`;
  const refund = input.refundCents > 0 ? `\n$${(input.refundCents / 100).toFixed(2)} is refunded to the payment method of the order.` : '';
  return {
    subject: `Your change ${input.reference} to order ${input.orderNumber}: ${ORDER_CHANGE_STATE_LABELS[input.state]}`,
    body: `Hello,\n\nYour request (${input.kindLabel}) ${input.reference} to order ${input.orderNumber} is now: ${ORDER_CHANGE_STATE_LABELS[input.state]}.${refund}\n\nSee the order: ${url}`,
    links: [{ label: 'View order', url }],
  };
}
