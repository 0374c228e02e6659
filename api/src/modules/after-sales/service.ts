/**
 * After-sales over its SQL. The forms: a submission is refused where the site has no such form, spends the asker's
 * daily send budgets, then is stored and its email to the site's trade desk written in one transaction (the outbox
 * delivers it after the commit). A failed write gives the budgets back. Service requests: the designer's delivered
 * items, a request with photos, the records, the repair bill, and staff's moves, each change emailed in its transaction.
 */
import {
  serviceReference,
  serviceSerialOf,
  type AfterSalesSubmitted,
  type ContactUsRequest,
  type RepairBillRequest,
  type SampleRequestRequest,
  type ServiceMoveRequest,
  type ServiceRequestCreate,
  type ServiceRequestDetail,
  type ServiceRequestListResponse,
  type ServiceStaffDetail,
  type ServiceStaffListRequest,
  type ServiceStaffListResponse,
  SERVICE_PAGE_SIZE,
  type ServiceableItemsRequest,
  type ServiceableItemsResponse,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { OutgoingMessage } from '../../platform/outbox';
import { clientKey, refundAll, trySpendAll } from '../../platform/rate-limit';
import type { Services } from '../../platform/services';
import { readLinks } from '../files';
import { orderNumber } from '../orders';
import {
  accountContact,
  deliveredItems,
  insertServiceEvent,
  insertServiceRequest,
  insertSubmission,
  listServiceRequests,
  liveFiles,
  lockDeliveredItem,
  openRequestsOn,
  serviceEventsOf,
  serviceFiler,
  serviceRequestBySerial,
  setRepairBill,
  setServiceState,
  setSubmissionEmail,
  staffServiceRequests,
  type ServiceRequestRow,
} from './repository';
import {
  FINAL_SERVICE_STATES,
  alreadyOpen,
  badFiles,
  checkRepairBillState,
  checkSampleItems,
  checkServiceMove,
  contactEmail,
  dailyLimitReached,
  formOnSite,
  itemNotServiceable,
  notOnSite,
  orderSerialOf,
  ownServiceFiles,
  ownerOf,
  referenceOf,
  repairBillDeskEmail,
  repairBillNote,
  sampleEmail,
  sendBudgets,
  serviceDeskEmail,
  serviceNotFound,
  serviceStateEmail,
  toServiceDetail,
  toServiceStaffDetail,
  toServiceStaffSummary,
  toServiceSummary,
  tradeDesk,
  type FormKind,
  type Sender,
} from './rules';

interface Submission {
  kind: FormKind;
  fullName: string;
  email: string;
  fields: Record<string, unknown>;
  message: (desk: string, reference: string, sender: Sender) => OutgoingMessage;
}

async function submit(services: Services, caller: Caller, submission: Submission): Promise<AfterSalesSubmitted> {
  const { kind } = submission;
  if (!formOnSite(kind, caller.brand)) throw notOnSite();
  const desk = tradeDesk(services.config, caller.brand);
  const from = caller.account ? `account:${caller.account.id}` : `client:${clientKey(caller.ip)}`;
  const budgets = sendBudgets(services.config, kind, desk, from);
  const now = services.now();
  if (await trySpendAll(services.db, budgets, now)) throw dailyLimitReached();
  try {
    return await services.db.transaction(async (tx) => {
      const row = await insertSubmission(tx, {
        kind,
        brand: caller.brand,
        accountId: caller.account?.id ?? null,
        fullName: submission.fullName,
        email: submission.email,
        fields: submission.fields,
        clientAddress: clientKey(caller.ip),
      });
      const reference = referenceOf(kind, row.serial);
      const outboxId = await services.outbox.enqueue(submission.message(desk, reference, { account: caller.account }), tx);
      await setSubmissionEmail(tx, row.id, outboxId);
      return { id: row.id, reference, submitted_at: row.createdAt.toISOString() };
    });
  } catch (error) {
    await refundAll(services.db, budgets, now);
    throw error;
  }
}

/** POST /mibd/afterSales/contact_us. */
export function submitContact(services: Services, caller: Caller, form: ContactUsRequest): Promise<AfterSalesSubmitted> {
  return submit(services, caller, {
    kind: 'contact',
    fullName: form.full_name,
    email: form.email,
    fields: { ...form },
    message: (desk, reference, sender) => contactEmail(desk, caller.brand, reference, form, sender),
  });
}

/** POST /mibd/afterSales/sample_request. */
export function submitSampleRequest(services: Services, caller: Caller, form: SampleRequestRequest): Promise<AfterSalesSubmitted> {
  checkSampleItems(form, caller.brand);
  return submit(services, caller, {
    kind: 'sample',
    fullName: form.full_name,
    email: form.email,
    fields: { ...form, items: form.items.map((item) => ({ ...item })) },
    message: (desk, reference, sender) => sampleEmail(desk, caller.brand, reference, form, sender),
  });
}

// ---------------------------------------------------------------------------------------------
// Service requests.

/** The caller's delivered lines (its company's placed orders), of one order when its number is given. */
export async function serviceableItems(services: Services, caller: Caller, request: ServiceableItemsRequest): Promise<ServiceableItemsResponse> {
  const owner = ownerOf(caller.account!);
  const number = request.number?.trim() ?? '';
  const serial = number ? orderSerialOf(number) : null;
  if (number && serial === null) return { list: [] };
  const rows = await deliveredItems(services.db, owner, serial);
  const open = await openRequestsOn(services.db, rows.map((r) => r.itemId), FINAL_SERVICE_STATES);
  return {
    list: rows.map((r) => ({
      order_id: r.orderId,
      order_number: orderNumber(r.orderSerial),
      order_date: r.orderDate.toISOString(),
      item_id: r.itemId,
      sku_number: r.skuNumber,
      name: r.name,
      brand_id: r.brandId,
      count: r.count,
      delivered_at: r.deliveredAt.toISOString(),
      open_request: open.has(r.itemId) ? serviceReference(open.get(r.itemId)!) : null,
    })),
  };
}

const factsOf = (row: ServiceRequestRow) => ({ reference: serviceReference(row.serial), orderNumber: orderNumber(row.orderSerial), skuNumber: row.skuNumber, itemName: row.itemName });

async function detailOf(services: Services, row: ServiceRequestRow): Promise<ServiceRequestDetail> {
  const db = services.db;
  const [fileRows, events] = await Promise.all([liveFiles(db, [...row.photos, ...row.repairFiles]), serviceEventsOf(db, row.id)]);
  return toServiceDetail(row, fileRows, events, readLinks(services));
}

/**
 * A service request on a delivered item of the caller's company's orders, with its own uploads of purpose `service` as
 * photos. One request at a time per item (a closed one may be followed by another). The request, its first event, the
 * trade desk's email and the designer's are written in one transaction.
 */
export async function createServiceRequest(services: Services, caller: Caller, request: ServiceRequestCreate): Promise<ServiceRequestDetail> {
  const account = caller.account!;
  const owner = ownerOf(account);
  const photos = await liveFiles(services.db, request.photo_ids);
  if (!ownServiceFiles(request.photo_ids, photos, account.id)) throw badFiles('photos');
  const now = services.now();
  const serial = await services.db.transaction(async (tx) => {
    const item = await lockDeliveredItem(tx, owner, request.order_item_id.toLowerCase());
    if (!item) throw itemNotServiceable();
    const open = await openRequestsOn(tx, [item.itemId], FINAL_SERVICE_STATES);
    if (open.has(item.itemId)) throw alreadyOpen(serviceReference(open.get(item.itemId)!));
    const row = await insertServiceRequest(
      tx,
      { ownerId: owner, accountId: account.id, orderId: item.orderId, orderItemId: item.itemId, description: request.description, photos: request.photo_ids, state: 'submitted' },
      now,
    );
    await insertServiceEvent(tx, { requestId: row.id, state: 'submitted', note: '', actorId: account.id }, now);
    const facts = { reference: serviceReference(row.serial), orderNumber: orderNumber(item.orderSerial), skuNumber: item.skuNumber, itemName: item.name };
    const desk = tradeDesk(services.config, caller.brand);
    await services.outbox.enqueue(serviceDeskEmail(desk, caller.brand, facts, request.description, request.photo_ids.length, { account }), tx);
    await services.outbox.enqueue(serviceStateEmail(account, facts, 'submitted', '', services.config.PUBLIC_URL), tx);
    return row.serial;
  });
  const row = await serviceRequestBySerial(services.db, serial, owner);
  return detailOf(services, row!);
}

/** The caller's company's requests, newest first. */
export async function serviceRequestList(services: Services, caller: Caller, page: number): Promise<ServiceRequestListResponse> {
  const limit = SERVICE_PAGE_SIZE;
  const { rows, total } = await listServiceRequests(services.db, ownerOf(caller.account!), limit, (page - 1) * limit);
  return { list: rows.map(toServiceSummary), total, page, limit };
}

/** One of the caller's company's requests; another company's reads exactly like a missing one. */
export async function serviceRequestDetail(services: Services, caller: Caller, reference: string): Promise<ServiceRequestDetail> {
  const serial = serviceSerialOf(reference);
  const row = serial === null ? null : await serviceRequestBySerial(services.db, serial, ownerOf(caller.account!));
  if (!row) throw serviceNotFound();
  return detailOf(services, row);
}

/**
 * The repair bill of a request in repair chosen: the caller's own uploads of purpose `service` and the amount. It
 * replaces a bill uploaded before; the history keeps a line of it, and the trade desk is emailed.
 */
export async function uploadRepairBill(services: Services, caller: Caller, request: RepairBillRequest): Promise<ServiceRequestDetail> {
  const account = caller.account!;
  const owner = ownerOf(account);
  const serial = serviceSerialOf(request.reference);
  if (serial === null) throw serviceNotFound();
  const rows = await liveFiles(services.db, request.file_ids);
  if (!ownServiceFiles(request.file_ids, rows, account.id)) throw badFiles('files');
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const row = await serviceRequestBySerial(tx, serial, owner, true);
    if (!row) throw serviceNotFound();
    checkRepairBillState(row.state);
    await setRepairBill(tx, row.id, request.file_ids, request.amount, now);
    await insertServiceEvent(tx, { requestId: row.id, state: row.state, note: repairBillNote(request.amount), actorId: account.id }, now);
    await services.outbox.enqueue(repairBillDeskEmail(tradeDesk(services.config, caller.brand), factsOf(row), request.amount, request.file_ids.length), tx);
  });
  const row = await serviceRequestBySerial(services.db, serial, owner);
  return detailOf(services, row!);
}

