import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { TERMS, claimWindowOpen, formatFigure, type ClaimKind as TermsClaimKind } from '../terms';
import { AFTER_SALES_MESSAGES } from './after-sales';
import { isEmail, normalizePhone } from './rules';
import { plainText } from './text';

/**
 * Claims against a delivered order (spec sections 3, 5 and 9): the order number, the claimed items (SKU and quantity),
 * the requested amount, the claims contact (name, number, email), images and an optional description. A claim of each
 * kind is open for its window of section 9 (damage 10 days, concealed damage 15, shortages 15, invoice discrepancies
 * 30), counted from the delivery date of the claimed items. The browser's form and the api check a claim with the same
 * functions, so a message reads the same wherever it is raised.
 */

// ---------------------------------------------------------------------------------------------
// Kinds, windows and states.

/** The kinds of claim (section 9's windows), as the api and the table name them. */
export const CLAIM_KINDS = ['damage', 'concealed', 'shortage', 'invoice'] as const;
export type ClaimKindCode = (typeof CLAIM_KINDS)[number];

export const CLAIM_KIND_LABELS: Readonly<Record<ClaimKindCode, string>> = {
  damage: 'Damage',
  concealed: 'Concealed damage',
  shortage: 'Shortage',
  invoice: 'Invoice discrepancy',
};

/** Each kind's window in the shared terms (section 9). */
const TERMS_KIND: Readonly<Record<ClaimKindCode, TermsClaimKind>> = {
  damage: 'damage',
  concealed: 'concealedDamage',
  shortage: 'shortage',
  invoice: 'invoiceDiscrepancy',
};

/** Days a claim of the kind may be filed after delivery. */
export function claimWindowDays(kind: ClaimKindCode): number {
  return TERMS.claimWindows[TERMS_KIND[kind]].value;
}

/** Whether a claim of the kind is still open on `on` for an item delivered at `deliveredAt`. */
export function claimKindOpen(kind: ClaimKindCode, deliveredAt: Date, on: Date): boolean {
  return claimWindowOpen(TERMS_KIND[kind], deliveredAt, on);
}

/** The last day (UTC, yyyy-mm-dd) a claim of the kind may be filed for an item delivered at `deliveredAt`. */
export function claimClosesOn(kind: ClaimKindCode, deliveredAt: Date): string {
  const day = 24 * 60 * 60 * 1000;
  const start = Math.floor(deliveredAt.getTime() / day) * day;
  return new Date(start + claimWindowDays(kind) * day).toISOString().slice(0, 10);
}

/** 'Damage claims must be filed within 10 days of delivery'. */
export function claimWindowText(kind: ClaimKindCode): string {
  return `${CLAIM_KIND_LABELS[kind]} claims must be filed within ${formatFigure(TERMS.claimWindows[TERMS_KIND[kind]])} of delivery`;
}

