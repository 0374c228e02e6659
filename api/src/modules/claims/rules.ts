/**
 * The claims' rules, without I/O: whose orders and claims a caller reaches, what of an order may be claimed (delivered
 * items, each kind's window of section 9 counted from the delivery date of the claimed items, quantities, the amount),
 * how a claim reads, and the emails to the trade desk and to the designer.
 */
import {
  ApiError,
  CLAIM_KINDS,
  CLAIM_KIND_LABELS,
  CLAIM_LABELS,
  CLAIM_MESSAGES,
  CLAIM_STATE_LABELS,
  ERR,
  MESSAGES,
  brandByCode,
  claimClosesOn,
  claimKindOpen,
  claimMoveAllowed,
  claimMoveMessage,
  claimReference,
  claimWindowDays,
  claimWindowMessage,
  CLAIM_MOVES,
  formatPrice,
  routeById,
  type BrandCode,
  type ClaimDetailResponse,
  type ClaimEvent,
  type ClaimStaffDetail,
  type ClaimStaffSummary,
  type StaffFiler,
  type ClaimKindCode,
  type ClaimState,
  type ClaimSummary,
  type ClaimableOrderResponse,
  type CreateClaimRequest,
} from '@storefront/contracts';
import type { OutgoingMessage } from '../../platform/outbox';
import type { ClaimFiler, ClaimItemRow, ClaimOrderRow, ClaimRow, ClaimWithOrder, StaffClaimRow } from './repository';

export const orderNumber = (serial: number): string => `SO${serial}`;

/** The serial an order number names (SO100001 or 100001); null when it names none. */
export function orderSerialOf(number: string): number | null {
  const match = /^(?:so)?(\d{1,9})$/i.exec(number.trim());
  return match ? Number(match[1]) : null;
}

/** Whose orders and claims a trade account reaches: its company's, or its own when it has none. */
export const ownerOf = (account: { id: string; companyId: string | null }): string => account.companyId ?? account.id;

export const orderNotFound = () => new ApiError(ERR.ORDER_NOT_FOUND, MESSAGES.orderNotFound);
export const claimNotFound = () => new ApiError(ERR.CLAIM_NOT_FOUND, MESSAGES.claimNotFound);
const cents = (n: number) => Math.round(n) / 100;

/** The delivered items of an order with the kinds still open for each, and each kind's window. */
export function claimableOrder(order: ClaimOrderRow, items: readonly ClaimItemRow[], now: Date): ClaimableOrderResponse {
  const delivered = items.filter((i): i is ClaimItemRow & { deliveredAt: Date } => i.shippingStatus === 'delivered' && i.deliveredAt !== null);
  return {
    order_id: order.id,
    number: orderNumber(order.serial),
    date: (order.placedAt ?? order.createdAt).toISOString(),
    total: cents(order.totalCents),
    items: delivered.map((i) => ({
      item_id: i.id,
      sku_number: i.skuNumber,
      name: i.name,
      count: i.count,
      delivered_at: i.deliveredAt.toISOString(),
      open_kinds: CLAIM_KINDS.filter((kind) => claimKindOpen(kind, i.deliveredAt, now)),
    })),
    kinds: CLAIM_KINDS.map((kind) => {
      const open = delivered.filter((i) => claimKindOpen(kind, i.deliveredAt, now));
      // The last day of the window for the most recently delivered item still open.
      const latest = open.reduce<Date | null>((at, i) => (at && at > i.deliveredAt ? at : i.deliveredAt), null);
      return { kind, label: CLAIM_KIND_LABELS[kind], days: claimWindowDays(kind), open: open.length > 0, closes_on: latest ? claimClosesOn(kind, latest) : null };
    }),
    contact: { contact_name: order.contact.contact_name ?? '', phone: order.contact.phone ?? '', email: order.contact.email ?? '' },
  };
}

/**
 * The lines a claim may hold, as the table keeps them: each a delivered item of the order, named once, at most what was
 * ordered, within the kind's window from its delivery date; the amount at most the order's total.
 */
