/**
 * The collections' calls over their SQL. A collection is its account's: every query is scoped by the signed-in
 * account, so another account's collection reads as one that does not exist. Changes to a collection's products hold
 * the collection for their transaction (the item cap holds under parallel calls), creations hold the account (the cap
 * on collections holds). A share spends the account's allowance and the message throttles before anything is
 * written, then keeps the link's hash and enqueues the email in one transaction.
 */
import {
  COLLECTION_ITEMS_MAX,
  COLLECTION_SHARES_PER_DAY,
  COLLECTIONS_MAX,
  type Collection,
  type ProductCard,
  type CollectionItemResponse,
  type CollectionListResponse,
  type ShareCollectionResponse,
  type SharedCollectionResponse,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { refundDaily, trySpendDaily } from '../../platform/rate-limit';
import { requirePermissions } from '../../platform/route';
import type { Services } from '../../platform/services';
import { toCard, visibilityFor } from '../catalog';
import { isUniqueViolation, ownerOf } from '../customers';
import { allowSend, linkUrl } from '../identity';
import {
  accountCollections,
  accountHasCollectionNamed,
  collectionProducts,
  countCollections,
  countItems,
  deleteCollection,
  deleteExpiredShares,
  deleteItem,
  findCollection,
  hasItem,
  insertCollection,
  insertItem,
  insertShare,
  lockAccount,
  lockCollection,
  openShare,
  ownersCustomer,
  productExists,
  touchCollection,
  type CollectionRow,
} from './repository';
import {
  SHARE_PURPOSE,
  SHARE_TTL_MS,
  SHARED_COLLECTION_PATH,
  collectionDuplicate,
  collectionFull,
  collectionNotFound,
  customerNotFound,
  productNotExist,
  shareBudgetKey,
  shareEmail,
  shareExpired,
  sharerName,
  sharesSpent,
  toCollection,
  toSharedCard,
  tooManyCollections,
} from './rules';

/** The signed-in account's id (every collection call needs a session: the route has refused any other caller). */
const accountOf = (caller: Caller): string => caller.account!.id;

/** The collections with their products as cards priced by the caller's mode. */
async function withProducts(db: Db, caller: Caller, rows: CollectionRow[]): Promise<Collection[]> {
  const see = visibilityFor(caller);
  const byCollection = new Map<string, ProductCard[]>();
  for (const { collectionId, ...card } of await collectionProducts(db, rows.map((r) => r.id))) {
    const list = byCollection.get(collectionId) ?? [];
    list.push(toCard(card, see));
    byCollection.set(collectionId, list);
  }
  return rows.map((row) => toCollection(row, byCollection.get(row.id) ?? []));
}

/** POST /mibd/product/collection_list: every collection of the caller, or the one named. */
export async function listCollections(db: Db, caller: Caller, collectionId: string | undefined): Promise<CollectionListResponse> {
  const rows = await accountCollections(db, accountOf(caller), collectionId?.toLowerCase());
  if (collectionId && rows.length === 0) throw collectionNotFound();
  return { list: await withProducts(db, caller, rows), total: rows.length };
}

/** The unique index answers two creations of one name at once: the second is the duplicate. */
async function namedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw collectionDuplicate();
    throw error;
  }
}

/**
 * POST /mibd/product/collection_create. A customer named must be one of the company's (naming one needs the
 * 'customers' permission, as a customer's favorites do).
 */
export async function createCollection(db: Db, caller: Caller, name: string, customerId: string | undefined): Promise<Collection> {
  const accountId = accountOf(caller);
  let customer: string | null = null;
  if (customerId) {
    requirePermissions(caller, ['customers']);
    const found = await ownersCustomer(db, ownerOf(caller), customerId.toLowerCase());
    if (!found) throw customerNotFound();
    customer = found.id;
  }
  const id = await namedOnce(() =>
    db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      if (await accountHasCollectionNamed(tx, accountId, name)) throw collectionDuplicate();
      if ((await countCollections(tx, accountId)) >= COLLECTIONS_MAX) throw tooManyCollections();
      return insertCollection(tx, { accountId, customerId: customer, name });
    }),
  );
  const row = await findCollection(db, accountId, id);
  if (!row) throw collectionNotFound();
  return toCollection(row, []);
}

