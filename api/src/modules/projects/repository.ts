/**
 * The projects' and favorites' SQL: the customer a caller names (scoped by owner) or an invited account's own, the
 * projects with their counts, the items as lines with their products, and favorites as product cards. No rule lives
 * here: every query is scoped by what the caller passes, and the service decides what a missing row means.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { customers, favorites, files, products, projectItems, projectRenders, projects } from '../../platform/db/schema';
import { lineProductColumns, type LineRow } from '../cart';
import { cardColumns, type CardRow } from '../catalog';
import { likeText } from '../customers';

/** A customer as projects and favorites name it. */
export interface CustomerRef {
  id: string;
  ownerId: string;
  firstName: string;
  lastName: string;
}

const customerRefColumns = { id: customers.id, ownerId: customers.ownerId, firstName: customers.firstName, lastName: customers.lastName };

/** The owner's customer by id; null when the owner has no such customer. */
export async function ownersCustomer(db: Db, ownerId: string, customerId: string): Promise<CustomerRef | null> {
  const [row] = await db
    .select(customerRefColumns)
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** The customer row an invited account is linked to; null when it has none yet. */
export async function customerOfAccount(db: Db, accountId: string): Promise<CustomerRef | null> {
  const [row] = await db.select(customerRefColumns).from(customers).where(eq(customers.accountId, accountId)).limit(1);
  return row ?? null;
}

/** Which projects a query may reach: an owner's, or one customer's of that owner. */
export interface ProjectFilter {
  ownerId: string;
  customerId?: string;
}

/** A project as lists show it, with its customer's name and its item and unit counts. */
export interface ProjectRow {
  id: string;
  name: string;
  customerId: string;
  firstName: string;
  lastName: string;
  itemCount: number;
  unitCount: number;
  updatedAt: Date;
}

const summaryColumns = {
  id: projects.id,
  name: projects.name,
  customerId: projects.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  itemCount: sql<number>`(select count(*) from project_items i where i.project_id = ${projects.id})::int`,
  unitCount: sql<number>`(select coalesce(sum(i.count), 0) from project_items i where i.project_id = ${projects.id})::int`,
  updatedAt: projects.updatedAt,
};

const scoped = (filter: ProjectFilter): SQL[] => {
  const where = [eq(projects.ownerId, filter.ownerId)];
  if (filter.customerId) where.push(eq(projects.customerId, filter.customerId));
  return where;
};

const toProjectRow = (row: ProjectRow): ProjectRow => ({ ...row, itemCount: Number(row.itemCount), unitCount: Number(row.unitCount) });

/**
 * A page of the projects the filter reaches, newest change first, those whose name or customer's name holds
 * `search` when given; and their total. No page: all of them.
 */
export async function projectPage(db: Db, filter: ProjectFilter, search: string, page?: { page: number; limit: number }): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = scoped(filter);
  if (search) {
    const pattern = likeText(search);
    where.push(or(sql`${projects.name} ilike ${pattern}`, sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern}`)!);
  }
  const condition = and(...where);
  const query = db
    .select(summaryColumns)
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(condition)
    .orderBy(desc(projects.updatedAt), asc(projects.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset((page.page - 1) * page.limit) : query,
    db.select({ n: count() }).from(projects).innerJoin(customers, eq(customers.id, projects.customerId)).where(condition),
  ]);
  return { rows: rows.map(toProjectRow), total: total?.n ?? 0 };
}

/** One project the filter reaches; null when there is none by that id. */
export async function findProject(db: Db, filter: ProjectFilter, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(eq(projects.id, projectId), ...scoped(filter)))
    .limit(1);
  return row ? toProjectRow(row) : null;
}

/**
 * Holds the project the filter reaches until the transaction ends (item changes of one project run one after
 * another, so the item cap holds); its customer's id, or null when there is no such project.
 */
export async function lockProject(tx: Db, filter: ProjectFilter, projectId: string): Promise<{ customerId: string } | null> {
  const [row] = await tx
    .select({ customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.id, projectId), ...scoped(filter)))
    .for('update');
  return row ?? null;
}

/** Whether the customer has a project of this name, in any case (other than `exceptId`). */
export async function customerHasProjectNamed(db: Db, customerId: string, name: string, exceptId?: string): Promise<boolean> {
  const where = [eq(projects.customerId, customerId), sql`lower(${projects.name}) = lower(${name})`];
  if (exceptId) where.push(sql`${projects.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(...where))
    .limit(1);
  return Boolean(row);
}

/** Adds a project; the unique index of customer and name refuses a second one (the driver's error is thrown). */
export async function insertProject(db: Db, values: { ownerId: string; customerId: string; name: string; createdBy: string }): Promise<string> {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

/** Renames a project the filter reaches; false when there is none (the unique index may throw, as on insert). */
export async function renameProject(db: Db, filter: ProjectFilter, projectId: string, name: string): Promise<boolean> {
  const updated = await db
    .update(projects)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), ...scoped(filter)))
    .returning({ id: projects.id });
  return updated.length > 0;
}

/** Deletes a project the filter reaches, and its items; false when there is none. */
export async function deleteProject(db: Db, filter: ProjectFilter, projectId: string): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), ...scoped(filter)))
    .returning({ id: projects.id });
  return deleted.length > 0;
}

/** Marks a project changed (its items changed). */
export async function touchProject(db: Db, projectId: string): Promise<void> {
  await db.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
}

