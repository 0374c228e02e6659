import * as z from 'zod/mini';
import { productCard } from '../catalog';
import { ERR, MESSAGES } from '../errors';
import { CART_MAX_COUNT, cartLine } from './cart';
import { isEmail } from './rules';
import { isStorableText, plainText, storableString } from './text';

/**
 * Projects and favorites (spec sections 1-3, 5, 7 and 9): a designer keeps, per customer, projects (named lists of
 * products with quantities) and favorites. An invited customer reads their own projects and keeps their own favorites.
 */

/** Longest project name (section 9). */
export const PROJECT_NAME_MAX = 50;
/** Most items one project holds (each a SKU and customizable type). */
export const PROJECT_ITEMS_MAX = 200;
/** Page size of the designer's project list and of a favorites list. */
export const PROJECT_PAGE_SIZE = 20;
export const FAVORITE_PAGE_SIZE = 24;

/** The project and favorite messages: the spec's where it gives them, ours in its manner where it does not. */
export const PROJECT_MESSAGES = {
  nameRequired: 'Please enter a project name',
  nameTooLong: `The project name can be at most ${PROJECT_NAME_MAX} characters`,
  /** Section 5 and 8. */
  duplicate: 'Cannot have duplicate project within same customer',
  /** A project id that is not one of the caller's: the same answer for a foreign id and a made-up one. */
  notFound: 'This project was not found',
  /** A customer id that is not one of the caller's customers. */
  customerNotFound: 'This customer was not found',
  itemNotFound: 'This item is no longer in the project',
  added: 'Added to project',
  full: `A project holds at most ${PROJECT_ITEMS_MAX} items`,
} as const;

/** The one problem of a project name as typed, or null (it is trimmed first; blank is required). */
export function projectNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return PROJECT_MESSAGES.nameRequired;
  if (name.length > PROJECT_NAME_MAX) return PROJECT_MESSAGES.nameTooLong;
  return null;
}

const id = (message: string) => z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message));
export const projectId = id(PROJECT_MESSAGES.notFound);
export const customerId = id(PROJECT_MESSAGES.customerNotFound);
const itemId = id(PROJECT_MESSAGES.itemNotFound);

const projectName = z.pipe(
  storableString().check(z.maxLength(1000, PROJECT_MESSAGES.nameTooLong)),
  z.transform((s: string) => s.trim()),
).check(z.refine((s: string) => projectNameProblem(s) === null, { error: (issue) => projectNameProblem(String(issue.input ?? '')) ?? PROJECT_MESSAGES.nameRequired }));

const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.maxLength(12))]),
    z.transform((v: number | string) => (typeof v === 'string' && v.trim() === '' ? NaN : Number(v))),
  ).check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max, message));

const quantity = wholeNumber(1, CART_MAX_COUNT, `The quantity must be a whole number from 1 to ${CART_MAX_COUNT}`);
const page = z.optional(wholeNumber(1, 10_000, 'page must be a whole number from 1'));
const limit = (max: number) => z.optional(wholeNumber(1, max, `limit must be a whole number from 1 to ${max}`));
const skuNumber = z.pipe(plainText(80, 'sku_number is not a SKU'), z.transform((s: string) => s.trim())).check(
  z.refine((s: string) => s.length > 0, 'Please enter a sku_number'),
);

/** A project as lists show it: its customer, how many items and units, and when it last changed. */
export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  item_count: z.number(),
  unit_count: z.number(),
  /** ISO time of the last change to the project or its items. */
  updated_at: z.string(),
});
export type ProjectSummary = z.output<typeof projectSummary>;

/**
 * An item of a project: the product as a cart line shows it (picture, name, SKU, brand, COM type, purchasable
 * status, prices by the caller's mode), `count` being the quantity kept in the project.
 */
export const projectItem = cartLine;
export type ProjectItem = z.output<typeof projectItem>;

/** Sums of price x quantity over the purchasable items, for each price the caller's mode may see. */
export const projectSubtotal = z.object({
  msrp_price: z.optional(z.number()),
  designer_price: z.optional(z.number()),
  consumer_price: z.optional(z.number()),
});
export type ProjectSubtotal = z.output<typeof projectSubtotal>;

/** POST /mibd/customerFavourite/customer_project_list: a customer's projects (an invited customer: their own, no id). */
export const customerProjectsRequest = z.object({ customer_id: z.optional(customerId) });
export const projectListResponse = z.object({ list: z.array(projectSummary), total: z.number() });
export type ProjectListResponse = z.output<typeof projectListResponse>;

/** POST /mibd/personalProject/project_list: the company's projects, newest change first, searched by project or customer name. */
export const projectsRequest = z.object({
  search: z.optional(storableString().check(z.maxLength(100))),
  page,
  limit: limit(100),
});