/** POST /mibd/product/collection_delete: its products and share links go with it. */
export async function removeCollection(db: Db, caller: Caller, collectionId: string): Promise<void> {
  if (!(await deleteCollection(db, accountOf(caller), collectionId.toLowerCase()))) throw collectionNotFound();
}

/** A change to the products of one of the caller's collections, with the collection held. */
async function changeItems(db: Db, caller: Caller, collectionId: string, change: (tx: Db, id: string) => Promise<boolean>): Promise<CollectionItemResponse> {
  const id = collectionId.toLowerCase();
  return db.transaction(async (tx) => {
    if (!(await lockCollection(tx, accountOf(caller), id))) throw collectionNotFound();
    const inCollection = await change(tx, id);
    return { in_collection: inCollection, item_count: await countItems(tx, id) };
  });
}

/** POST /mibd/product/collection_add: adding a product twice keeps it once. */
export async function addToCollection(db: Db, caller: Caller, collectionId: string, sku: string): Promise<CollectionItemResponse> {
  return changeItems(db, caller, collectionId, async (tx, id) => {
    if (await hasItem(tx, id, sku)) return true;
    if (!(await productExists(tx, sku))) throw productNotExist();
    if ((await countItems(tx, id)) >= COLLECTION_ITEMS_MAX) throw collectionFull();
    if (await insertItem(tx, id, sku)) await touchCollection(tx, id);
    return true;
  });
}

/** POST /mibd/product/collection_remove: taking off a product that is not there changes nothing. */
export async function removeFromCollection(db: Db, caller: Caller, collectionId: string, sku: string): Promise<CollectionItemResponse> {
  return changeItems(db, caller, collectionId, async (tx, id) => {
    if (await deleteItem(tx, id, sku)) await touchCollection(tx, id);
    return false;
  });
}

/**
 * POST /mibd/product/collection_share_send_email. In order, each refusal leaving nothing spent or written: the
 * collection must be the caller's; the account's allowance of shares a day (COLLECTION_SHARES_PER_DAY); the message
 * throttles of every email (a pause between two shares to one recipient, the sender's and the recipient's daily
 * limits). Then, in one transaction: the collection held (it may have been deleted meanwhile), its expired links
 * dropped, the new link's hash kept and the email enqueued.
 */
export async function shareCollection(services: Services, caller: Caller, collectionId: string, email: string, message: string): Promise<ShareCollectionResponse> {
  const { db } = services;
  const accountId = accountOf(caller);
  const collection = await findCollection(db, accountId, collectionId.toLowerCase());
  if (!collection) throw collectionNotFound();

  const now = services.now();
  const budget = shareBudgetKey(accountId);
  if (!(await trySpendDaily(db, budget, COLLECTION_SHARES_PER_DAY, now))) {
    await refundDaily(db, budget, now);
    throw sharesSpent();
  }
  const expiresAt = new Date(now.getTime() + SHARE_TTL_MS);
  try {
    await allowSend(services, caller, { channel: 'email', purpose: SHARE_PURPOSE, target: email, owner: null });
    const token = randomToken();
    await db.transaction(async (tx) => {
      if (!(await lockCollection(tx, accountId, collection.id))) throw collectionNotFound();
      await deleteExpiredShares(tx, collection.id, now);
      await insertShare(tx, { tokenHash: sha256(token), collectionId: collection.id, recipient: email, message, expiresAt });
      const url = linkUrl(services, SHARED_COLLECTION_PATH, token);
      const itemCount = await countItems(tx, collection.id);
      await services.outbox.enqueue(shareEmail({ to: email, sharer: sharerName(caller.account!), name: collection.name, itemCount, message, url }), tx);
    });
  } catch (error) {
    // Nothing was sent: the share does not count against the account's allowance.
    await refundDaily(db, budget, now);
    throw error;
  }
  return { email, expires_at: expiresAt.toISOString() };
}

/** POST /mibd/product/collection_share_list: for anyone holding the link, read-only, no price of any kind. */
export async function sharedCollection(services: Services, token: string): Promise<SharedCollectionResponse> {
  const share = await openShare(services.db, sha256(token), services.now());
  if (!share) throw shareExpired();
  const products = await collectionProducts(services.db, [share.collectionId]);
  return {
    name: share.name,
    shared_by: sharerName(share),
    message: share.message,
    expires_at: share.expiresAt.toISOString(),
    products: products.map(({ collectionId: _collection, ...card }) => toSharedCard(card)),
  };
}
