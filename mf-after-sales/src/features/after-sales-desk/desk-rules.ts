/**
 * The after-sales desk's rules without I/O: who may use it, and the two kinds of item (service requests and claims)
 * read into one shape the desk's table and detail show.
 */
import {
  CLAIM_STATES,
  CLAIM_STATE_LABELS,
  SERVICE_NOTE_MAX,
  SERVICE_STATES,
  SERVICE_STATE_LABELS,
  formatPrice,
  type ClaimStaffDetail,
  type ClaimStaffSummary,
  type ServiceStaffDetail,
  type ServiceStaffSummary,
  type SessionSnapshot,
} from '@storefront/contracts';

/**
 * Who may use the desk: a client agent. A visitor signs in first; a signed-in account whose user the shell has not read
 * yet waits (the shell learns it is an agent from it); anyone else has no permission.
 */
export function deskAccess(session: Pick<SessionSnapshot, 'token' | 'clientAgent' | 'user'>, path: string): { ok: true } | { ok: false; to: string | null } {
  if (session.clientAgent) return { ok: true };
  if (!session.token) return { ok: false, to: `/login?redirect=${encodeURIComponent(path)}` };
  if (!session.user) return { ok: false, to: null };
  return { ok: false, to: '/noPermission' };
}

export type DeskKind = 'service' | 'claim';

/** A row of the desk's table. */
export interface DeskRow {
  id: string;
  reference: string;
  account: string;
  company: string;
  order_number: string;
  items: string;
  state: string;
  state_label: string;
  date: string;
}

export interface DeskPhoto {
  file_id: string;
  filename: string;
  /** The read URL the api gave: a signed link, the only way to read a service photo or a repair bill. */
  url: string;
}

export interface DeskEvent {
  state_label: string;
  note: string;
  at: string;
  by: 'designer' | 'staff';
}

/** One item as the desk's detail shows it. */
export interface DeskDetail {
  reference: string;
  state: string;
  state_label: string;
  /** Label and value, in reading order. */
  facts: Array<[string, string]>;
  /** What was asked: the request's description, or the claimed items and the claim's description. */
  items: string[];
  description: string;
  photos: DeskPhoto[];
  /** Other files (the repair bill's), shown as photos under their own heading. */
  bill: DeskPhoto[];
  events: DeskEvent[];
  next_states: Array<{ state: string; label: string }>;
}

/** What each kind is called and how its states and notes read. */
export const DESK_KINDS: Readonly<
  Record<DeskKind, { tab: string; noun: string; itemsHeader: string; empty: string; states: Array<{ state: string; label: string }>; noteMax: number }>
> = {
  service: {
    tab: 'Service requests',
    noun: 'Service request',
    itemsHeader: 'Item',
    empty: 'No service requests.',
    states: SERVICE_STATES.map((state) => ({ state, label: SERVICE_STATE_LABELS[state] })),
    noteMax: SERVICE_NOTE_MAX,
  },
  claim: {
    tab: 'Claims',
    noun: 'Claim',
    itemsHeader: 'Items',
    empty: 'No claims.',
    states: CLAIM_STATES.map((state) => ({ state, label: CLAIM_STATE_LABELS[state] })),
    // The claims' state call takes up to 1000 characters (claimStateRequest).
    noteMax: 1000,
  },
};

const accountText = (r: { account_name: string; account_email: string }) => (r.account_name ? `${r.account_name} (${r.account_email})` : r.account_email);

export function serviceRow(r: ServiceStaffSummary): DeskRow {
  return {
    id: r.id,
    reference: r.reference,
    account: accountText(r),
    company: r.company,
    order_number: r.order_number,
    items: `${r.sku_number} ${r.item_name}`,
    state: r.state,
    state_label: r.state_label,
    date: r.created_at,
  };
}

export function claimRow(c: ClaimStaffSummary): DeskRow {
  return {
    id: c.id,
    reference: c.reference,
    account: accountText(c),
    company: c.company,
    order_number: c.order_number,
    items: c.items_text,
    state: c.state,
    state_label: c.state_label,
    date: c.date,
  };
}

export function serviceDetail(d: ServiceStaffDetail): DeskDetail {
  return {
    reference: d.reference,
    state: d.state,
    state_label: d.state_label,
    facts: [
      ['Account', accountText(d)],
      ['Company', d.company || '-'],
      ['Order', d.order_number],
      ['Item', `${d.sku_number} ${d.item_name}`],
      ['Sent', deskDate(d.created_at)],
      ...(d.repair_amount !== null ? [['Repair bill', formatPrice(d.repair_amount)] as [string, string]] : []),
    ],
    items: [],
    description: d.description,
    photos: d.photos,
    bill: d.repair_files,
    events: d.events,
    next_states: d.next_states,
  };
}

export function claimDetail(d: ClaimStaffDetail): DeskDetail {
  return {
    reference: d.reference,
    state: d.state,
    state_label: d.state_label,
    facts: [
      ['Account', accountText(d)],
      ['Company', d.company || '-'],
      ['Order', d.order_number],
      ['Kind of claim', d.kind_label],
      ['Requested amount', formatPrice(d.requested_amount)],
      ['Claims contact', [d.contact_name, d.contact_phone, d.contact_email].filter(Boolean).join(', ')],
      ['Sent', deskDate(d.date)],
    ],
    items: d.items.map((i) => `${i.quantity} × ${i.name} (${i.sku_number})`),
    description: d.description,
    photos: d.photos,
    bill: [],
    events: d.events,
    next_states: d.next_states,
  };
}

/** A row brought up to date with its item's new state. */
export function withState(row: DeskRow, detail: Pick<DeskDetail, 'reference' | 'state' | 'state_label'>): DeskRow {
  return row.reference === detail.reference ? { ...row, state: detail.state, state_label: detail.state_label } : row;
}

/** A date as the desk shows it: Nov 2, 2026. */
export function deskDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** When a step was taken: Nov 2, 2026, 10:00 AM. */
export function deskTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** Pages of a list of `total` items, `limit` a page (at least one). */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / Math.max(1, limit)));