/** POST /mibd/projectDetail/index/create (section 7): name and customer_id; answers the new project. */
export const createProjectRequest = z.object({ name: projectName, customer_id: customerId });
/** POST /mibd/projectDetail/index/rename. */
export const renameProjectRequest = z.object({ project_id: projectId, name: projectName });
/** POST /mibd/projectDetail/index/detail and /delete. */
export const projectRequest = z.object({ project_id: projectId });

/** POST /mibd/productList/add_project (section 7): customizable_type only for COM (4). Units add to an item already there. */
export const addToProjectRequest = z.object({
  sku_number: skuNumber,
  project_id: projectId,
  buy_number: quantity,
  customizable_type: z.optional(wholeNumber(0, 4, 'customizable_type must be 0 to 4')),
});
export const addToProjectResponse = z.object({ message: z.string(), item_id: z.string(), count: z.number() });

/** POST /mibd/projectDetail/index/update_count: an item's quantity. */
export const projectItemCountRequest = z.object({ project_id: projectId, item_id: itemId, buy_number: quantity });
/** POST /mibd/projectDetail/index/remove_item: items by id. */
export const projectItemsRequest = z.object({
  project_id: projectId,
  item_ids: z.array(itemId).check(z.minLength(1, 'Please choose the items'), z.maxLength(PROJECT_ITEMS_MAX)),
});
/** POST /mibd/projectDetail/index/add_cart: the project's purchasable items (or those named) added to the cart. */
export const projectToCartRequest = z.object({
  project_id: projectId,
  item_ids: z.optional(z.array(itemId).check(z.maxLength(PROJECT_ITEMS_MAX))),
});

/** A project with its customer, items (newest first) and subtotals. `editable` is false for an invited customer. */
/** A room render kept in a project (saved from a visualization's details): its pictures' read paths. */
export const projectRender = z.object({
  id: z.string(),
  case_id: z.string(),
  high_definition_image: z.string(),
  low_definition_image: z.string(),
  create_time: z.number(),
});
export type ProjectRender = z.output<typeof projectRender>;

export const projectDetailResponse = z.object({
  project: projectSummary,
  items: z.array(projectItem),
  subtotal: projectSubtotal,
  editable: z.boolean(),
  /** The renders kept in the project, newest first. */
  renders: z.optional(z.array(projectRender)),
});
export type ProjectDetailResponse = z.output<typeof projectDetailResponse>;

export const projectItemCountResponse = z.object({ item_id: z.string(), count: z.number(), subtotal: projectSubtotal });
export const projectRemoveItemsResponse = z.object({ removed: z.number(), subtotal: projectSubtotal });
export const projectDeletedResponse = z.object({ deleted: z.boolean() });
/** What became of each item moved to the cart: added, or refused with the cart's message. */
export const projectToCartResponse = z.object({
  list: z.array(z.object({ sku_number: z.string(), added: z.number(), errmsg: z.string() })),
  /** The cart's badge count after the adds. */
  count: z.number(),
});
export type ProjectToCartResponse = z.output<typeof projectToCartResponse>;

/**
 * POST /mibd/customerFavourite/click_like (section 7: customer_id, type 'add', product_id; 'remove' takes it off).
 * product_id is the product's sku_number. No customer_id: the caller's own favorites (an invited customer's are
 * always their own).
 */
export const FAVORITE_ACTIONS = ['add', 'remove'] as const;
export const favoriteRequest = z.object({
  customer_id: z.optional(customerId),
  type: z.enum(FAVORITE_ACTIONS, "type must be 'add' or 'remove'"),
  product_id: skuNumber,
});
/** Whether the product is now a favorite, and whose list it is in (the customer's name; null for the caller's own). */
export const favoriteResponse = z.object({ liked: z.boolean(), customer_name: z.nullable(z.string()) });
export type FavoriteResponse = z.output<typeof favoriteResponse>;

/** POST /mibd/customerFavourite/favorite_list: a customer's favorites, or the caller's own; newest first. */
export const favoriteListRequest = z.object({ customer_id: z.optional(customerId), page, limit: limit(100) });
/** Each favorite is the product's card, priced by the caller's mode. */
export const favoriteListResponse = z.object({ list: z.array(productCard), total: z.number(), customer_name: z.nullable(z.string()) });
export type FavoriteListResponse = z.output<typeof favoriteListResponse>;

/** The favorite toast (section 8: a greeting built around the customer's name); null name: the caller's own list. */
export function favoriteToast(customerName: string | null, liked: boolean): string {
  if (!customerName) return liked ? 'Saved to your favorites' : 'Removed from your favorites';
  return liked ? `Great pick for ${customerName}! Saved to their favorites.` : `Removed from ${customerName}'s favorites`;
}