export function claimLines(
  order: ClaimOrderRow,
  items: readonly ClaimItemRow[],
  request: Pick<CreateClaimRequest, 'kind' | 'items' | 'requested_cents'>,
  now: Date,
): { itemId: string; skuNumber: string; quantity: number }[] {
  const ids = request.items.map((l) => l.item_id);
  if (new Set(ids).size !== ids.length) throw new ApiError(ERR.BAD_REQUEST, CLAIM_MESSAGES.items, { field: 'items' });
  const lines = request.items.map((line) => {
    const item = items.find((i) => i.id === line.item_id);
    if (!item) throw new ApiError(ERR.BAD_REQUEST, CLAIM_MESSAGES.items, { field: 'items' });
    if (item.shippingStatus !== 'delivered' || !item.deliveredAt) throw new ApiError(ERR.CLAIM_ITEM_NOT_DELIVERED, CLAIM_MESSAGES.notDelivered, { field: 'items', item_id: item.id });
    if (line.quantity > item.count) throw new ApiError(ERR.BAD_REQUEST, CLAIM_MESSAGES.quantity(item.count), { field: 'items', item_id: item.id });
    if (!claimKindOpen(request.kind, item.deliveredAt, now)) throw new ApiError(ERR.CLAIM_WINDOW_CLOSED, claimWindowMessage(request.kind), { field: 'kind', item_id: item.id });
    return { itemId: item.id, skuNumber: item.skuNumber, quantity: line.quantity };
  });
  if (request.requested_cents > order.totalCents) {
    throw new ApiError(ERR.BAD_REQUEST, CLAIM_MESSAGES.amountOverTotal(formatPrice(cents(order.totalCents))), { field: 'requested_amount' });
  }
  return lines;
}

/** Staff move a claim only forward (CLAIM_MOVES); a move to where it is refused too. */
export function checkMove(from: ClaimState, to: ClaimState): void {
  if (!claimMoveAllowed(from, to)) throw new ApiError(ERR.CLAIM_STATE, claimMoveMessage(from, to));
}

export function toSummary(row: ClaimWithOrder): ClaimSummary {
  const kind = row.kind as ClaimKindCode;
  const state = row.state as ClaimState;
  return {
    id: row.id,
    reference: claimReference(row.serial),
    order_number: orderNumber(row.orderSerial),
    kind,
    kind_label: CLAIM_KIND_LABELS[kind],
    state,
    state_label: CLAIM_STATE_LABELS[state],
    requested_amount: cents(row.requestedCents),
    date: row.createdAt.toISOString(),
  };
}

export function toDetail(row: ClaimWithOrder, names: ReadonlyMap<string, string>, photos: ClaimDetailResponse['photos']): ClaimDetailResponse {
  return {
    ...toSummary(row),
    items: row.items.map((i) => ({ item_id: i.itemId, sku_number: i.skuNumber, name: names.get(i.itemId) ?? i.skuNumber, quantity: i.quantity })),
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    description: row.description,
    photos,
    staff_note: row.staffNote,
    updated_at: row.updatedAt.toISOString(),
  };
}

const claimUrl = (publicUrl: string, reference: string) => `${publicUrl}${routeById('feedbackDetail').paths[0]}?ref=${reference}`;
const line = (label: string, value: string) => `${label}: ${value || '-'}`;

/** The email of a new claim to the site's trade desk. */
export function deskEmail(
  desk: string,
  brand: BrandCode,
  claim: Pick<ClaimRow, 'serial' | 'kind' | 'requestedCents' | 'contactName' | 'contactPhone' | 'contactEmail' | 'description' | 'items' | 'photos'>,
  order: Pick<ClaimOrderRow, 'serial'>,
  sender: { email: string; firstName: string; lastName: string },
  photoUrls: readonly string[],
  publicUrl: string,
): OutgoingMessage {
  const site = brandByCode(brand).name;
  const reference = claimReference(claim.serial);
  const kind = CLAIM_KIND_LABELS[claim.kind as ClaimKindCode];
  return {
    channel: 'email',
    recipient: desk,
    template: 'claim_submitted',
    subject: `Claim ${reference} (${kind}) on order ${orderNumber(order.serial)} (${site})`,
    body: [
      `A claim was filed on the ${site} site (${reference}).`,
      '',
      line(CLAIM_LABELS.order_number, orderNumber(order.serial)),
      line(CLAIM_LABELS.kind, kind),
      line(CLAIM_LABELS.requested_amount, formatPrice(cents(claim.requestedCents))),
      line(CLAIM_LABELS.contact_name, claim.contactName),
      line(CLAIM_LABELS.contact_phone, claim.contactPhone),
      line(CLAIM_LABELS.contact_email, claim.contactEmail),
      '',
      `${CLAIM_LABELS.items}:`,
      ...claim.items.map((i) => `  ${i.quantity} x ${i.skuNumber}`),
      '',
      `${CLAIM_LABELS.description}:`,
      claim.description || '-',
      '',
      `${CLAIM_LABELS.photos}:`,
      ...photoUrls.map((url) => `  ${publicUrl}${url}`),
      '',
      `Filed by ${`${sender.firstName} ${sender.lastName}`.trim()} <${sender.email}>`,
    ].join('\n'),
    links: photoUrls.map((url, i) => ({ label: `Image ${i + 1}`, url: `${publicUrl}${url}` })),
  };
}

