/**
 * The after-sales rules, without I/O: which site has which form, the trade desk a site's forms go to, the
 * reference a submission is quoted by, the email the desk receives, and the daily budgets a send spends; for service
 * requests, whose they are, which files may be attached, which moves staff may make, how a request reads, and the
 * emails to the desk and the designer.
 */
import {
  serviceNextStates,
  AFTER_SALES_MESSAGES,
  ApiError,
  CONTACT_LABELS,
  ERR,
  MESSAGES,
  REPAIR_BILL_STATE,
  SAMPLE_LABELS,
  SERVICE_MESSAGES,
  SERVICE_STATES,
  SERVICE_STATE_LABELS,
  brandByCode,
  isServiceState,
  routeAvailableOn,
  routeById,
  sampleItemsMax,
  serviceMoveProblem,
  serviceReference,
  serviceRequestOpen,
  type BrandCode,
  type ServiceRequestDetail,
  type ServiceStaffDetail,
  type ServiceStaffSummary,
  type StaffFiler,
  type ServiceRequestSummary,
  type ServiceState,
  type ContactUsRequest,
  type SampleRequestRequest,
} from '@storefront/contracts';
import type { ApiConfig } from '../../platform/config';
import type { DailyBudget } from '../../platform/rate-limit';
import type { OutgoingMessage } from '../../platform/outbox';
import { readName, type ReadLinks } from '../files';
import { orderNumber } from '../orders';
import type { ServiceEventRow, ServiceFiler, ServiceRequestRow, StaffServiceRow } from './repository';

export type FormKind = 'contact' | 'sample';

/** The route of each form: a site whose route table lacks it has no such form (contact us: JC and FFD only). */
const ROUTE_OF: Readonly<Record<FormKind, 'contactUs' | 'sample-request'>> = { contact: 'contactUs', sample: 'sample-request' };

/** Whether the site of `brand` has the form. */
export function formOnSite(kind: FormKind, brand: BrandCode): boolean {
  return routeAvailableOn(routeById(ROUTE_OF[kind]), brandByCode(brand).siteType);
}

export function notOnSite(): ApiError {
  return new ApiError(ERR.FORM_NOT_ON_SITE, MESSAGES.formNotOnSite);
}

/** A sample request holds one item, or up to five on the JC site: more is refused in the form's words. */
export function checkSampleItems(request: Pick<SampleRequestRequest, 'items'>, brand: BrandCode): void {
  const max = sampleItemsMax(brand);
  if (request.items.length > max) throw new ApiError(ERR.BAD_REQUEST, AFTER_SALES_MESSAGES.tooManyItems(max), { field: 'items' });
}

/** The trade desk a site's forms are emailed to (TRADE_DESK_EMAILS, with a default per site). */
export function tradeDesk(config: Pick<ApiConfig, 'TRADE_DESK_EMAILS'>, brand: BrandCode): string {
  return config.TRADE_DESK_EMAILS[brand];
}

/** What the desk and the sender quote: CU100001 for a message, SR100001 for a sample request. */
export function referenceOf(kind: FormKind, serial: number): string {
  return `${kind === 'contact' ? 'CU' : 'SR'}${serial}`;
}

/**
 * The budgets one submission spends, in the keys of the other emails a caller can have sent (identity's throttles):
 * SEND_CLIENT_DAILY_LIMIT emails a day from one asker (its account, else its client address) to anyone, and
 * SEND_DAILY_LIMIT a day from that asker to this desk with this form.
 */
export function sendBudgets(config: Pick<ApiConfig, 'SEND_DAILY_LIMIT' | 'SEND_CLIENT_DAILY_LIMIT'>, kind: FormKind, desk: string, from: string): DailyBudget[] {
  return [
    { key: `send:from:${from}`, limit: config.SEND_CLIENT_DAILY_LIMIT },
    { key: `send:email:after_sales_${kind}:${desk}:from:${from}`, limit: config.SEND_DAILY_LIMIT },
  ];
}