// ---------------------------------------------------------------------------------------------
// Collections (spec sections 2, 3 and 7: "favorites with wishlist sharing"; collection_create, collection_delete,
// collection_list, collection_share_send_email, collection_share_list). A designer keeps named lists of products,
// built from favorites, optionally for one of the company's customers, and shares one by email: the recipient opens
// it from the link without signing in, read-only, with no prices.

/** Longest collection name (as a project name, section 9). */
export const COLLECTION_NAME_MAX = 50;
/** Most collections one account keeps. */
export const COLLECTIONS_MAX = 50;
/** Most products one collection holds. */
export const COLLECTION_ITEMS_MAX = 100;
/** Longest message sent with a shared collection. */
export const COLLECTION_MESSAGE_MAX = 500;
/** How long a shared collection's link opens it. */
export const COLLECTION_SHARE_DAYS = 30;
/** Collections one account shares by email in a day (every email counts, whoever it goes to). */
export const COLLECTION_SHARES_PER_DAY = 20;

/** Error codes of the collections' calls (ours; an unknown or expired share link answers the spec's 'The link has expired'). */
export const COLLECTION_ERR = {
  /** A collection id that is not one of the caller's: the same answer for another account's id and a made-up one. */
  NOT_FOUND: ERR.COLLECTION_NOT_FOUND,
  /** The name is the name of another of the caller's collections, whatever its case (on the name field). */
  DUPLICATE: ERR.COLLECTION_DUPLICATE,
  /** The collection holds COLLECTION_ITEMS_MAX products already. */
  FULL: ERR.COLLECTION_FULL,
  /** The account keeps COLLECTIONS_MAX collections already. */
  TOO_MANY: ERR.COLLECTION_TOO_MANY,
} as const;

/** The collections' messages, in the manner of the projects' (the spec gives none). */
export const COLLECTION_MESSAGES = {
  nameRequired: 'Please enter a collection name',
  nameTooLong: `The collection name can be at most ${COLLECTION_NAME_MAX} characters`,
  nameNotAllowed: 'The collection name holds a character that is not allowed',
  duplicate: 'Cannot have duplicate collection with the same name',
  notFound: 'This collection was not found',
  full: `A collection holds at most ${COLLECTION_ITEMS_MAX} products`,
  tooMany: `You can keep at most ${COLLECTIONS_MAX} collections`,
  recipientRequired: "Please enter the recipient's email address",
  /** Section 5. */
  validEmail: MESSAGES.validEmail,
  messageTooLong: `The message can be at most ${COLLECTION_MESSAGE_MAX} characters`,
  messageNotAllowed: 'The message holds a character that is not allowed',
  deleteConfirm: 'Delete this collection? Anyone you shared it with will no longer be able to open it.',
} as const;

/* eslint-disable no-control-regex -- control characters are what these refuse */
/** A name is one line: no control character. */
const CONTROLS = /[\u0000-\u001f\u007f]/;
/** A message is prose: tabs and line ends, no other control character. */
const PROSE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/* eslint-enable no-control-regex */

/** The one problem of a collection name as typed, or null (it is trimmed first; blank is required). */
export function collectionNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return COLLECTION_MESSAGES.nameRequired;
  if (name.length > COLLECTION_NAME_MAX) return COLLECTION_MESSAGES.nameTooLong;
  if (!isStorableText(name) || CONTROLS.test(name)) return COLLECTION_MESSAGES.nameNotAllowed;
  return null;
}

/** The one problem of a recipient's email as typed, or null (trimmed first): the email rules of every form (section 5). */
export function collectionEmailProblem(raw: string): string | null {
  const email = raw.trim();
  if (!email) return COLLECTION_MESSAGES.recipientRequired;
  return isEmail(email) ? null : COLLECTION_MESSAGES.validEmail;
}

export const collectionId = id(COLLECTION_MESSAGES.notFound);

const collectionName = z.pipe(
  storableString(COLLECTION_MESSAGES.nameRequired).check(z.maxLength(1000, COLLECTION_MESSAGES.nameTooLong)),
  z.transform((s: string) => s.trim()),
).check(z.refine((s: string) => collectionNameProblem(s) === null, { error: (issue) => collectionNameProblem(String(issue.input ?? '')) ?? COLLECTION_MESSAGES.nameRequired }));

