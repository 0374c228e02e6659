import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { listPage, staffFiler } from './claims';
import { plainText } from './text';

/**
 * Service requests and repairs (spec sections 4, 5 and 9): a designer asks for service on a delivered item of one of
 * their company's orders, with photos (jpg/png, at most 10, 10M each: files of purpose `service`); staff move the
 * request through the after-sales states; when repair is chosen the designer uploads the repair bill (its files and the
 * amount it asks). The browser's forms and the api check with the same functions, so a message reads the same
 * wherever it is raised.
 */

// ---------------------------------------------------------------------------------------------
// States and moves.

/** The after-sales states of section 4, in the order a request usually meets them. */
export const SERVICE_STATES = [
  'submitted',
  'waiting_review',
  'approved',
  'rejected',
  'repair_chosen',
  'replacement_chosen',
  'replacement_initiated',
  'shipped',
  'complete',
  'repair_provided',
  'repair_complete',
  'waiting_refund',
  'refunded',
] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const SERVICE_STATE_LABELS: Readonly<Record<ServiceState, string>> = {
  submitted: 'Submitted',
  waiting_review: 'Waiting review',
  approved: 'Approved',
  rejected: 'Rejected',
  repair_chosen: 'Repair chosen',
  replacement_chosen: 'Replacement chosen',
  replacement_initiated: 'Replacement initiated',
  shipped: 'Shipped',
  complete: 'Complete',
  repair_provided: 'Repair provided',
  repair_complete: 'Repair complete',
  waiting_refund: 'Waiting refund',
  refunded: 'Refunded',
};

/**
 * The moves staff may make (the spec lists the states, not the moves; this graph is ours):
 * submitted -> waiting_review | rejected; waiting_review -> approved | rejected;
 * approved -> repair_chosen | replacement_chosen | waiting_refund;
 * repair_chosen -> repair_provided (once the designer uploaded the repair bill) -> repair_complete;
 * replacement_chosen -> replacement_initiated -> shipped -> complete; waiting_refund -> refunded.
 * rejected, complete, repair_complete and refunded are final.
 */
export const SERVICE_MOVES: Readonly<Record<ServiceState, readonly ServiceState[]>> = {
  submitted: ['waiting_review', 'rejected'],
  waiting_review: ['approved', 'rejected'],
  approved: ['repair_chosen', 'replacement_chosen', 'waiting_refund'],
  rejected: [],
  repair_chosen: ['repair_provided'],
  replacement_chosen: ['replacement_initiated'],
  replacement_initiated: ['shipped'],
  shipped: ['complete'],
  complete: [],
  repair_provided: ['repair_complete'],
  repair_complete: [],
  waiting_refund: ['refunded'],
  refunded: [],
};

export function isServiceState(value: string): value is ServiceState {
  return (SERVICE_STATES as readonly string[]).includes(value);
}

/** Whether the request is still open (not in a final state): an item has at most one open request. */
export function serviceRequestOpen(state: ServiceState): boolean {
  return SERVICE_MOVES[state].length > 0;
}

/** The one state the repair bill may be uploaded in (section 4: "repair chosen (upload repair bill)"). */
export const REPAIR_BILL_STATE: ServiceState = 'repair_chosen';

// ---------------------------------------------------------------------------------------------
// Limits and messages.

/** Section 9: service photos jpg/png, up to 10, 10M each (the size and types are FILE_RULES.service). */
export const SERVICE_PHOTOS_MAX = 10;
/** Files of one repair bill (photos or scans of it, purpose `service`). */
export const REPAIR_FILES_MAX = 10;
/** The spec gives no length: room for a page about what went wrong. */
export const SERVICE_DESCRIPTION_MAX = 2000;
/** The largest repair bill taken, in dollars. */
export const REPAIR_AMOUNT_MAX = 1_000_000;
export const SERVICE_NOTE_MAX = 500;
/** Requests a page of the staff desk's list shows (as the claims' lists). */
export const SERVICE_PAGE_SIZE = 20;