export function dailyLimitReached(): ApiError {
  return new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);
}

/** Who sent it, as the desk reads it: the signed-in account, else a visitor. */
export interface Sender {
  account: { email: string; firstName: string; lastName: string } | null;
}

const line = (label: string, value: string) => `${label}: ${value || '-'}`;
const signedIn = (sender: Sender) =>
  sender.account ? `Signed in as ${`${sender.account.firstName} ${sender.account.lastName}`.trim()} <${sender.account.email}>` : 'Sent by a visitor (not signed in)';

/** The email of a contact-us message to the site's trade desk. */
export function contactEmail(desk: string, brand: BrandCode, reference: string, form: ContactUsRequest, sender: Sender): OutgoingMessage {
  const site = brandByCode(brand).name;
  return {
    channel: 'email',
    recipient: desk,
    template: 'after_sales_contact',
    subject: `Contact us ${reference}: ${form.full_name} (${site})`,
    body: [
      `A contact-us message was sent on the ${site} site (${reference}).`,
      '',
      line(CONTACT_LABELS.full_name, form.full_name),
      line(CONTACT_LABELS.email, form.email),
      line(CONTACT_LABELS.phone, form.phone),
      line(CONTACT_LABELS.order_number, form.order_number),
      line(CONTACT_LABELS.company_name, form.company_name),
      line(CONTACT_LABELS.product_number, form.product_number),
      '',
      `${CONTACT_LABELS.comments}:`,
      form.comments,
      '',
      signedIn(sender),
    ].join('\n'),
  };
}

