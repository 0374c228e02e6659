/**
 * The collections' SQL: an account's collections with their customer's name and their products as cards, the items,
 * and the links a collection was shared with. No rule lives here: every query is scoped by the account the service
 * passes, and the service decides what a missing row means.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, collectionItems, collectionShares, collections, customers, products } from '../../platform/db/schema';
import { cardColumns, type CardRow } from '../catalog';

/** A collection as the service reads it: its customer's name (empty when it is kept for no one) and its item count. */
export interface CollectionRow {
  id: string;
  name: string;
  customerId: string | null;
  firstName: string | null;
  lastName: string | null;
  itemCount: number;
  updatedAt: Date;
}

const collectionColumns = {
  id: collections.id,
  name: collections.name,
  customerId: collections.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  itemCount: sql<number>`(select count(*) from collection_items i where i.collection_id = ${collections.id})::int`,
  updatedAt: collections.updatedAt,
};

const toRow = (row: CollectionRow): CollectionRow => ({ ...row, itemCount: Number(row.itemCount) });

/** The account's collections, newest change first (only `collectionId` when given). */
export async function accountCollections(db: Db, accountId: string, collectionId?: string): Promise<CollectionRow[]> {
  const where = [eq(collections.accountId, accountId)];
  if (collectionId) where.push(eq(collections.id, collectionId));
  const rows = await db
    .select(collectionColumns)
    .from(collections)
    .leftJoin(customers, eq(customers.id, collections.customerId))
    .where(and(...where))
    .orderBy(desc(collections.updatedAt), asc(collections.id));
  return rows.map(toRow);
}

/** One of the account's collections; null when the account has none by that id. */
export async function findCollection(db: Db, accountId: string, collectionId: string): Promise<CollectionRow | null> {
  const [row] = await accountCollections(db, accountId, collectionId);
  return row ?? null;
}

/** The products of these collections as card rows, newest added first within each collection. */
export async function collectionProducts(db: Db, collectionIds: string[]): Promise<Array<CardRow & { collectionId: string }>> {
  if (collectionIds.length === 0) return [];
  return db
    .select({ collectionId: collectionItems.collectionId, ...cardColumns })
    .from(collectionItems)
    .innerJoin(products, eq(products.skuNumber, collectionItems.skuNumber))
    .where(inArray(collectionItems.collectionId, collectionIds))
    .orderBy(desc(collectionItems.createdAt), asc(collectionItems.skuNumber));
}

/**
 * Holds the account's row until the transaction ends, so two creations of one account run one after another (the
 * cap on collections holds).
 */
export async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** How many collections the account keeps. */
export async function countCollections(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collections).where(eq(collections.accountId, accountId));
  return row?.n ?? 0;
}

/** Whether the account has a collection of this name, in any case. */
export async function accountHasCollectionNamed(db: Db, accountId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.accountId, accountId), sql`lower(${collections.name}) = lower(${name})`))
    .limit(1);
  return Boolean(row);
}

/** Adds a collection; the unique index of account and name refuses a second one (the driver's error is thrown). */
export async function insertCollection(db: Db, values: { accountId: string; customerId: string | null; name: string }): Promise<string> {
  const [row] = await db.insert(collections).values(values).returning({ id: collections.id });
  return row!.id;
}

/** Deletes the account's collection, its items and its shares; false when there is none. */
export async function deleteCollection(db: Db, accountId: string, collectionId: string): Promise<boolean> {
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.accountId, accountId)))
    .returning({ id: collections.id });
  return deleted.length > 0;
}

/** Holds the account's collection until the transaction ends; false when the account has none by that id. */
export async function lockCollection(tx: Db, accountId: string, collectionId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.accountId, accountId)))
    .for('update');
  return rows.length > 0;
}

/** Marks a collection changed (its products changed). */
export async function touchCollection(db: Db, collectionId: string): Promise<void> {
  await db.update(collections).set({ updatedAt: sql`now()` }).where(eq(collections.id, collectionId));
}

/** The owner's customer by id (scoped by owner: another owner's customer is none); null when there is none. */
export async function ownersCustomer(db: Db, ownerId: string, customerId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** Whether the catalog has the SKU. */
export async function productExists(db: Db, sku: string): Promise<boolean> {
  const [row] = await db.select({ sku: products.skuNumber }).from(products).where(eq(products.skuNumber, sku)).limit(1);
  return Boolean(row);
}

/** How many products the collection holds. */
export async function countItems(db: Db, collectionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collectionItems).where(eq(collectionItems.collectionId, collectionId));
  return row?.n ?? 0;
}

/** Whether the collection holds the SKU. */
export async function hasItem(db: Db, collectionId: string, sku: string): Promise<boolean> {
  const [row] = await db
    .select({ sku: collectionItems.skuNumber })
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.skuNumber, sku)))
    .limit(1);
  return Boolean(row);
}

/** Adds the SKU to the collection; nothing when it is there already. Whether it was added. */
export async function insertItem(db: Db, collectionId: string, sku: string): Promise<boolean> {
  const added = await db.insert(collectionItems).values({ collectionId, skuNumber: sku }).onConflictDoNothing().returning({ sku: collectionItems.skuNumber });
  return added.length > 0;
}

/** Takes the SKU off the collection; whether it was there. */
export async function deleteItem(db: Db, collectionId: string, sku: string): Promise<boolean> {
  const removed = await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.skuNumber, sku)))
    .returning({ sku: collectionItems.skuNumber });
  return removed.length > 0;
}

/** Keeps a share link of the collection (its token's hash only). */
export async function insertShare(db: Db, values: { tokenHash: Buffer; collectionId: string; recipient: string; message: string; expiresAt: Date }): Promise<void> {
  await db.insert(collectionShares).values(values);
}

/** Deletes the collection's links that expired by `now` (they open nothing any more). */
export async function deleteExpiredShares(db: Db, collectionId: string, now: Date): Promise<void> {
  await db.delete(collectionShares).where(and(eq(collectionShares.collectionId, collectionId), lte(collectionShares.expiresAt, now)));
}

/**
 * A share link that has not expired by `now`, of an account that is not closed, with its collection and who shared it;
 * null for any other token.
 */
export async function openShare(
  db: Db,
  tokenHash: Buffer,
  now: Date,
): Promise<{ collectionId: string; name: string; message: string; expiresAt: Date; firstName: string; lastName: string; email: string } | null> {
  const [row] = await db
    .select({
      collectionId: collections.id,
      name: collections.name,
      message: collectionShares.message,
      expiresAt: collectionShares.expiresAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(collectionShares)
    .innerJoin(collections, eq(collections.id, collectionShares.collectionId))
    .innerJoin(accounts, eq(accounts.id, collections.accountId))
    .where(and(eq(collectionShares.tokenHash, tokenHash), gt(collectionShares.expiresAt, now), ne(accounts.state, 'closed')))
    .limit(1);
  return row ?? null;
}