/** The refusal of a claim filed after its window: 'The claim window has closed: damage claims must be filed within 10 days of delivery'. */
export function claimWindowMessage(kind: ClaimKindCode): string {
  const text = claimWindowText(kind);
  return `${MESSAGES.claimWindowClosed}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** A claim's states, in the order staff usually move it. */
export const CLAIM_STATES = ['submitted', 'in_review', 'approved', 'rejected', 'refunded'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const CLAIM_STATE_LABELS: Readonly<Record<ClaimState, string>> = {
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

/** Where staff may move a claim from each state: review, a decision, the refund of an approved claim. */
export const CLAIM_MOVES: Readonly<Record<ClaimState, readonly ClaimState[]>> = {
  submitted: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: ['refunded'],
  rejected: [],
  refunded: [],
};

export function claimMoveAllowed(from: ClaimState, to: ClaimState): boolean {
  return CLAIM_MOVES[from].includes(to);
}

export function claimMoveMessage(from: ClaimState, to: ClaimState): string {
  return `A claim that is ${CLAIM_STATE_LABELS[from].toLowerCase()} cannot be moved to ${CLAIM_STATE_LABELS[to].toLowerCase()}`;
}

/** Section 9 gives claims '5 or 10' images: we take 10, as the service request does, each jpg/png up to 10M. */
export const CLAIM_PHOTOS_MAX = 10;
/** Claims a list page shows. */
export const CLAIM_PAGE_SIZE = 20;
/** The largest amount one claim may request, in cents (far past any order; keeps the number whole in the table). */
export const CLAIM_AMOUNT_MAX_CENTS = 100_000_000_00;

/** What a claim is quoted by: CL100001. */
export const claimReference = (serial: number): string => `CL${serial}`;
/** The serial of a reference; null when it is not one. */
export function claimSerial(reference: string): number | null {
  const match = /^CL(\d{1,9})$/i.exec(reference.trim());
  return match ? Number(match[1]) : null;
}

// ---------------------------------------------------------------------------------------------
// The form's fields and messages.

export const CLAIM_FIELDS = ['order_number', 'requested_amount', 'contact_name', 'contact_phone', 'contact_email', 'description'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

export const CLAIM_LABELS: Readonly<Record<ClaimField | 'kind' | 'items' | 'photos', string>> = {
  order_number: 'Order Number',
  kind: 'Kind of Claim',
  items: 'Items to Claim',
  requested_amount: 'Requested Amount',
  contact_name: 'Claims Contact Name',
  contact_phone: 'Claims Contact Number',
  contact_email: 'Claims Contact Email',
  photos: 'Images',
  description: 'Description',
};

export const CLAIM_MAX: Readonly<Record<ClaimField, number>> = {
  order_number: 20,
  requested_amount: 20,
  contact_name: 100,
  contact_phone: 20,
  contact_email: 254,
  description: 2000,
};

/** The claim form's messages: the spec's where it has them (contact name, phone and email), ours in its manner where not. */
export const CLAIM_MESSAGES = {
  submitted: MESSAGES.formSubmitted,
  failed: MESSAGES.formSubmitFailed,
  orderNumber: AFTER_SALES_MESSAGES.orderNumber,
  kind: 'Please choose the kind of claim',
  items: 'Please choose the items to claim',
  quantity: (max: number) => (max === 1 ? 'Only 1 can be claimed' : `Please enter a quantity from 1 to ${max}`),
  validQuantity: 'Please enter a valid quantity',
  notDelivered: 'Only delivered items can be claimed',
  amount: 'Please enter the requested amount',
  validAmount: 'Please enter a valid amount',
  amountOverTotal: (total: string) => `The requested amount cannot be more than the order total (${total})`,
  contactName: MESSAGES.enterContactName,
  contactPhone: 'Please enter contact number',
  validPhone: MESSAGES.validPhone,
  contactEmail: MESSAGES.enterEmail,
  validEmail: MESSAGES.validEmail,
  photos: 'Please upload at least one image',
  tooManyPhotos: `You can upload at most ${CLAIM_PHOTOS_MAX} images`,
  photoNotFound: 'An image was not found, please upload it again',
  uploading: 'Images are still uploading, please wait until they finish',
  uploadFailed: 'Some images failed to upload, please remove them and upload them again',
  notFound: MESSAGES.claimNotFound,
  tooLong: (field: ClaimField) => `${CLAIM_LABELS[field]} can be at most ${CLAIM_MAX[field]} characters`,
} as const;

/**
 * The requested amount in cents from what a person types ('1250', '1,250.50', '$ 1250.5') or a number; null when it
 * is not a positive amount of dollars and cents.
 */
export function parseClaimAmount(raw: string | number): number | null {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 && cents <= CLAIM_AMOUNT_MAX_CENTS ? cents : null;
}

/** The one problem of a field's value in the form's words, or null when it is fine. */
export function claimFieldProblem(field: ClaimField, raw: string): string | null {
  const value = raw.trim();
  if (!value) {
    if (field === 'description') return null;
    return {
      order_number: CLAIM_MESSAGES.orderNumber,
      requested_amount: CLAIM_MESSAGES.amount,
      contact_name: CLAIM_MESSAGES.contactName,
      contact_phone: CLAIM_MESSAGES.contactPhone,
      contact_email: CLAIM_MESSAGES.contactEmail,
    }[field];
  }
  if (field === 'requested_amount') return parseClaimAmount(value) === null ? CLAIM_MESSAGES.validAmount : null;
  if (value.length > CLAIM_MAX[field]) return CLAIM_MESSAGES.tooLong(field);
  if (field === 'contact_email' && !isEmail(value)) return CLAIM_MESSAGES.validEmail;
  if (field === 'contact_phone' && normalizePhone(value) === null) return CLAIM_MESSAGES.validPhone;
  return null;
}

/** One claimed line as the form holds it: the order item and the quantity typed. */
export interface ClaimLineInput {
  item_id: string;
  quantity: string | number;
  /** What the order holds of the item (the most that can be claimed). */
  max: number;
}

/** The problem of a claimed line's quantity, or null. */
export function claimQuantityProblem(quantity: string | number, max: number): string | null {
  const n = typeof quantity === 'number' ? quantity : /^\d{1,6}$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? null : CLAIM_MESSAGES.quantity(max);
}

/** Every problem of the claim form, by field (`kind`, `items`, `items.<item id>`, `photos` beside the fields); empty when it may be sent. */
export function claimFormProblems(form: { [K in ClaimField]?: string } & { kind?: string; lines?: readonly ClaimLineInput[]; photos?: number }): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of CLAIM_FIELDS) {
    const problem = claimFieldProblem(field, form[field] ?? '');
    if (problem) problems[field] = problem;
  }
  if (!(CLAIM_KINDS as readonly string[]).includes(form.kind ?? '')) problems.kind = CLAIM_MESSAGES.kind;
  const lines = form.lines ?? [];
  if (lines.length === 0) problems.items = CLAIM_MESSAGES.items;
  for (const line of lines) {
    const problem = claimQuantityProblem(line.quantity, line.max);
    if (problem) problems[`items.${line.item_id}`] = problem;
  }
  if (!form.photos) problems.photos = CLAIM_MESSAGES.photos;
  else if (form.photos > CLAIM_PHOTOS_MAX) problems.photos = CLAIM_MESSAGES.tooManyPhotos;
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The calls' bodies and answers.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (message: string) => z.pipe(z.string({ error: message }).check(z.regex(UUID, message)), z.transform((s: string) => s.toLowerCase()));

/** A text field of the form: storable, trimmed, then checked by the form's rule. */
const claimText = (field: ClaimField) =>
  z
    .pipe(
      z.optional(plainText(100_000, MESSAGES.textNotAllowed, { lineBreaks: field === 'description' })),
      z.transform((s: string | undefined) => (s ?? '').trim()),
    )
    .check(
      z.refine((s: string) => claimFieldProblem(field, s) === null, {
        error: (issue) => claimFieldProblem(field, String(issue.input ?? '')) ?? 'Invalid value',
      }),
    );

/** POST /mibd/claims/order: the order a claim is filed against, by number. */
export const claimableOrderRequest = z.object({ number: claimText('order_number') });
export type ClaimableOrderRequest = z.output<typeof claimableOrderRequest>;

export const claimKindSchema = z.enum(CLAIM_KINDS, CLAIM_MESSAGES.kind);

/** An order's delivered item as a claim sees it: when it was delivered and the kinds still open for it. */
export const claimableItem = z.object({
  item_id: z.string(),
  sku_number: z.string(),
  name: z.string(),
  count: z.number(),
  delivered_at: z.string(),
  open_kinds: z.array(claimKindSchema),
});
export type ClaimableItem = z.output<typeof claimableItem>;

/** Each kind with its window, and whether it is still open for some delivered item. */
export const claimKindWindow = z.object({ kind: claimKindSchema, label: z.string(), days: z.number(), open: z.boolean(), closes_on: z.nullable(z.string()) });
export type ClaimKindWindow = z.output<typeof claimKindWindow>;

export const claimableOrderResponse = z.object({
  order_id: z.string(),
  number: z.string(),
  date: z.string(),
  total: z.number(),
  /** Only its delivered items; none while nothing is delivered. */
  items: z.array(claimableItem),
  kinds: z.array(claimKindWindow),
  /** The order's contact, to start the claims contact from. */
  contact: z.object({ contact_name: z.string(), phone: z.string(), email: z.string() }),
});
export type ClaimableOrderResponse = z.output<typeof claimableOrderResponse>;

const amountField = z
  .pipe(
    z.optional(z.union([z.string(), z.number()], { error: CLAIM_MESSAGES.validAmount })),
    z.transform((v: string | number | undefined) => (v === undefined || (typeof v === 'string' && !v.trim()) ? -1 : (parseClaimAmount(v) ?? 0))),
  )
  .check(
    z.refine((cents: number) => cents > 0, {
      error: (issue) => (issue.input === -1 ? CLAIM_MESSAGES.amount : CLAIM_MESSAGES.validAmount),
    }),
  );

/** POST /mibd/claims/create: a claim (section 3) under the section 5 rules. */
export const createClaimRequest = z.pipe(
  z.object({
    order_number: claimText('order_number'),
    kind: claimKindSchema,
    items: z
      .array(
        z.object({
          item_id: uuid(CLAIM_MESSAGES.items),
          quantity: z.number({ error: CLAIM_MESSAGES.validQuantity }).check(z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= 1_000_000, CLAIM_MESSAGES.validQuantity)),
        }),
        { error: CLAIM_MESSAGES.items },
      )
      .check(z.minLength(1, CLAIM_MESSAGES.items), z.maxLength(500, CLAIM_MESSAGES.items)),
    requested_amount: amountField,
    contact_name: claimText('contact_name'),
    contact_phone: claimText('contact_phone'),
    contact_email: claimText('contact_email'),
    description: claimText('description'),
    photos: z._default(
      z.array(uuid(CLAIM_MESSAGES.photoNotFound), { error: CLAIM_MESSAGES.photos }).check(z.minLength(1, CLAIM_MESSAGES.photos), z.maxLength(CLAIM_PHOTOS_MAX, CLAIM_MESSAGES.tooManyPhotos)),
      [],
    ),
  }),
  z.transform(({ requested_amount, ...c }) => ({
    ...c,
    requested_cents: requested_amount,
    contact_phone: normalizePhone(c.contact_phone) ?? c.contact_phone,
    contact_email: c.contact_email.toLowerCase(),
  })),
);
export type CreateClaimRequest = z.output<typeof createClaimRequest>;

/** What a filed claim answers: its reference and when it was received. */
export const claimCreated = z.object({ id: z.string(), reference: z.string(), submitted_at: z.string() });
export type ClaimCreated = z.output<typeof claimCreated>;

/** A claim in the designer's list. */
export const claimSummary = z.object({
  id: z.string(),
  reference: z.string(),
  order_number: z.string(),
  kind: claimKindSchema,
  kind_label: z.string(),
  state: z.enum(CLAIM_STATES),
  state_label: z.string(),
  requested_amount: z.number(),
  date: z.string(),
});
export type ClaimSummary = z.output<typeof claimSummary>;

/** A list's page: a whole number from 1 (a string of digits is taken too); 1 when not given. */
export const listPage = z._default(
  z.pipe(z.union([z.number(), z.string().check(z.maxLength(6))]), z.transform((v: number | string) => Number(v))).check(
    z.refine((n: number) => Number.isInteger(n) && n >= 1 && n <= 10_000, 'page must be a whole number from 1'),
  ),
  1,
);

/** POST /mibd/claims/list: the company's claims, newest first. */
export const claimListRequest = z.object({ page: listPage });
export const claimListResponse = z.object({ list: z.array(claimSummary), total: z.number(), page: z.number(), limit: z.number() });
export type ClaimListResponse = z.output<typeof claimListResponse>;

/** POST /mibd/claims/detail: one claim by its reference. */
export const claimDetailRequest = z.object({ reference: plainText(20, MESSAGES.claimNotFound) });

export const claimDetailResponse = z.extend(claimSummary, {
  items: z.array(z.object({ item_id: z.string(), sku_number: z.string(), name: z.string(), quantity: z.number() })),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  description: z.string(),
  photos: z.array(z.object({ file_id: z.string(), filename: z.string(), url: z.string() })),
  staff_note: z.string(),
  updated_at: z.string(),
});
export type ClaimDetailResponse = z.output<typeof claimDetailResponse>;

/** POST /mibd/claims/state (client agents only): staff move a claim, with a note the designer reads. */
export const claimStateRequest = z.object({
  reference: plainText(20, MESSAGES.claimNotFound),
  state: z.enum(CLAIM_STATES, 'Unknown claim state'),
  note: z._default(z.pipe(plainText(1000, 'The note can be at most 1000 characters', { lineBreaks: true }), z.transform((s: string) => s.trim())), ''),
});
export type ClaimStateRequest = z.output<typeof claimStateRequest>;

// ---------------------------------------------------------------------------------------------
// Staff (client agents): every account's claims on the after-sales desk.

/** Who filed a claim or a service request, as staff read it: the account's name and email, and its company. */
export const staffFiler = z.object({ account_name: z.string(), account_email: z.string(), company: z.string() });
export type StaffFiler = z.output<typeof staffFiler>;

/** POST /mibd/claims/staff_list (client agents): every account's claims, newest first, a page at a time, of one state when given. */
export const claimStaffListRequest = z.object({
  page: listPage,
  state: z.optional(z.nullable(z.union([z.literal(''), z.enum(CLAIM_STATES)], { error: 'Unknown claim state' }))),
});
export type ClaimStaffListRequest = z.output<typeof claimStaffListRequest>;

export const claimStaffSummary = z.extend(claimSummary, {
  ...staffFiler.shape,
  /** The claimed items as one line: "SKU x quantity, ...". */
  items_text: z.string(),
});
export type ClaimStaffSummary = z.output<typeof claimStaffSummary>;
export const claimStaffListResponse = z.object({ list: z.array(claimStaffSummary), total: z.number(), page: z.number(), limit: z.number() });
export type ClaimStaffListResponse = z.output<typeof claimStaffListResponse>;

/** A step of a claim's history: filed, then its last move (claims keep the state and note staff last set). */
export const claimEvent = z.object({ state: z.enum(CLAIM_STATES), state_label: z.string(), note: z.string(), at: z.string(), by: z.enum(['designer', 'staff']) });
export type ClaimEvent = z.output<typeof claimEvent>;

/** POST /mibd/claims/staff_detail (client agents): any account's claim, with who filed it, its history and the states it may move to. */
export const claimStaffDetail = z.extend(claimDetailResponse, {
  ...staffFiler.shape,
  events: z.array(claimEvent),
  next_states: z.array(z.object({ state: z.enum(CLAIM_STATES), label: z.string() })),
});
export type ClaimStaffDetail = z.output<typeof claimStaffDetail>;
