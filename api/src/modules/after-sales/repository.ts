/** The after-sales module's SQL: the submissions of the forms that need no order, and the service requests. */
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, afterSalesRequests, companies, files, orderItems, orders, serviceRequestEvents, serviceRequests } from '../../platform/db/schema';

export type NewSubmission = Omit<typeof afterSalesRequests.$inferInsert, 'id' | 'serial' | 'createdAt' | 'outboxId'>;

/** Stores a submission; answers its id, serial and time. */
export async function insertSubmission(db: Db, row: NewSubmission): Promise<{ id: string; serial: number; createdAt: Date }> {
  const [inserted] = await db
    .insert(afterSalesRequests)
    .values(row)
    .returning({ id: afterSalesRequests.id, serial: afterSalesRequests.serial, createdAt: afterSalesRequests.createdAt });
  if (!inserted) throw new Error('after_sales_requests insert returned no row');
  return inserted;
}

/** Ties a submission to the email the trade desk receives. */
export async function setSubmissionEmail(db: Db, id: string, outboxId: string): Promise<void> {
  await db.update(afterSalesRequests).set({ outboxId }).where(eq(afterSalesRequests.id, id));
}

// ---------------------------------------------------------------------------------------------
// Service requests.

export interface DeliveredItemRow {
  orderId: string;
  orderSerial: number;
  orderDate: Date;
  itemId: string;
  skuNumber: string;
  name: string;
  brandId: string;
  count: number;
  deliveredAt: Date;
}

const deliveredItemColumns = {
  orderId: orders.id,
  orderSerial: orders.serial,
  orderDate: orders.placedAt,
  orderCreated: orders.createdAt,
  itemId: orderItems.id,
  skuNumber: orderItems.skuNumber,
  name: orderItems.name,
  brandId: orderItems.brandId,
  count: orderItems.count,
  deliveredAt: orderItems.deliveredAt,
};

type RawDelivered = { orderDate: Date | null; orderCreated: Date; deliveredAt: Date | null } & Omit<DeliveredItemRow, 'orderDate' | 'deliveredAt'>;
const toDelivered = ({ orderCreated, orderDate, deliveredAt, ...row }: RawDelivered): DeliveredItemRow => ({ ...row, orderDate: orderDate ?? orderCreated, deliveredAt: deliveredAt! });

/** The owner's delivered lines of placed orders (of one order when its serial is given), newest order first. */
export async function deliveredItems(db: Db, ownerId: string, serial: number | null): Promise<DeliveredItemRow[]> {
  const rows = await db
    .select(deliveredItemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.ownerId, ownerId), eq(orders.state, 'placed'), isNotNull(orderItems.deliveredAt), serial === null ? undefined : eq(orders.serial, serial)))
    .orderBy(desc(orders.serial), asc(orderItems.skuNumber), asc(orderItems.id))
    .limit(500);
  return rows.map(toDelivered);
}

/** One delivered line of the owner's placed orders, its row held until the transaction ends; null when there is none. */
export async function lockDeliveredItem(tx: Db, ownerId: string, itemId: string): Promise<DeliveredItemRow | null> {
  const [row] = await tx
    .select(deliveredItemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.ownerId, ownerId), eq(orders.state, 'placed'), isNotNull(orderItems.deliveredAt)))
    .for('update', { of: orderItems })
    .limit(1);
  return row ? toDelivered(row) : null;
}

/** The requests still in progress (not in a final state) on these items: item id -> serial. */
export async function openRequestsOn(db: Db, itemIds: readonly string[], finalStates: readonly string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: serviceRequests.orderItemId, serial: serviceRequests.serial })
    .from(serviceRequests)
    .where(and(inArray(serviceRequests.orderItemId, [...itemIds]), notInArray(serviceRequests.state, [...finalStates])));
  return new Map(rows.map((r) => [r.itemId, r.serial]));
}

/** The live files of these ids (any purpose and owner: the caller checks). */
export async function liveFiles(db: Db, ids: readonly string[]): Promise<Array<typeof files.$inferSelect>> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, [...ids]), isNull(files.deletedAt)));
}

export type NewServiceRequest = Pick<typeof serviceRequests.$inferInsert, 'ownerId' | 'accountId' | 'orderId' | 'orderItemId' | 'description' | 'photos' | 'state'>;

export async function insertServiceRequest(tx: Db, row: NewServiceRequest, at: Date): Promise<{ id: string; serial: number }> {
  const [inserted] = await tx
    .insert(serviceRequests)
    .values({ ...row, createdAt: at, updatedAt: at })
    .returning({ id: serviceRequests.id, serial: serviceRequests.serial });
  if (!inserted) throw new Error('service_requests insert returned no row');
  return inserted;
}

export async function insertServiceEvent(tx: Db, event: { requestId: string; state: string; note: string; actorId: string | null }, at: Date): Promise<void> {
  await tx.insert(serviceRequestEvents).values({ ...event, createdAt: at });
}