/** A render kept in a project. */
export interface ProjectRenderRow {
  id: string;
  caseId: number;
  renderId: string;
  high: { id: string; storageKey: string };
  low: { id: string; storageKey: string };
  createdAt: Date;
}

/** Keeps a render in the project (once: a render already there is left as it is); whether it was added. */
export async function insertRender(db: Db, row: typeof projectRenders.$inferInsert): Promise<boolean> {
  const added = await db.insert(projectRenders).values(row).onConflictDoNothing().returning({ id: projectRenders.id });
  return added.length > 0;
}

/**
 * The renders kept in a project whose pictures are still stored and are the reader's own files (a render's pictures
 * are private to the account that made it), newest first, with their files' storage keys.
 */
export async function projectRenderRows(db: Db, projectId: string, readerId: string): Promise<ProjectRenderRow[]> {
  const high = alias(files, 'high_file');
  const low = alias(files, 'low_file');
  return db
    .select({
      id: projectRenders.id,
      caseId: projectRenders.caseId,
      renderId: projectRenders.renderId,
      high: { id: high.id, storageKey: high.storageKey },
      low: { id: low.id, storageKey: low.storageKey },
      createdAt: projectRenders.createdAt,
    })
    .from(projectRenders)
    .innerJoin(high, eq(high.id, projectRenders.highFileId))
    .innerJoin(low, eq(low.id, projectRenders.lowFileId))
    .where(and(eq(projectRenders.projectId, projectId), isNull(high.deletedAt), isNull(low.deletedAt), eq(high.ownerAccountId, readerId), eq(low.ownerAccountId, readerId)))
    .orderBy(desc(projectRenders.createdAt), desc(projectRenders.id));
}

/** Whether the catalog has the SKU. */
export async function productExists(db: Db, sku: string): Promise<boolean> {
  const [row] = await db.select({ sku: products.skuNumber }).from(products).where(eq(products.skuNumber, sku)).limit(1);
  return Boolean(row);
}

/** The project's item of a SKU and customizable type; null when there is none. */
export async function findItem(db: Db, projectId: string, sku: string, customizableType: number): Promise<{ id: string; count: number } | null> {
  const [row] = await db
    .select({ id: projectItems.id, count: projectItems.count })
    .from(projectItems)
    .where(and(eq(projectItems.projectId, projectId), eq(projectItems.skuNumber, sku), eq(projectItems.customizableType, customizableType)))
    .limit(1);
  return row ?? null;
}

/** How many items the project holds. */
export async function countItems(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projectItems).where(eq(projectItems.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertItem(db: Db, values: { projectId: string; skuNumber: string; customizableType: number; count: number }): Promise<{ id: string; count: number }> {
  const [row] = await db.insert(projectItems).values(values).returning({ id: projectItems.id, count: projectItems.count });
  return row!;
}

/** Sets the count of the project's item; null when the project has no such item. */
export async function setItemCount(db: Db, projectId: string, itemId: string, value: number): Promise<{ id: string; count: number } | null> {
  const [row] = await db
    .update(projectItems)
    .set({ count: value, updatedAt: sql`now()` })
    .where(and(eq(projectItems.id, itemId), eq(projectItems.projectId, projectId)))
    .returning({ id: projectItems.id, count: projectItems.count });
  return row ?? null;
}

/** Deletes the project's items among `ids`; how many there were. */
export async function deleteItems(db: Db, projectId: string, ids: string[]): Promise<number> {
  const removed = await db
    .delete(projectItems)
    .where(and(eq(projectItems.projectId, projectId), inArray(projectItems.id, ids)))
    .returning({ id: projectItems.id });
  return removed.length;
}

/** The project's items with their products, as the cart reads its lines: newest first. */
export async function itemLines(db: Db, projectId: string): Promise<LineRow[]> {
  return db
    .select({ id: projectItems.id, count: projectItems.count, customizableType: projectItems.customizableType, ...lineProductColumns })
    .from(projectItems)
    .innerJoin(products, eq(products.skuNumber, projectItems.skuNumber))
    .where(eq(projectItems.projectId, projectId))
    .orderBy(desc(projectItems.createdAt), projectItems.skuNumber, projectItems.customizableType);
}

// ---------------------------------------------------------------------------------------------
// Favorites.

/** Whose favorites: a customer's, or an account's own list. */
export type FavoriteList = { customerId: string } | { accountId: string };

const ofList = (list: FavoriteList): SQL => ('customerId' in list ? eq(favorites.customerId, list.customerId) : eq(favorites.accountId, list.accountId));

/** Adds the SKU to the list; nothing when it is there already. */
export async function addFavorite(db: Db, list: FavoriteList, sku: string): Promise<void> {
  await db
    .insert(favorites)
    .values({ ...list, skuNumber: sku })
    .onConflictDoNothing();
}

/** Takes the SKU off the list; nothing when it is not there. */
export async function removeFavorite(db: Db, list: FavoriteList, sku: string): Promise<void> {
  await db.delete(favorites).where(and(ofList(list), eq(favorites.skuNumber, sku)));
}

/** A page of the list's products as cards, newest favorite first; and how many the list holds. */
export async function favoritePage(db: Db, list: FavoriteList, page: number, limit: number): Promise<{ rows: CardRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(favorites)
      .innerJoin(products, eq(products.skuNumber, favorites.skuNumber))
      .where(ofList(list))
      .orderBy(desc(favorites.createdAt), asc(favorites.skuNumber))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(favorites).where(ofList(list)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