/** The email of a sample request to the site's trade desk: each item with its finish. */
export function sampleEmail(desk: string, brand: BrandCode, reference: string, form: SampleRequestRequest, sender: Sender): OutgoingMessage {
  const site = brandByCode(brand).name;
  return {
    channel: 'email',
    recipient: desk,
    template: 'after_sales_sample',
    subject: `Sample request ${reference}: ${form.full_name} (${site})`,
    body: [
      `A sample request was sent on the ${site} site (${reference}).`,
      '',
      line(SAMPLE_LABELS.full_name, form.full_name),
      line(SAMPLE_LABELS.email, form.email),
      line(SAMPLE_LABELS.company_name, form.company_name),
      line(SAMPLE_LABELS.full_address, form.full_address.replace(/\s*\n\s*/g, ', ')),
      '',
      'Samples:',
      ...form.items.map((item, i) => `${i + 1}. ${SAMPLE_LABELS.item_number} ${item.item_number}, ${SAMPLE_LABELS.finish_name} ${item.finish_name}`),
      '',
      `${SAMPLE_LABELS.comments}:`,
      form.comments,
      '',
      signedIn(sender),
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// Service requests.

/** Whose orders and requests a trade caller reaches: its company's, or its own when it has none. */
export function ownerOf(account: { id: string; companyId: string | null }): string {
  return account.companyId ?? account.id;
}

/** The serial an order number names (SO100001 or 100001), as the orders module reads it; null when it names none. */
export function orderSerialOf(number: string): number | null {
  const match = /^(?:so)?(\d{1,9})$/i.exec(number.trim());
  return match ? Number(match[1]) : null;
}

export const serviceNotFound = () => new ApiError(ERR.NOT_FOUND, SERVICE_MESSAGES.notFound);
export const itemNotServiceable = () => new ApiError(ERR.BAD_REQUEST, SERVICE_MESSAGES.itemNotServiceable, { field: 'order_item_id' });
export const alreadyOpen = (reference: string) => new ApiError(ERR.BAD_REQUEST, SERVICE_MESSAGES.alreadyOpen, { field: 'order_item_id', reference });
export const badFiles = (field: 'photos' | 'files') =>
  new ApiError(ERR.BAD_REQUEST, field === 'photos' ? SERVICE_MESSAGES.photoNotFound : SERVICE_MESSAGES.repairFiles, { field });

/** The final states: a request in one is closed, and the item may be asked about again. */
export const FINAL_SERVICE_STATES: readonly ServiceState[] = SERVICE_STATES.filter((s) => !serviceRequestOpen(s));

/** Whether each file is a live upload of purpose `service` by this account (no other photo may be attached). */
export function ownServiceFiles(ids: readonly string[], rows: ReadonlyArray<{ id: string; purpose: string; ownerAccountId: string | null }>, accountId: string): boolean {
  const own = new Set(rows.filter((r) => r.purpose === 'service' && r.ownerAccountId === accountId).map((r) => r.id));
  return new Set(ids).size === ids.length && ids.every((id) => own.has(id));
}

/** Staff may move the request to `to`; else the move's problem in the envelope. */
export function checkServiceMove(request: { state: string; repairFiles: readonly string[] }, to: ServiceState): void {
  const state = isServiceState(request.state) ? request.state : 'submitted';
  const problem = serviceMoveProblem({ state, hasRepairBill: request.repairFiles.length > 0 }, to);
  if (problem) throw new ApiError(ERR.BAD_REQUEST, problem, { field: 'state' });
}

/** The repair bill is taken only in repair chosen. */
export function checkRepairBillState(state: string): void {
  if (state !== REPAIR_BILL_STATE) throw new ApiError(ERR.BAD_REQUEST, SERVICE_MESSAGES.repairNotChosen);
}

const dollars = (cents: number) => Math.round(cents) / 100;
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The note of the event a repair bill upload leaves in the history. */
export const repairBillNote = (cents: number) => `Repair bill uploaded: ${money(cents)}`;

export function toServiceSummary(row: ServiceRequestRow): ServiceRequestSummary {
  const state = isServiceState(row.state) ? row.state : 'submitted';
  return {
    id: row.id,
    reference: serviceReference(row.serial),
    order_number: orderNumber(row.orderSerial),
    item_id: row.itemId,
    sku_number: row.skuNumber,
    item_name: row.itemName,
    state,
    state_label: SERVICE_STATE_LABELS[state],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type FileRowLike = { id: string; storageKey: string; purpose: string };

/**
 * The detail: the summary, what was asked, the photos and the bill (their read URLs signed links from `links`, the
 * only way to read them), and the history.
 */
export function toServiceDetail(row: ServiceRequestRow, fileRows: readonly FileRowLike[], events: readonly ServiceEventRow[], links: ReadLinks): ServiceRequestDetail {
  const byId = new Map(fileRows.map((f) => [f.id, f]));
  const fileOf = (id: string) => {
    const file = byId.get(id);
    if (!file) return [];
    return [{ file_id: id, filename: readName(file), url: links(file) }];
  };
  const summary = toServiceSummary(row);
  return {
    ...summary,
    description: row.description,
    photos: row.photos.flatMap(fileOf),
    repair_files: row.repairFiles.flatMap(fileOf),
    repair_amount: row.repairCents === null ? null : dollars(row.repairCents),
    can_upload_repair: summary.state === REPAIR_BILL_STATE,
    events: events.map((e) => {
      const state = isServiceState(e.state) ? e.state : 'submitted';
      return {
        state,
        state_label: SERVICE_STATE_LABELS[state],
        note: e.note,
        at: e.createdAt.toISOString(),
        by: e.actorId !== null && e.actorKind !== 'client_agent' ? ('designer' as const) : ('staff' as const),
      };
    }),
  };
}

const recordsUrl = (publicUrl: string, reference: string) => `${publicUrl}${routeById('afterSalesRecords').paths[0]}?ref=${reference}`;
const repairUrl = (publicUrl: string, reference: string) => `${publicUrl}${routeById('uploadRepair').paths[0]}?ref=${reference}`;

/** What the desk and the designer read of the item. */
export interface ServiceMailFacts {
  reference: string;
  orderNumber: string;
  skuNumber: string;
  itemName: string;
}

/** The email of a new service request to the site's trade desk. */
export function serviceDeskEmail(desk: string, brand: BrandCode, facts: ServiceMailFacts, description: string, photos: number, sender: Sender): OutgoingMessage {
  const site = brandByCode(brand).name;
  return {
    channel: 'email',
    recipient: desk,
    template: 'service_request_desk',
    subject: `Service request ${facts.reference}: ${facts.orderNumber} ${facts.skuNumber} (${site})`,
    body: [
      `A service request was sent on the ${site} site (${facts.reference}).`,
      '',
      line('Order Number', facts.orderNumber),
      line('Item', `${facts.skuNumber} ${facts.itemName}`),
      line('Photos', String(photos)),
      '',
      'Description:',
      description,
      '',
      signedIn(sender),
      '',
      `Move it with: npm --prefix api run service-request -- ${facts.reference} waiting_review`,
    ].join('\n'),
  };
}

/** The email of the repair bill to the trade desk. */
export function repairBillDeskEmail(desk: string, facts: ServiceMailFacts, cents: number, files: number): OutgoingMessage {
  return {
    channel: 'email',
    recipient: desk,
    template: 'service_repair_bill',
    subject: `Repair bill for ${facts.reference}: ${money(cents)}`,
    body: [`The repair bill of service request ${facts.reference} was uploaded.`, '', line('Order Number', facts.orderNumber), line('Item', `${facts.skuNumber} ${facts.itemName}`), line('Amount', money(cents)), line('Files', String(files))].join('\n'),
  };
}

/** The email telling the designer the request's state (sent when it is received and at each move). */
export function serviceStateEmail(recipient: { email: string; firstName: string }, facts: ServiceMailFacts, state: ServiceState, note: string, publicUrl: string): OutgoingMessage {
  const label = SERVICE_STATE_LABELS[state];
  const records = recordsUrl(publicUrl, facts.reference);
  const links = [{ label: 'View the request', url: records }];
  if (state === REPAIR_BILL_STATE) links.push({ label: 'Upload repair bill', url: repairUrl(publicUrl, facts.reference) });
  return {
    channel: 'email',
    recipient: recipient.email,
    template: 'service_request_state',
    subject: state === 'submitted' ? `We received your service request ${facts.reference}` : `Your service request ${facts.reference}: ${label}`,
    body: [
      `Hello ${recipient.firstName},`,
      '',
      state === 'submitted'
        ? `We received your service request ${facts.reference} for ${facts.skuNumber} ${facts.itemName} (order ${facts.orderNumber}).`
        : `Your service request ${facts.reference} for ${facts.skuNumber} ${facts.itemName} (order ${facts.orderNumber}) is now: ${label}.`,
      ...(note ? ['', note] : []),
      ...(state === REPAIR_BILL_STATE ? ['', `Please upload the repair bill: ${repairUrl(publicUrl, facts.reference)}`] : []),
      '',
      `See every step: ${records}`,
    ].join('\n'),
    links,
  };
}

// ---------------------------------------------------------------------------------------------
// Staff's desk.

/** Who asked for a request as staff read it. */
export function serviceFilerOf(filer: ServiceFiler | null): StaffFiler {
  return { account_name: filer ? `${filer.firstName} ${filer.lastName}`.trim() || filer.email : '', account_email: filer?.email ?? '', company: filer?.company ?? '' };
}

export function toServiceStaffSummary(row: StaffServiceRow): ServiceStaffSummary {
  return { ...toServiceSummary(row), ...serviceFilerOf(row.filer) };
}

/** A request as staff read it: who asked, and the states it may move to now (serviceNextStates). */
export function toServiceStaffDetail(detail: ServiceRequestDetail, row: ServiceRequestRow, filer: ServiceFiler | null): ServiceStaffDetail {
  return { ...detail, ...serviceFilerOf(filer), next_states: serviceNextStates({ state: detail.state, hasRepairBill: row.repairFiles.length > 0 }) };
}