const recipientEmail = z.pipe(
  storableString(COLLECTION_MESSAGES.validEmail).check(z.maxLength(254, COLLECTION_MESSAGES.validEmail)),
  z.transform((s: string) => s.trim().toLowerCase()),
).check(z.refine((s: string) => collectionEmailProblem(s) === null, { error: (issue) => collectionEmailProblem(String(issue.input ?? '')) ?? COLLECTION_MESSAGES.validEmail }));

/** The message: prose (line breaks kept), trimmed, at most COLLECTION_MESSAGE_MAX characters. */
const shareMessage = z.pipe(
  storableString(COLLECTION_MESSAGES.messageNotAllowed).check(z.maxLength(COLLECTION_MESSAGE_MAX + 1000, COLLECTION_MESSAGES.messageTooLong)),
  z.transform((s: string) => s.trim()),
).check(z.maxLength(COLLECTION_MESSAGE_MAX, COLLECTION_MESSAGES.messageTooLong), z.refine((s: string) => PROSE.test(s), COLLECTION_MESSAGES.messageNotAllowed));

/** The one problem of the message sent with a shared collection, or null. */
export function collectionMessageProblem(raw: string): string | null {
  const parsed = z.safeParse(shareMessage, raw);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? COLLECTION_MESSAGES.messageNotAllowed);
}

/**
 * A collection with its products (newest added first) as cards priced by the caller's mode; the customer it is kept
 * for (null: none).
 */
export const collection = z.object({
  id: z.string(),
  name: z.string(),
  customer_id: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  item_count: z.number(),
  /** ISO time of the last change to the collection or its products. */
  updated_at: z.string(),
  products: z.array(productCard),
});
export type Collection = z.output<typeof collection>;

/** POST /mibd/product/collection_create: a name (trimmed, unique among the caller's collections), optionally a customer of the company. */
export const createCollectionRequest = z.object({ name: collectionName, customer_id: z.optional(customerId) });
/** POST /mibd/product/collection_delete: the collection, its products and every link it was shared with. */
export const collectionRequest = z.object({ collection_id: collectionId });
export const collectionDeletedResponse = z.object({ deleted: z.boolean() });
/** POST /mibd/product/collection_list: the caller's collections, newest change first (one of them with collection_id). */
export const collectionListRequest = z.object({ collection_id: z.optional(collectionId) });
export const collectionListResponse = z.object({ list: z.array(collection), total: z.number() });
export type CollectionListResponse = z.output<typeof collectionListResponse>;

/** POST /mibd/product/collection_add and collection_remove: product_id is the product's sku_number (as for favorites). */
export const collectionItemRequest = z.object({ collection_id: collectionId, product_id: skuNumber });
/** Whether the product is in the collection now, and how many the collection holds. */
export const collectionItemResponse = z.object({ in_collection: z.boolean(), item_count: z.number() });
export type CollectionItemResponse = z.output<typeof collectionItemResponse>;

/** POST /mibd/product/collection_share_send_email: the recipient and an optional message. */
export const shareCollectionRequest = z.object({ collection_id: collectionId, email: recipientEmail, message: z.optional(shareMessage) });
/** Who the email went to and until when its link opens the collection (ISO time). */
export const shareCollectionResponse = z.object({ email: z.string(), expires_at: z.string() });
export type ShareCollectionResponse = z.output<typeof shareCollectionResponse>;

/** POST /mibd/product/collection_share_list: the token of the emailed link. */
export const sharedCollectionRequest = z.object({ token: storableString().check(z.minLength(1), z.maxLength(200)) });

/**
 * A product of a shared collection as anyone sees it: the card without a price of any kind (a visitor sees 'Login to
 * see your price'). Strict, so an answer that held a price would fail its contract.
 */
export const sharedProductCard = z.strictObject(
  z.omit(productCard, { msrp_price: true, designer_price: true, consumer_price: true, promotional_price: true, product_price_about: true }).shape,
);
export type SharedProductCard = z.output<typeof sharedProductCard>;

/** The shared collection: its name, who shared it, the message sent with it, its products, until when the link opens it. */
export const sharedCollectionResponse = z.object({
  name: z.string(),
  shared_by: z.string(),
  message: z.string(),
  expires_at: z.string(),
  products: z.array(sharedProductCard),
});
export type SharedCollectionResponse = z.output<typeof sharedCollectionResponse>;

/** The toasts of the collection actions. */
export function collectionToast(action: 'created' | 'deleted' | 'added' | 'removed' | 'shared', subject: string): string {
  switch (action) {
    case 'created':
      return `Collection “${subject}” created`;
    case 'deleted':
      return `Collection “${subject}” deleted`;
    case 'added':
      return `Added to “${subject}”`;
    case 'removed':
      return `Removed from “${subject}”`;
    case 'shared':
      return `The collection was shared with ${subject}`;
  }
}