export interface ServiceRequestRow {
  id: string;
  serial: number;
  ownerId: string;
  accountId: string;
  orderSerial: number;
  itemId: string;
  skuNumber: string;
  itemName: string;
  description: string;
  photos: string[];
  repairFiles: string[];
  repairCents: number | null;
  state: string;
  createdAt: Date;
  updatedAt: Date;
}

const requestColumns = {
  id: serviceRequests.id,
  serial: serviceRequests.serial,
  ownerId: serviceRequests.ownerId,
  accountId: serviceRequests.accountId,
  orderSerial: orders.serial,
  itemId: serviceRequests.orderItemId,
  skuNumber: orderItems.skuNumber,
  itemName: orderItems.name,
  description: serviceRequests.description,
  photos: serviceRequests.photos,
  repairFiles: serviceRequests.repairFiles,
  repairCents: serviceRequests.repairCents,
  state: serviceRequests.state,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
};

/** The owner's requests, newest first. */
/** A page of the owner's requests, newest first, and how many the owner has. */
export async function listServiceRequests(db: Db, ownerId: string, limit: number, offset: number): Promise<{ rows: ServiceRequestRow[]; total: number }> {
  const rows = await db
    .select(requestColumns)
    .from(serviceRequests)
    .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, serviceRequests.orderItemId))
    .where(eq(serviceRequests.ownerId, ownerId))
    .orderBy(desc(serviceRequests.serial))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(serviceRequests).where(eq(serviceRequests.ownerId, ownerId));
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * One request by its serial: the owner's (null owner: staff, any owner's); with `lock`, its row held until the
 * transaction ends. Null when there is none.
 */
export async function serviceRequestBySerial(db: Db, serial: number, ownerId: string | null, lock = false): Promise<ServiceRequestRow | null> {
  const query = db
    .select(requestColumns)
    .from(serviceRequests)
    .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, serviceRequests.orderItemId))
    .where(and(eq(serviceRequests.serial, serial), ownerId === null ? undefined : eq(serviceRequests.ownerId, ownerId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: serviceRequests }) : await query;
  return row ?? null;
}

export interface ServiceEventRow {
  state: string;
  note: string;
  actorId: string | null;
  actorKind: string | null;
  createdAt: Date;
}

/** A request's events, oldest first. */
export function serviceEventsOf(db: Db, requestId: string): Promise<ServiceEventRow[]> {
  return db
    .select({ state: serviceRequestEvents.state, note: serviceRequestEvents.note, actorId: serviceRequestEvents.actorId, actorKind: accounts.kind, createdAt: serviceRequestEvents.createdAt })
    .from(serviceRequestEvents)
    .leftJoin(accounts, eq(accounts.id, serviceRequestEvents.actorId))
    .where(eq(serviceRequestEvents.requestId, requestId))
    .orderBy(asc(serviceRequestEvents.createdAt), asc(serviceRequestEvents.id));
}

export async function setServiceState(tx: Db, id: string, state: string, at: Date): Promise<void> {
  await tx.update(serviceRequests).set({ state, updatedAt: at }).where(eq(serviceRequests.id, id));
}

export async function setRepairBill(tx: Db, id: string, fileIds: string[], cents: number, at: Date): Promise<void> {
  await tx.update(serviceRequests).set({ repairFiles: fileIds, repairCents: cents, updatedAt: at }).where(eq(serviceRequests.id, id));
}

/** Who to email about a request: the account that asked for it. */
export async function accountContact(db: Db, accountId: string): Promise<{ email: string; firstName: string; lastName: string } | null> {
  const [row] = await db.select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Staff's desk.

/** Who asked for a request, as staff read it: the account's name and email, and its company (none for an account of its own). */
export interface ServiceFiler {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
}

const filerColumns = { firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email, company: companies.businessName };

export type StaffServiceRow = ServiceRequestRow & { filer: ServiceFiler };

/** Staff: every account's requests (of one state when given), newest first, a page at a time, with who asked for each. */
export async function staffServiceRequests(db: Db, state: string | null, limit: number, offset: number): Promise<{ rows: StaffServiceRow[]; total: number }> {
  const where = state === null ? undefined : eq(serviceRequests.state, state);
  const rows = await db
    .select({ ...requestColumns, filer: filerColumns })
    .from(serviceRequests)
    .innerJoin(orders, eq(orders.id, serviceRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, serviceRequests.orderItemId))
    .innerJoin(accounts, eq(accounts.id, serviceRequests.accountId))
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.serial))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(serviceRequests).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Who asked for a request (its account); null when the account is gone. */
export async function serviceFiler(db: Db, accountId: string): Promise<ServiceFiler | null> {
  const [row] = await db.select(filerColumns).from(accounts).leftJoin(companies, eq(companies.id, accounts.companyId)).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}