/** The service pages' messages, ours in the manner of the spec's 'Please enter ...' (section 5). */
export const SERVICE_MESSAGES = {
  chooseItem: 'Please choose the item that needs service',
  description: 'Please describe the problem',
  descriptionTooLong: `The description can be at most ${SERVICE_DESCRIPTION_MAX} characters`,
  photos: 'Please add at least one photo',
  tooManyPhotos: `You can add at most ${SERVICE_PHOTOS_MAX} photos`,
  uploading: 'Please wait until the photos finish uploading',
  uploadFailed: 'Some photos failed to upload: remove them or try again',
  photoNotFound: 'A photo was not found: please add it again',
  itemNotServiceable: 'Service can be requested only for a delivered item of your orders',
  alreadyOpen: 'This item already has a service request in progress',
  notFound: 'The service request was not found',
  repairFiles: 'Please add the repair bill',
  tooManyRepairFiles: `You can add at most ${REPAIR_FILES_MAX} files`,
  repairAmount: 'Please enter the repair amount',
  validRepairAmount: 'Please enter a valid amount',
  repairNotChosen: 'The repair bill can be uploaded only when repair is chosen',
  billMissing: 'The repair bill has not been uploaded yet',
  cannotMove: (from: ServiceState, to: ServiceState) => `A request that is ${SERVICE_STATE_LABELS[from].toLowerCase()} cannot move to ${SERVICE_STATE_LABELS[to].toLowerCase()}`,
  noteTooLong: `The note can be at most ${SERVICE_NOTE_MAX} characters`,
} as const;

/**
 * Why staff may not move a request to `to`, or null when they may: the move must be in SERVICE_MOVES, and the repair is
 * provided only once the designer uploaded the repair bill.
 */
export function serviceMoveProblem(request: { state: ServiceState; hasRepairBill: boolean }, to: ServiceState): string | null {
  if (!SERVICE_MOVES[request.state].includes(to)) return SERVICE_MESSAGES.cannotMove(request.state, to);
  if (to === 'repair_provided' && !request.hasRepairBill) return SERVICE_MESSAGES.billMissing;
  return null;
}

/** The service request form's problems by field (item, description, photos); empty when it may be sent. */
export function serviceRequestProblems(form: { order_item_id?: string; description?: string; photo_count?: number }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!form.order_item_id?.trim()) problems.order_item_id = SERVICE_MESSAGES.chooseItem;
  const description = (form.description ?? '').trim();
  if (!description) problems.description = SERVICE_MESSAGES.description;
  else if (description.length > SERVICE_DESCRIPTION_MAX) problems.description = SERVICE_MESSAGES.descriptionTooLong;
  const photos = form.photo_count ?? 0;
  if (photos < 1) problems.photos = SERVICE_MESSAGES.photos;
  else if (photos > SERVICE_PHOTOS_MAX) problems.photos = SERVICE_MESSAGES.tooManyPhotos;
  return problems;
}

/** The amount as cents, or null when it is not a positive amount of dollars with at most two decimals (a $ and commas allowed). */
export function repairAmountCents(raw: string | number): number | null {
  const text = String(raw).trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 && cents <= REPAIR_AMOUNT_MAX * 100 ? cents : null;
}

/** The repair bill form's problems by field (amount, files); empty when it may be sent. */
export function repairBillProblems(form: { amount?: string; file_count?: number }): Record<string, string> {
  const problems: Record<string, string> = {};
  const amount = (form.amount ?? '').trim();
  if (!amount) problems.amount = SERVICE_MESSAGES.repairAmount;
  else if (repairAmountCents(amount) === null) problems.amount = SERVICE_MESSAGES.validRepairAmount;
  const files = form.file_count ?? 0;
  if (files < 1) problems.files = SERVICE_MESSAGES.repairFiles;
  else if (files > REPAIR_FILES_MAX) problems.files = SERVICE_MESSAGES.tooManyRepairFiles;
  return problems;
}

