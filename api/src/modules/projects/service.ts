/**
 * The projects' and favorites' calls over their SQL. Every call first settles what the caller reaches (`scopeOf`,
 * `favoriteListOf`): a trade account its company's customers and projects, an invited customer their own customer's;
 * every query is then scoped by it, so an id outside it reads as one that does not exist. Item changes hold their
 * project for the transaction (`lockProject`), so the item cap and the unit sums hold under parallel calls; a move to
 * the cart goes through the cart's own add, item by item.
 */
import {
  ApiError,
  CART_MAX_COUNT,
  CUSTOMIZABLE_NONE,
  DEFAULT_ADD_TYPE,
  PROJECT_ITEMS_MAX,
  PROJECT_MESSAGES,
  type CartLine,
  type FavoriteListResponse,
  type FavoriteResponse,
  fileReadUrl,
  type ProjectDetailResponse,
  type ProjectListResponse,
  type ProjectRender,
  type ProjectSubtotal,
  type ProjectSummary,
  type ProjectToCartResponse,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import { requirePermissions } from '../../platform/route';
import { addToCart, listCart, toCartLines } from '../cart';
import { toCard, visibilityFor } from '../catalog';
import { isUniqueViolation, ownerOf } from '../customers';
import { readName } from '../files';
import {
  addFavorite,
  countItems,
  customerHasProjectNamed,
  customerOfAccount,
  deleteItems,
  deleteProject,
  favoritePage,
  findItem,
  findProject,
  insertItem,
  insertProject,
  insertRender,
  itemLines,
  lockProject,
  ownersCustomer,
  productExists,
  projectPage,
  projectRenderRows,
  removeFavorite,
  renameProject,
  setItemCount,
  touchProject,
  type CustomerRef,
  type FavoriteList,
  type ProjectFilter,
} from './repository';
import {
  customerNotFound,
  isInvitedCustomer,
  itemNotFound,
  itemsForCart,
  nameOf,
  productNotExist,
  projectDuplicate,
  projectFull,
  projectNotFound,
  subtotalOf,
  toSummary,
  tooManyUnits,
} from './rules';

type Pricing = Pick<Caller, 'roles' | 'mode' | 'brand'>;

/** What a caller reaches of projects. */
interface ProjectScope {
  /** Null: an invited customer whose account no customer row names yet, who has no projects. */
  filter: ProjectFilter | null;
  /** The invited customer's own customer row. */
  own: CustomerRef | null;
  /** False for an invited customer, who reads projects only. */
  editable: boolean;
}

async function scopeOf(db: Db, caller: Caller): Promise<ProjectScope> {
  if (isInvitedCustomer(caller)) {
    const own = await customerOfAccount(db, caller.account!.id);
    return { filter: own ? { ownerId: own.ownerId, customerId: own.id } : null, own, editable: false };
  }
  return { filter: { ownerId: ownerOf(caller) }, own: null, editable: true };
}

/** The projects of the customer the caller names: one of the company's customers, or the invited customer's own. */
async function customerFilter(db: Db, caller: Caller, customerId: string | undefined): Promise<ProjectFilter | null> {
  const scope = await scopeOf(db, caller);
  const named = customerId?.toLowerCase();
  if (!scope.editable) {
    // An invited customer's projects are their own customer's; naming any other customer is naming none.
    if (named && named !== scope.own?.id) throw customerNotFound();
    return scope.filter;
  }
  if (!named) throw customerNotFound();
  const customer = await ownersCustomer(db, scope.filter!.ownerId, named);
  if (!customer) throw customerNotFound();
  return { ownerId: customer.ownerId, customerId: customer.id };
}

/** POST /mibd/customerFavourite/customer_project_list. */
export async function customerProjects(db: Db, caller: Caller, customerId: string | undefined): Promise<ProjectListResponse> {
  const filter = await customerFilter(db, caller, customerId);
  if (!filter) return { list: [], total: 0 };
  const { rows, total } = await projectPage(db, filter, '');
  return { list: rows.map(toSummary), total };
}

/** POST /mibd/personalProject/project_list. */
export async function projectList(db: Db, caller: Caller, search: string, page: number, limit: number): Promise<ProjectListResponse> {
  const { filter } = await scopeOf(db, caller);
  if (!filter) return { list: [], total: 0 };
  const { rows, total } = await projectPage(db, filter, search, { page, limit });
  return { list: rows.map(toSummary), total };
}

/** A project the company reaches (writes are the trade accounts'), as lists show it. */
async function companyProject(db: Db, caller: Caller, projectId: string): Promise<ProjectSummary> {
  const row = await findProject(db, { ownerId: ownerOf(caller) }, projectId);
  if (!row) throw projectNotFound();
  return toSummary(row);
}

/** The unique index answers two creations (or renames) of one name at once: the second is the duplicate. */
async function namedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw projectDuplicate();
    throw error;
  }
}