/** The email to the designer when staff move the claim. */
export function stateEmail(recipient: string, name: string, claim: Pick<ClaimRow, 'serial' | 'state' | 'staffNote'>, orderSerial: number, publicUrl: string): OutgoingMessage {
  const reference = claimReference(claim.serial);
  const state = CLAIM_STATE_LABELS[claim.state as ClaimState];
  const url = claimUrl(publicUrl, reference);
  return {
    channel: 'email',
    recipient,
    template: 'claim_state',
    subject: `Your claim ${reference} is now ${state.toLowerCase()}`,
    body: [
      `Hello ${name},`,
      '',
      `Your claim ${reference} on order ${orderNumber(orderSerial)} is now ${state.toLowerCase()}.`,
      ...(claim.staffNote ? ['', claim.staffNote] : []),
      '',
      `See the claim: ${url}`,
    ].join('\n'),
    links: [{ label: 'View claim', url }],
  };
}

// ---------------------------------------------------------------------------------------------
// Staff's desk.

/** Who filed a claim as staff read it; an account that is gone reads as the claim's contact. */
export function filerOf(filer: ClaimFiler | null, row: Pick<ClaimRow, 'contactName' | 'contactEmail'>): StaffFiler {
  const name = filer ? `${filer.firstName} ${filer.lastName}`.trim() : '';
  return { account_name: name || row.contactName, account_email: filer?.email ?? row.contactEmail, company: filer?.company ?? '' };
}

/** The claimed items as one line: "CA-1001 × 2, CA-2002 × 1". */
export function itemsText(row: Pick<ClaimRow, 'items'>): string {
  return row.items.map((i) => `${i.skuNumber} × ${i.quantity}`).join(', ');
}

export function toStaffSummary(row: StaffClaimRow): ClaimStaffSummary {
  return { ...toSummary(row), ...filerOf(row.filer, row), items_text: itemsText(row) };
}

/**
 * A claim's history: filed by the designer, then the state staff last moved it to with their note (a claim keeps only
 * its current state and note: the claims table has no history of its own).
 */
export function claimEvents(row: Pick<ClaimRow, 'state' | 'staffNote' | 'createdAt' | 'updatedAt'>): ClaimEvent[] {
  const events: ClaimEvent[] = [{ state: 'submitted', state_label: CLAIM_STATE_LABELS.submitted, note: '', at: row.createdAt.toISOString(), by: 'designer' }];
  const state = row.state as ClaimState;
  if (state !== 'submitted' || row.staffNote) {
    events.push({ state, state_label: CLAIM_STATE_LABELS[state], note: row.staffNote, at: row.updatedAt.toISOString(), by: 'staff' });
  }
  return events;
}

/** The states staff may move a claim to from its state (CLAIM_MOVES), each with its label. */
export function claimNextStates(state: ClaimState): ClaimStaffDetail['next_states'] {
  return CLAIM_MOVES[state].map((next) => ({ state: next, label: CLAIM_STATE_LABELS[next] }));
}

export function toStaffDetail(detail: ClaimDetailResponse, row: ClaimWithOrder, filer: ClaimFiler | null): ClaimStaffDetail {
  return { ...detail, ...filerOf(filer, row), events: claimEvents(row), next_states: claimNextStates(row.state as ClaimState) };
}