/** What a designer and staff quote: AS100001. */
export const serviceReference = (serial: number): string => `AS${serial}`;
/** The serial a reference names (AS100001 or 100001); null when it names none. */
export function serviceSerialOf(reference: string): number | null {
  const match = /^(?:as)?(\d{1,9})$/i.exec(reference.trim());
  return match ? Number(match[1]) : null;
}

// ---------------------------------------------------------------------------------------------
// The calls' bodies and answers.

const uuid = (message: string) => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));
const reference = plainText(20, SERVICE_MESSAGES.notFound).check(z.refine((s: string) => serviceSerialOf(s) !== null, SERVICE_MESSAGES.notFound));

/** POST /mibd/afterSales/service_items: the caller's delivered order lines, optionally of one order (its number). */
export const serviceableItemsRequest = z.object({ number: z.optional(z.nullable(plainText(20, 'The order was not found'))) });
export type ServiceableItemsRequest = z.output<typeof serviceableItemsRequest>;

export const serviceableItem = z.object({
  order_id: z.string(),
  order_number: z.string(),
  order_date: z.string(),
  item_id: z.string(),
  sku_number: z.string(),
  name: z.string(),
  brand_id: z.string(),
  count: z.number(),
  delivered_at: z.string(),
  /** The reference of the item's request still in progress, if any (a second one is refused). */
  open_request: z.nullable(z.string()),
});
export type ServiceableItem = z.output<typeof serviceableItem>;
export const serviceableItemsResponse = z.object({ list: z.array(serviceableItem) });
export type ServiceableItemsResponse = z.output<typeof serviceableItemsResponse>;

/** POST /mibd/afterSales/service_request/create: the item, what is wrong, and the uploaded photos (file ids). */
export const serviceRequestCreate = z.object({
  order_item_id: uuid(SERVICE_MESSAGES.chooseItem),
  description: z
    .pipe(plainText(100_000, MESSAGES.textNotAllowed, { lineBreaks: true }), z.transform((s: string) => s.trim()))
    .check(
      z.refine((s: string) => s.length > 0, SERVICE_MESSAGES.description),
      z.refine((s: string) => s.length <= SERVICE_DESCRIPTION_MAX, SERVICE_MESSAGES.descriptionTooLong),
    ),
  photo_ids: z
    .array(uuid(SERVICE_MESSAGES.photoNotFound), { error: SERVICE_MESSAGES.photos })
    .check(z.minLength(1, SERVICE_MESSAGES.photos), z.maxLength(SERVICE_PHOTOS_MAX, SERVICE_MESSAGES.tooManyPhotos)),
});
export type ServiceRequestCreate = z.output<typeof serviceRequestCreate>;

const stateEnum = z.enum(SERVICE_STATES, 'Unknown after-sales state');