/** POST /mibd/projectDetail/index/create. */
export async function createProject(db: Db, caller: Caller, customerId: string, name: string): Promise<ProjectSummary> {
  const customer = await ownersCustomer(db, ownerOf(caller), customerId.toLowerCase());
  if (!customer) throw customerNotFound();
  if (await customerHasProjectNamed(db, customer.id, name)) throw projectDuplicate();
  const id = await namedOnce(() => insertProject(db, { ownerId: customer.ownerId, customerId: customer.id, name, createdBy: caller.account!.id }));
  return companyProject(db, caller, id);
}

/** POST /mibd/projectDetail/index/rename. */
export async function renameOne(db: Db, caller: Caller, projectId: string, name: string): Promise<ProjectSummary> {
  const filter = { ownerId: ownerOf(caller) };
  const project = await companyProject(db, caller, projectId);
  if (await customerHasProjectNamed(db, project.customer_id, name, project.id)) throw projectDuplicate();
  if (!(await namedOnce(() => renameProject(db, filter, project.id, name)))) throw projectNotFound();
  return companyProject(db, caller, project.id);
}

/** POST /mibd/projectDetail/index/delete. */
export async function removeProject(db: Db, caller: Caller, projectId: string): Promise<void> {
  if (!(await deleteProject(db, { ownerId: ownerOf(caller) }, projectId))) throw projectNotFound();
}

/** The project's items as cart lines, priced by the caller's mode. */
async function linesOf(db: Db, projectId: string, caller: Pricing): Promise<CartLine[]> {
  return toCartLines(await itemLines(db, projectId), caller);
}

/** POST /mibd/projectDetail/index/detail. */
export async function projectDetail(db: Db, caller: Caller, projectId: string): Promise<ProjectDetailResponse> {
  const { filter, editable } = await scopeOf(db, caller);
  const row = filter && (await findProject(db, filter, projectId));
  if (!row) throw projectNotFound();
  // The renders whose pictures the caller may read: their own (a colleague's or the customer's reading shows none).
  const [items, renders] = [await linesOf(db, row.id, caller), await projectRenderRows(db, row.id, caller.account!.id)];
  return { project: toSummary(row), items, subtotal: subtotalOf(items), editable, renders: renders.map(toProjectRender) };
}

function toProjectRender(r: Awaited<ReturnType<typeof projectRenderRows>>[number]): ProjectRender {
  return {
    id: r.id,
    case_id: String(r.caseId),
    high_definition_image: fileReadUrl(readName(r.high)),
    low_definition_image: fileReadUrl(readName(r.low)),
    create_time: r.createdAt.getTime(),
  };
}

/**
 * Keeps a render in a project the caller's company reaches (else 'Project not found', as for an item); the caller
 * has settled that the render is theirs. A render already in the project stays as it is.
 */
export async function addRender(
  db: Db,
  caller: Caller,
  projectId: string,
  render: { caseId: number; renderId: string; highFileId: string; lowFileId: string },
): Promise<{ added: boolean }> {
  const added = await changeItems(db, caller, projectId.toLowerCase(), (tx, id) =>
    insertRender(tx, { projectId: id, ...render, addedBy: caller.account!.id }),
  );
  return { added };
}

/** A change to the items of a project the company reaches, with the project held; the project is marked changed. */
async function changeItems<T>(db: Db, caller: Caller, projectId: string, change: (tx: Db, projectId: string) => Promise<T>): Promise<T> {
  const filter = { ownerId: ownerOf(caller) };
  return db.transaction(async (tx) => {
    if (!(await lockProject(tx, filter, projectId))) throw projectNotFound();
    const result = await change(tx, projectId);
    await touchProject(tx, projectId);
    return result;
  });
}

/** POST /mibd/productList/add_project: units add up on an item of the SKU and type already there. */
export async function addItem(
  db: Db,
  caller: Caller,
  input: { projectId: string; sku: string; number: number; customizableType?: number },
): Promise<{ message: string; item_id: string; count: number }> {
  const customizableType = input.customizableType ?? CUSTOMIZABLE_NONE;
  const item = await changeItems(db, caller, input.projectId, async (tx, projectId) => {
    if (!(await productExists(tx, input.sku))) throw productNotExist();
    const existing = await findItem(tx, projectId, input.sku, customizableType);
    if (existing) {
      if (existing.count + input.number > CART_MAX_COUNT) throw tooManyUnits();
      return (await setItemCount(tx, projectId, existing.id, existing.count + input.number))!;
    }
    if ((await countItems(tx, projectId)) >= PROJECT_ITEMS_MAX) throw projectFull();
    return insertItem(tx, { projectId, skuNumber: input.sku, customizableType, count: input.number });
  });
  return { message: PROJECT_MESSAGES.added, item_id: item.id, count: item.count };
}