/**
 * Staff move a request to its next state (SERVICE_MOVES) with a note the designer reads: the move, its event and the
 * designer's email in one transaction. `actorId` is the client agent, or null for the staff command.
 */
export async function moveServiceRequest(services: Services, actorId: string | null, request: ServiceMoveRequest): Promise<ServiceStaffDetail> {
  const serial = serviceSerialOf(request.reference);
  if (serial === null) throw serviceNotFound();
  const now = services.now();
  const note = request.note.trim();
  await services.db.transaction(async (tx) => {
    const row = await serviceRequestBySerial(tx, serial, null, true);
    if (!row) throw serviceNotFound();
    checkServiceMove(row, request.state);
    await setServiceState(tx, row.id, request.state, now);
    await insertServiceEvent(tx, { requestId: row.id, state: request.state, note, actorId }, now);
    const designer = await accountContact(tx, row.accountId);
    if (designer) await services.outbox.enqueue(serviceStateEmail(designer, factsOf(row), request.state, note, services.config.PUBLIC_URL), tx);
  });
  const row = await serviceRequestBySerial(services.db, serial, null);
  return staffDetailOf(services, row!);
}

async function staffDetailOf(services: Services, row: ServiceRequestRow): Promise<ServiceStaffDetail> {
  const [detail, filer] = await Promise.all([detailOf(services, row), serviceFiler(services.db, row.accountId)]);
  return toServiceStaffDetail(detail, row, filer);
}

/** Staff (client agents): every account's requests, of one state when asked, newest first, a page at a time. */
export async function staffServiceRequestList(services: Services, request: ServiceStaffListRequest): Promise<ServiceStaffListResponse> {
  const limit = SERVICE_PAGE_SIZE;
  const { rows, total } = await staffServiceRequests(services.db, request.state || null, limit, (request.page - 1) * limit);
  return { list: rows.map(toServiceStaffSummary), total, page: request.page, limit };
}

/** Staff (client agents): any account's request, with who asked, its photos, history and the states it may move to. */
export async function staffServiceRequestDetail(services: Services, reference: string): Promise<ServiceStaffDetail> {
  const serial = serviceSerialOf(reference);
  const row = serial === null ? null : await serviceRequestBySerial(services.db, serial, null);
  if (!row) throw serviceNotFound();
  return staffDetailOf(services, row);
}
