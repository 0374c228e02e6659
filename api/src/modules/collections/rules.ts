/**
 * The collections' rules without I/O: the refusals (a collection or customer that is not the caller's answers as one
 * that does not exist; a share link that is unknown, expired or of a deleted collection answers as an expired link),
 * how a collection reads, a shared product's card without any price, and the share email's words.
 */
import {
  ApiError,
  COLLECTION_ERR,
  COLLECTION_MESSAGES,
  COLLECTION_SHARE_DAYS,
  ERR,
  MESSAGES,
  PROJECT_MESSAGES,
  customerName,
  routeById,
  type Collection,
  type ProductCard,
  type SharedProductCard,
} from '@storefront/contracts';
import type { OutgoingMessage } from '../../platform/outbox';
import { toCard, type CardRow } from '../catalog';
import type { CollectionRow } from './repository';

export const collectionNotFound = () => new ApiError(COLLECTION_ERR.NOT_FOUND, COLLECTION_MESSAGES.notFound);
export const customerNotFound = () => new ApiError(ERR.CUSTOMER_NOT_FOUND, PROJECT_MESSAGES.customerNotFound);
/** On the name field, as the project's duplicate (the dialog shows it under the name). */
export const collectionDuplicate = () => new ApiError(COLLECTION_ERR.DUPLICATE, COLLECTION_MESSAGES.duplicate, { field: 'name' });
export const collectionFull = () => new ApiError(COLLECTION_ERR.FULL, COLLECTION_MESSAGES.full);
export const tooManyCollections = () => new ApiError(COLLECTION_ERR.TOO_MANY, COLLECTION_MESSAGES.tooMany);
/** The cart's answer to an unknown SKU. */
export const productNotExist = () => new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
/** Section 8: 'The link has expired' (an unknown token, an expired one, a deleted collection's). */
export const shareExpired = () => new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
/** The collections' own daily allowance of share emails is spent (the message of every daily limit, section 8). */
export const sharesSpent = () => new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);

/** How long a share link opens its collection. */
export const SHARE_TTL_MS = COLLECTION_SHARE_DAYS * 86_400_000;
/** What the share emails are, for the message throttles (decision 014) and the outbox. */
export const SHARE_PURPOSE = 'collection_share';
/** The screen a share link opens: a page of its own that needs no sign-in (the route table's sharedCollection). */
export const SHARED_COLLECTION_PATH: string = routeById('sharedCollection').paths[0]!;

/** The key of an account's daily allowance of share emails. */
export const shareBudgetKey = (accountId: string) => `collection_share:account:${accountId}`;

export function toCollection(row: CollectionRow, products: ProductCard[]): Collection {
  const forCustomer = row.customerId !== null && row.firstName !== null && row.lastName !== null;
  return {
    id: row.id,
    name: row.name,
    customer_id: forCustomer ? row.customerId : null,
    customer_name: forCustomer ? customerName({ first_name: row.firstName!, last_name: row.lastName! }) : null,
    item_count: row.itemCount,
    updated_at: row.updatedAt.toISOString(),
    products,
  };
}

const NO_PRICES = { msrp: false, designer: false, retail: false } as const;

/**
 * A product of a shared collection: the card as a visitor sees it, read with no price visible whoever opens the link,
 * and every price field left out again, so no price of any kind can reach the answer.
 */
export function toSharedCard(row: CardRow): SharedProductCard {
  const {
    msrp_price: _msrp,
    designer_price: _designer,
    consumer_price: _consumer,
    promotional_price: _promotional,
    product_price_about: _final,
    ...card
  } = toCard(row, () => NO_PRICES);
  return card;
}

/** Who shared a collection, as the email and the shared page name them: the account's name, else its email's name. */
export function sharerName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email.split('@')[0]!;
}

/** Text of one line (a subject): runs of white space, line ends among them, become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The share email: who shares which collection, their message, the link and how long it works. */
export function shareEmail(input: { to: string; sharer: string; name: string; itemCount: number; message: string; url: string }): OutgoingMessage {
  const products = input.itemCount === 1 ? '1 product' : `${input.itemCount} products`;
  const note = input.message ? `\n\n${input.sharer} wrote:\n${input.message}` : '';
  return {
    channel: 'email',
    recipient: input.to,
    subject: oneLine(`${input.sharer} shared the collection “${input.name}” with you`),
    body:
      `Hello,\n\n` +
      `${input.sharer} shared the collection “${input.name}” (${products}) with you.${note}\n\n` +
      `Open the link below to see it; you do not need to sign in. The link works for ${COLLECTION_SHARE_DAYS} days.`,
    links: [{ label: 'View the collection', url: input.url }],
    template: SHARE_PURPOSE,
  };
}