/** POST /mibd/projectDetail/index/update_count. */
export async function updateItem(db: Db, caller: Caller, projectId: string, itemId: string, number: number): Promise<{ item_id: string; count: number; subtotal: ProjectSubtotal }> {
  return changeItems(db, caller, projectId, async (tx, id) => {
    const item = await setItemCount(tx, id, itemId.toLowerCase(), number);
    if (!item) throw itemNotFound();
    return { item_id: item.id, count: item.count, subtotal: subtotalOf(await linesOf(tx, id, caller)) };
  });
}

/** POST /mibd/projectDetail/index/remove_item: ids of items the project does not hold are ignored. */
export async function removeItems(db: Db, caller: Caller, projectId: string, itemIds: string[]): Promise<{ removed: number; subtotal: ProjectSubtotal }> {
  const ids = [...new Set(itemIds.map((id) => id.toLowerCase()))];
  return changeItems(db, caller, projectId, async (tx, id) => {
    const removed = await deleteItems(tx, id, ids);
    return { removed, subtotal: subtotalOf(await linesOf(tx, id, caller)) };
  });
}

/**
 * POST /mibd/projectDetail/index/add_cart: each item through the cart's add (its stock rules and its hold on the
 * account's SKU), in SKU order so two moves of one account never wait on each other; an item the cart refuses is
 * reported with the cart's message and the others still go. One transaction: a failure that is not a refusal leaves
 * the cart as it was. The project keeps its items.
 */
export async function moveToCart(db: Db, caller: Caller, projectId: string, itemIds: string[] | undefined): Promise<ProjectToCartResponse> {
  const project = await companyProject(db, caller, projectId);
  const chosen = itemsForCart(await linesOf(db, project.id, caller), itemIds);
  if (!chosen) throw itemNotFound();
  const accountId = caller.account!.id;
  const outcome = new Map<string, { added: number; errmsg: string }>();
  const order = [...chosen].sort((a, b) => (a.sku_number < b.sku_number ? -1 : a.sku_number > b.sku_number ? 1 : a.customizable_type - b.customizable_type));
  await db.transaction(async (tx) => {
    for (const item of order) {
      try {
        await addToCart(tx, { accountId, sku: item.sku_number, number: item.count, customizableType: item.customizable_type, addType: DEFAULT_ADD_TYPE, aiSource: null });
        outcome.set(item.id, { added: item.count, errmsg: '' });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcome.set(item.id, { added: 0, errmsg: error.message });
      }
    }
  });
  const { count } = await listCart(db, accountId, caller);
  return { list: chosen.map((item) => ({ sku_number: item.sku_number, ...outcome.get(item.id)! })), count };
}

// ---------------------------------------------------------------------------------------------
// Favorites.

/**
 * Whose favorites a call reaches. An invited customer: their customer's (their own account's until a customer row
 * names it); a customer_id naming any other is naming none. A trade account: a customer of the company when
 * customer_id names one (which needs the 'customers' permission, as the customer calls do), else its own list.
 * `customerName` is null for the caller's own list (the toast then speaks to the caller).
 */
async function favoriteListOf(db: Db, caller: Caller, customerId: string | undefined): Promise<{ list: FavoriteList; customerName: string | null }> {
  const account = caller.account!;
  const named = customerId?.toLowerCase();
  if (isInvitedCustomer(caller)) {
    const own = await customerOfAccount(db, account.id);
    if (named && named !== own?.id) throw customerNotFound();
    return { list: own ? { customerId: own.id } : { accountId: account.id }, customerName: null };
  }
  if (!named) return { list: { accountId: account.id }, customerName: null };
  requirePermissions(caller, ['customers']);
  const customer = await ownersCustomer(db, ownerOf(caller), named);
  if (!customer) throw customerNotFound();
  return { list: { customerId: customer.id }, customerName: nameOf(customer) };
}

/** POST /mibd/customerFavourite/click_like: adding twice or removing what is not there changes nothing. */
export async function like(db: Db, caller: Caller, customerId: string | undefined, action: 'add' | 'remove', sku: string): Promise<FavoriteResponse> {
  const { list, customerName } = await favoriteListOf(db, caller, customerId);
  if (action === 'remove') {
    await removeFavorite(db, list, sku);
    return { liked: false, customer_name: customerName };
  }
  if (!(await productExists(db, sku))) throw productNotExist();
  await addFavorite(db, list, sku);
  return { liked: true, customer_name: customerName };
}

/** POST /mibd/customerFavourite/favorite_list. */
export async function favoriteList(db: Db, caller: Caller, customerId: string | undefined, page: number, limit: number): Promise<FavoriteListResponse> {
  const { list, customerName } = await favoriteListOf(db, caller, customerId);
  const { rows, total } = await favoritePage(db, list, page, limit);
  const see = visibilityFor(caller);
  return { list: rows.map((row) => toCard(row, see)), total, customer_name: customerName };
}
