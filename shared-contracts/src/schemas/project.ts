import * as z from 'zod/mini';
import { productCard } from '../catalog';
import { CART_MAX_COUNT, cartLine } from './cart';
import { plainText, storableString } from './text';

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
export const projectDetailResponse = z.object({
  project: projectSummary,
  items: z.array(projectItem),
  subtotal: projectSubtotal,
  editable: z.boolean(),
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