export const serviceRequestSummary = z.object({
  id: z.string(),
  reference: z.string(),
  order_number: z.string(),
  item_id: z.string(),
  sku_number: z.string(),
  item_name: z.string(),
  state: stateEnum,
  state_label: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceRequestSummary = z.output<typeof serviceRequestSummary>;

/** POST /mibd/afterSales/service_request/list: the company's requests, newest first, SERVICE_PAGE_SIZE a page (the first without a body). */
export const serviceRequestListRequest = z.object({ page: listPage });
export const serviceRequestListResponse = z.object({ list: z.array(serviceRequestSummary), total: z.number(), page: z.number(), limit: z.number() });
export type ServiceRequestListResponse = z.output<typeof serviceRequestListResponse>;

/** One request by its reference (detail), for the repair bill and for staff. */
export const serviceRequestKey = z.object({ reference });

const serviceFile = z.object({ file_id: z.string(), filename: z.string(), url: z.string() });
export type ServiceFile = z.output<typeof serviceFile>;

export const serviceEvent = z.object({
  state: stateEnum,
  state_label: z.string(),
  note: z.string(),
  at: z.string(),
  /** Who moved it: the designer's company (designer), staff (a client agent or the command). */
  by: z.enum(['designer', 'staff']),
});
export type ServiceEvent = z.output<typeof serviceEvent>;

export const serviceRequestDetail = z.extend(serviceRequestSummary, {
  description: z.string(),
  photos: z.array(serviceFile),
  repair_files: z.array(serviceFile),
  /** Dollars; null until the repair bill is uploaded. */
  repair_amount: z.nullable(z.number()),
  /** Whether the repair bill may be uploaded now (repair chosen). */
  can_upload_repair: z.boolean(),
  /** Its history, oldest first. */
  events: z.array(serviceEvent),
});
export type ServiceRequestDetail = z.output<typeof serviceRequestDetail>;

/** POST /mibd/afterSales/service_request/repair_bill: the bill's files and the amount it asks (dollars). */
export const repairBillRequest = z.object({
  reference,
  file_ids: z
    .array(uuid(SERVICE_MESSAGES.repairFiles), { error: SERVICE_MESSAGES.repairFiles })
    .check(z.minLength(1, SERVICE_MESSAGES.repairFiles), z.maxLength(REPAIR_FILES_MAX, SERVICE_MESSAGES.tooManyRepairFiles)),
  amount: z
    .pipe(
      z.union([z.number(), z.string().check(z.maxLength(20, SERVICE_MESSAGES.validRepairAmount))], { error: SERVICE_MESSAGES.repairAmount }),
      // Cents; -1 for no amount, -2 for one that is not a positive amount of dollars.
      z.transform((v: number | string) => (String(v).trim() === '' ? -1 : (repairAmountCents(v) ?? -2))),
    )
    .check(z.refine((n: number) => n !== -1, SERVICE_MESSAGES.repairAmount), z.refine((n: number) => n !== -2, SERVICE_MESSAGES.validRepairAmount)),
});
export type RepairBillRequest = z.output<typeof repairBillRequest>;

/** POST /mibd/afterSales/service_request/move (staff): the next state, with a note the designer reads. */
export const serviceMoveRequest = z.object({
  reference,
  state: stateEnum,
  note: z._default(plainText(SERVICE_NOTE_MAX, SERVICE_MESSAGES.noteTooLong, { lineBreaks: true }), ''),
});
export type ServiceMoveRequest = z.output<typeof serviceMoveRequest>;

// ---------------------------------------------------------------------------------------------
// Staff (client agents): every account's requests on the after-sales desk.

/**
 * The states staff may move a request to now, each with its label: its moves in SERVICE_MOVES, less repair provided
 * while the repair bill is missing (serviceMoveProblem).
 */
export function serviceNextStates(request: { state: ServiceState; hasRepairBill: boolean }): { state: ServiceState; label: string }[] {
  return SERVICE_MOVES[request.state].filter((next) => serviceMoveProblem(request, next) === null).map((next) => ({ state: next, label: SERVICE_STATE_LABELS[next] }));
}

/** POST /mibd/afterSales/service_request/staff_list (client agents): every account's requests, newest first, a page at a time, of one state when given. */
export const serviceStaffListRequest = z.object({
  page: listPage,
  state: z.optional(z.nullable(z.union([z.literal(''), stateEnum], { error: 'Unknown after-sales state' }))),
});
export type ServiceStaffListRequest = z.output<typeof serviceStaffListRequest>;

export const serviceStaffSummary = z.extend(serviceRequestSummary, staffFiler.shape);
export type ServiceStaffSummary = z.output<typeof serviceStaffSummary>;
export const serviceStaffListResponse = z.object({ list: z.array(serviceStaffSummary), total: z.number(), page: z.number(), limit: z.number() });
export type ServiceStaffListResponse = z.output<typeof serviceStaffListResponse>;

/** POST /mibd/afterSales/service_request/staff_detail (client agents): any account's request, with who asked and the states it may move to. */
export const serviceStaffDetail = z.extend(serviceRequestDetail, {
  ...staffFiler.shape,
  next_states: z.array(z.object({ state: stateEnum, label: z.string() })),
});
export type ServiceStaffDetail = z.output<typeof serviceStaffDetail>;
